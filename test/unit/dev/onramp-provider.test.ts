// @vitest-environment node
/**
 * The local onramp provider on a real Anvil and the real Solana Localnet: the test cards, the checkout page, and a
 * paid purchase funding the address from the faucet; a declined card funds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { chargeCard, luhnValid } from '../../../dev/onramp-provider/cards.ts';
import { startOnrampProvider } from '../../../dev/onramp-provider/server.ts';
import { rpc } from '../../../dev/contracts/rpc.ts';
import { startSolanaRpc, type SolanaRpc } from '../../../dev/solana-rpc.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const BUYER = '0x00000000000000000000000000000000000b0Ba1';
const SOL_BUYER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('test cards', () => {
  it('pays with 4242…, declines 4000…0002, and refuses bad numbers, expiry and CVC', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(chargeCard(card, NOW)).toEqual({ ok: true });
    expect(chargeCard({ ...card, number: '4000 0000 0000 0002' }, NOW)).toMatchObject({ ok: false, field: 'number', error: 'Your card was declined.' });
    expect(chargeCard({ ...card, number: '4000000000009995' }, NOW)).toMatchObject({ ok: false, error: 'Your card has insufficient funds.' });
    expect(chargeCard({ ...card, number: '4242424242424241' }, NOW)).toMatchObject({ ok: false, field: 'number' });
    expect(chargeCard({ ...card, number: '4111111111111111' }, NOW)).toMatchObject({ ok: false, field: 'number' });
    expect(chargeCard({ ...card, expiry: '10/26' }, NOW)).toMatchObject({ ok: false, field: 'expiry', error: 'Your card has expired.' });
    expect(chargeCard({ ...card, expiry: '11/26' }, NOW)).toEqual({ ok: true });
    expect(chargeCard({ ...card, expiry: '13/30' }, NOW)).toMatchObject({ ok: false, field: 'expiry' });
    expect(chargeCard({ ...card, cvc: '12' }, NOW)).toMatchObject({ ok: false, field: 'cvc' });
  });
});

describe('the provider server', () => {
  let anvil: Anvil;
  let solana: SolanaRpc;
  let provider: Awaited<ReturnType<typeof startOnrampProvider>>;
  beforeAll(async () => {
    [anvil, solana] = await Promise.all([startAnvil({ chainId: 31337 }), startSolanaRpc()]);
    provider = await startOnrampProvider({
      networks: {
        'eip155:31337': { kind: 'evm', name: 'Localhost 31337', rpcUrl: anvil.rpcUrl, symbol: 'ETH', decimals: 18, maxUnits: 10n ** 19n },
        'solana:local': { kind: 'solana', name: 'Solana Localnet', rpcUrl: solana.rpcUrl, symbol: 'SOL', decimals: 9, maxUnits: 10n ** 11n },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await provider?.stop();
    await anvil?.stop();
    await solana?.stop();
  });

  const pay = (fields: Record<string, string>) =>
    fetch(`${provider.url}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const balance = async () => BigInt(await rpc(anvil.rpcUrl, 'eth_getBalance', [BUYER, 'latest']));

  it('shows the purchase with a card form, escaping what the URL carries, and refuses a bad purchase', async () => {
    const res = await fetch(`${provider.checkoutUrl}?address=${BUYER}&network=eip155:31337&cryptoAmount=0.05&fiatAmount=150.00&currency=USD`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('0.05 ETH');
    expect(html).toContain('150.00 USD');
    expect(html).toContain('name="number"');
    expect((await fetch(`${provider.checkoutUrl}?address=${BUYER}&network=eip155:1&cryptoAmount=1`)).status).toBe(400);
    expect((await fetch(`${provider.checkoutUrl}?address=<b>&network=eip155:31337&cryptoAmount=1`)).status).toBe(400);
    expect((await fetch(`${provider.checkoutUrl}?address=${BUYER}&network=eip155:31337&cryptoAmount=11`)).status).toBe(400);
    expect((await fetch(`${provider.checkoutUrl}?address=${BUYER}&network=eip155:31337&cryptoAmount=0.0000000000000000001`)).status).toBe(400);
  });

  it('funds the address from the Anvil faucet account on a test card, and not on a declined one', async () => {
    const purchase = { address: BUYER, network: 'eip155:31337', cryptoAmount: '0.05', expiry: '12/40', cvc: '123' };
    const declined = await pay({ ...purchase, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await balance()).toBe(0n);
    const paid = await pay({ ...purchase, number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).toContain('Purchase complete');
    const hash = /data-testid="transaction">(0x[0-9a-f]{64})</.exec(html)?.[1];
    expect(hash).toBeDefined();
    expect(await balance()).toBe(5n * 10n ** 16n);
    const tx = await rpc(anvil.rpcUrl, 'eth_getTransactionByHash', [hash]);
    expect(tx.from.toLowerCase()).toBe('0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f');
  });

  it('airdrops SOL on the Solana Localnet', async () => {
    const paid = await pay({ address: SOL_BUYER, network: 'solana:local', cryptoAmount: '1.5', number: '4242424242424242', expiry: '12/40', cvc: '123' });
    expect(paid.status).toBe(200);
    const reply = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOL_BUYER] }),
    });
    expect(((await reply.json()) as { result: { value: number } }).result.value).toBe(1_500_000_000);
  });
});
