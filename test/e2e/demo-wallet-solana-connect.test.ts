// The Demo Wallet's Solana side on its own, found the way a Wallet Standard app finds it: registration, connecting
// (silently once authorised, kept over a reload, a bad stored authorisation ignored) and disconnecting.
import { describe, expect, inject, it } from 'vitest';
import { getAddressEncoder } from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { accountsOf, call, connect, DEMO, helpers, open, seedAddress, solanaControls } from './demo-wallet-solana-page';

const stack = inject('stack');
const { page } = useE2ePage({ pageErrors: 'report' });

describe('Demo Wallet on Solana (Wallet Standard): connecting', () => {
  it('registers as a Wallet Standard wallet on the stack’s Solana network', async () => {
    const p = page();
    await open(p);
    const wallets = await (await helpers(p)).evaluate((h) => h.wallets());
    expect(wallets).toHaveLength(1);
    const [wallet] = wallets;
    expect(wallet).toMatchObject({ name: 'Demo Wallet', version: '1.0.0', chains: [stack.solana.caipNetworkId], accounts: [] });
    expect(wallet!.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet!.features).toEqual({
      'standard:connect': { version: '1.0.0' },
      'standard:disconnect': { version: '1.0.0' },
      'standard:events': { version: '1.0.0' },
      'solana:signIn': { version: '1.0.0' },
      'solana:signMessage': { version: '1.0.0' },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] },
    });
    expect(await solanaControls(p)).toEqual({ address: DEMO, prompts: 0 });
  });

  it('connects silently only once authorised; the account carries its public key; a reload keeps the authorisation', async () => {
    const p = page();
    await open(p);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: [104, 105] })).toMatchObject({ code: 4100 });
    expect((await solanaControls(p)).prompts).toBe(0);
    const connected = await connect(p);
    expect(connected.result).toEqual({
      accounts: [
        {
          address: DEMO,
          publicKey: Array.from(getAddressEncoder().encode(DEMO)),
          chains: [stack.solana.caipNetworkId],
          features: ['solana:signIn', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
          label: 'Demo Wallet',
        },
      ],
    });
    expect((await solanaControls(p)).prompts).toBe(1);
    expect(await p.evaluate(() => JSON.parse(localStorage.getItem('demo-wallet:solana') ?? 'null'))).toEqual({ authorised: true, address: DEMO });
    await p.reload();
    await p.evaluate(() => window.demoWallet.solana.ready);
    expect((await (await helpers(p)).evaluate((h) => h.wallets()))[0]!.accounts).toEqual([DEMO]);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([DEMO]);
    expect(accountsOf(await connect(p))).toEqual([DEMO]);
    expect((await solanaControls(p)).prompts).toBe(0);
  });

  it('ignores a corrupt or foreign stored authorisation', async () => {
    const p = page();
    await open(p);
    for (const stored of [
      '{not json',
      JSON.stringify({ authorised: true, address: await seedAddress(2) }),
      JSON.stringify({ authorised: 'yes', address: DEMO }),
    ]) {
      await p.evaluate((value) => localStorage.setItem('demo-wallet:solana', value), stored);
      await p.reload();
      expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    }
  });

  it('disconnects from the wallet (test control) and from the site, emitting change with no accounts', async () => {
    const p = page();
    await open(p);
    await (await helpers(p)).evaluate((h) => h.listen());
    const events = () => p.evaluate(() => window.__solana.events);
    await connect(p);
    expect(await events()).toEqual([{ accounts: [DEMO] }]);
    await p.evaluate(() => window.demoWallet.solana.disconnect());
    expect(await events()).toEqual([{ accounts: [DEMO] }, { accounts: [] }]);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    await connect(p);
    expect(await call(p, 'standard:disconnect', 'disconnect')).toEqual({});
    expect(await events()).toEqual([{ accounts: [DEMO] }, { accounts: [] }, { accounts: [DEMO] }, { accounts: [] }]);
    await p.reload();
    await p.evaluate(() => window.demoWallet.solana.ready);
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
  });
});
