// @vitest-environment node
/**
 * SPEC §7's /v1/convert routes against a real Anvil with the stack's DemoSwap: quotes are the pool's, the built
 * transaction, sent by a dev account, swaps as quoted, and chains without swaps answer SPEC §8's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, JsonRpcProvider, parseEther, parseUnits, type InterfaceAbi } from 'ethers';
import type { DataService } from '../../../../server/data';
import type { Anvil } from '../../../../dev/anvil.ts';
import { loadArtifacts } from '../../../../dev/contracts/compile.ts';
import { DEV_ACCOUNTS, type DemoContracts } from '../../../../dev/contracts/deploy.ts';
import { NO_SWAP_CHAIN, startSwapService, SWAP_CHAIN, type SwapService } from '../../../support/swap-service';

const CHAIN = SWAP_CHAIN;
const NO_SWAP = NO_SWAP_CHAIN;
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const USER = `${CHAIN}:${DEV_ACCOUNTS.bob}`;
const { contracts } = loadArtifacts();
const abi = (name: string) => contracts[name]!.abi as InterfaceAbi;

let anvil: Anvil;
let deployed: DemoContracts;
let provider: JsonRpcProvider;
let service: DataService;
let DUSD: string;
let DEMO18: string;

let swapService: SwapService | undefined;

beforeAll(async () => {
  swapService = await startSwapService();
  ({ anvil, deployed, service } = swapService);
  provider = new JsonRpcProvider(anvil.rpcUrl, 31337, { staticNetwork: true });
  DUSD = `${CHAIN}:${deployed.tokens[0]!.address}`;
  DEMO18 = `${CHAIN}:${deployed.tokens[1]!.address}`;
}, 120_000);
afterAll(async () => {
  provider?.destroy();
  await swapService?.stop();
});
async function get(path: string, params: Record<string, string>) {
  const response = await fetch(`${service.url}${path}?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Reply };
}
async function post(path: string, body: unknown) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Reply };
}
/** The convert routes' replies as these tests read them: tokens, quotes, a built transaction, gas prices, or a 400 naming its field. */
type BuiltTransaction = Parameters<typeof sendBuilt>[0];
type Token = { name: string; symbol: string; address: string; decimals: number; logoUri: string | null; eip2612: boolean };
type Reply = {
  tokens: Token[];
  quotes: [{ toAmount: string; toAccount: string }];
  tx: BuiltTransaction & { amount: string };
  allowance: string;
  standard: string;
  fast: string;
  instant: string;
  field: string;
  message: string;
};
const lower = (caip10: string) => caip10.toLowerCase();
const swapContract = () => new Contract(deployed.swap.router, abi('DemoSwap'), provider);

/** Sends a built tx from its `from` account (Anvil's unlocked dev accounts) and waits for it. */
async function sendBuilt(tx: { from: string; to: string; data: string; amount?: string; value?: string; eip155: { gas: string; gasPrice: string } }) {
  const signer = await provider.getSigner(tx.from.split(':')[2]!);
  const sent = await signer.sendTransaction({
    to: tx.to.split(':')[2]!,
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gasLimit: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  });
  return (await sent.wait())!;
}

describe('/v1/convert', () => {
  it('tokens lists the pool tokens: ETH, DUSD (6 decimals) and DEMO18 (18)', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN });
    expect(status).toBe(200);
    const bySymbol = Object.fromEntries(body.tokens.map((t) => [t.symbol, t])) as Record<'ETH' | 'DUSD' | 'DEMO18', Token>;
    expect(Object.keys(bySymbol).sort()).toEqual(['DEMO18', 'DUSD', 'ETH']);
    expect(bySymbol.ETH).toEqual({ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: null, eip2612: false });
    expect(bySymbol.DUSD).toMatchObject({ name: 'Demo Dollar', decimals: 6 });
    expect(lower(bySymbol.DUSD.address)).toBe(DUSD);
    expect(bySymbol.DEMO18.decimals).toBe(18);
  });

  it('quotes what the pool pays: getAmountOut for the exact amount', async () => {
    const amount = parseEther('2');
    const expected: bigint = await swapContract().getFunction('getAmountOut')(amount, ETH.split(':')[2], DUSD.split(':')[2]);
    const { status, body } = await get('/v1/convert/quotes', { amount: amount.toString(), userAddress: USER, from: ETH, to: DUSD, gasPrice: '1000000000' });
    expect(status).toBe(200);
    expect(body.quotes).toHaveLength(1);
    expect(body.quotes[0]).toMatchObject({ id: null, fromAmount: amount.toString(), toAmount: expected.toString() });
    expect(lower(body.quotes[0].toAccount)).toBe(DUSD);
  });

  it('builds an ETH → DUSD swap that, sent by the user, pays exactly the quote', async () => {
    const amount = parseEther('1');
    const quoted = (await get('/v1/convert/quotes', { amount: amount.toString(), userAddress: USER, from: ETH, to: DUSD })).body.quotes[0].toAmount;
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: ETH,
      to: DUSD,
      userAddress: USER,
      projectId: 'test',
    });
    expect(status).toBe(200);
    expect(lower(body.tx.to)).toBe(`${CHAIN}:${deployed.swap.router}`);
    expect(body.tx.amount).toBe(amount.toString());
    // Default slippage (SPEC §9, 1%): minAmountOut is 99% of the quote.
    const decoded = swapContract().interface.decodeFunctionData('swapExactIn', body.tx.data);
    expect(decoded[3]).toBe((BigInt(quoted) * 9900n) / 10000n);
    const token = new Contract(DUSD.split(':')[2]!, abi('DemoToken'), provider);
    const before: bigint = await token.getFunction('balanceOf')(DEV_ACCOUNTS.bob);
    expect((await sendBuilt(body.tx)).status).toBe(1);
    expect((await token.getFunction('balanceOf')(DEV_ACCOUNTS.bob)) - before).toBe(BigInt(quoted));
  });

  it('a token → token swap: allowance 0, build-approve, allowance set, then the swap pays the quote', async () => {
    const amount = parseUnits('50', 6);
    const bob = await provider.getSigner(DEV_ACCOUNTS.bob);
    expect((await get('/v1/convert/allowance', { tokenAddress: DUSD, userAddress: USER })).body).toEqual({ allowance: '0' });
    const approve = await get('/v1/convert/build-approve', { userAddress: USER, from: DUSD, to: DEMO18, amount: amount.toString() });
    expect(approve.status).toBe(200);
    expect(lower(approve.body.tx.to)).toBe(DUSD);
    expect((await sendBuilt(approve.body.tx)).status).toBe(1);
    expect((await get('/v1/convert/allowance', { tokenAddress: DUSD, userAddress: USER })).body).toEqual({ allowance: amount.toString() });
    const quoted = (await get('/v1/convert/quotes', { amount: amount.toString(), userAddress: USER, from: DUSD, to: DEMO18 })).body.quotes[0].toAmount;
    const { body } = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: '0.5' },
      from: DUSD,
      to: DEMO18,
      userAddress: USER,
    });
    expect(swapContract().interface.decodeFunctionData('swapExactIn', body.tx.data)[3]).toBe((BigInt(quoted) * 9950n) / 10000n);
    expect(body.tx.amount).toBe('0');
    const token = new Contract(DEMO18.split(':')[2]!, abi('DemoToken'), bob);
    const before: bigint = await token.getFunction('balanceOf')(DEV_ACCOUNTS.bob);
    expect((await sendBuilt(body.tx)).status).toBe(1);
    expect((await token.getFunction('balanceOf')(DEV_ACCOUNTS.bob)) - before).toBe(BigInt(quoted));
  });

  it('building a token swap without an allowance answers 400 with the contract reason', async () => {
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: '1000000',
      from: DUSD,
      to: ETH,
      userAddress: `${CHAIN}:${DEV_ACCOUNTS.carol}`,
    });
    expect(status).toBe(400);
    expect(body.field).toBe('amount');
    expect(body.message).toMatch(/^The swap would fail: .*(ERC20InsufficientAllowance|revert)/);
  });

  it("allowance answers only for the pool's tokens: an address without code, or another contract, is a 400, never a 500", async () => {
    // Carol is a dev account (no code: eth_call answers 0x); the swap router is a contract but no pool token.
    for (const tokenAddress of [`${CHAIN}:${DEV_ACCOUNTS.carol}`, `${CHAIN}:${deployed.swap.router}`, `${CHAIN}:0x${'00'.repeat(20)}`]) {
      const { status, body } = await get('/v1/convert/allowance', { tokenAddress, userAddress: USER });
      expect({ status, body }, tokenAddress).toEqual({
        status: 400,
        body: { message: 'tokenAddress is not a token this network swaps', field: 'tokenAddress' },
      });
    }
    expect(await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: USER })).toEqual({
      status: 200,
      body: { allowance: ((1n << 256n) - 1n).toString() },
    });
  });

  it("a reverting swap names the contract error only, never the node's text", async () => {
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: '1000000',
      from: DUSD,
      to: ETH,
      userAddress: `${CHAIN}:${DEV_ACCOUNTS.carol}`,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^The swap would fail: the contract reverts( \([A-Za-z0-9_]+\))?$/);
    expect(body.message).not.toMatch(/eth_estimateGas|execution reverted|0x[0-9a-f]{8}/i);
  });

  it('gas-price answers the node price in wei, with fast and instant above it', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: CHAIN });
    expect(status).toBe(200);
    const standard = BigInt(body.standard);
    expect(standard).toBe(BigInt(await provider.send('eth_gasPrice', [])));
    expect(BigInt(body.fast)).toBe((standard * 5n) / 4n);
    expect(BigInt(body.instant)).toBe((standard * 3n) / 2n);
  });

  it('a chain without swaps answers SPEC §8 messages', async () => {
    expect(await get('/v1/convert/tokens', { chainId: NO_SWAP })).toEqual({
      status: 400,
      body: { message: 'Network not supported for Swaps', field: 'chainId' },
    });
    expect(await get('/v1/convert/gas-price', { chainId: NO_SWAP })).toEqual({
      status: 400,
      body: { message: 'Network not supported for Gas Price', field: 'chainId' },
    });
    const quote = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: `${NO_SWAP}:${DEV_ACCOUNTS.bob}`,
      from: `${NO_SWAP}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      to: `${NO_SWAP}:${deployed.tokens[0]!.address}`,
    });
    expect(quote.body.message).toBe('Network not supported for Swaps');
  });

  it('a bad input is a 400 naming the field', async () => {
    const base = { amount: '1000', userAddress: USER, from: ETH, to: DUSD };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, amount: '1.5' }, 'amount'],
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, amount: '-1' }, 'amount'],
      [{ ...base, userAddress: DEV_ACCOUNTS.bob }, 'userAddress'],
      [{ ...base, from: 'eip155:31337:0x12' }, 'from'],
      [{ ...base, to: ETH }, 'to'],
      [{ ...base, to: `${CHAIN}:${DEV_ACCOUNTS.alice}` }, 'to'],
      [{ ...base, to: `eip155:1:${deployed.tokens[0]!.address}` }, 'to'],
      [{ ...base, gasPrice: '1e9' }, 'gasPrice'],
    ];
    for (const [params, field] of cases) {
      const { status, body } = await get('/v1/convert/quotes', params);
      expect({ status, field: body.field }, JSON.stringify(params)).toEqual({ status: 400, field });
    }
    expect((await get('/v1/convert/tokens', {})).body.field).toBe('chainId');
    expect((await get('/v1/convert/allowance', { tokenAddress: 'x', userAddress: USER })).body.field).toBe('tokenAddress');
    for (const [slippage, field] of [
      [0.001, 'eip155.slippage'],
      ['51', 'eip155.slippage'],
      [-1, 'eip155.slippage'],
      ['abc', 'eip155.slippage'],
    ] as const) {
      const { status, body } = await post('/v1/convert/build-transaction', { ...base, eip155: { slippage } });
      expect({ status, field: body.field }, String(slippage)).toEqual({ status: 400, field });
    }
    expect((await post('/v1/convert/build-transaction', { ...base, amount: 1000 })).body.field).toBe('amount');
    expect((await post('/v1/convert/build-transaction', { ...base, disableEstimate: 'yes' })).body.field).toBe('disableEstimate');
    expect((await get('/v1/convert/build-approve', { userAddress: USER, from: ETH, to: DUSD })).body.field).toBe('from');
  });
});
