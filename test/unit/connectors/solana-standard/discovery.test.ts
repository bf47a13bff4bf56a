import { afterEach, describe, expect, it } from 'vitest';
import { address, getBase58Decoder, getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { registerWallet } from '@wallet-standard/wallet';
import type { Connector } from '../../../../src/connectors/connector';
import { watchSolanaWallets } from '../../../../src/connectors/solana-standard/discovery';
import { MAX_ICON_LENGTH } from '../../../../src/connectors/solana-standard/wallet';
import { createSolanaTestWallet, PIXEL_ICON } from '../../../support/solana-test-wallet';
import { MAINNET } from './setup';

const options = { chains: [MAINNET] as const, rpcOf: () => undefined };
const CONNECTOR_ID = /^[-\w.:]{1,100}$/;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** Registers through the app registry, which hands back the unregister function. */
function register(wallet: Wallet): () => void {
  const unregister = getWallets().register(wallet);
  cleanups.push(unregister);
  return unregister;
}

function watch(): { latest: () => Connector[]; calls: () => number } {
  let latest: Connector[] = [];
  let calls = 0;
  cleanups.push(
    watchSolanaWallets((connectors) => {
      latest = connectors;
      calls++;
    }, options),
  );
  return { latest: () => latest, calls: () => calls };
}

/** A wallet object with everything a listed wallet has, then overridden by `changes`. */
async function walletWith(changes: Record<string, unknown>): Promise<Wallet> {
  const wallet = await createSolanaTestWallet({ name: 'Base' });
  return Object.assign(
    Object.create(null) as object,
    { version: wallet.version, name: wallet.name, icon: wallet.icon, chains: wallet.chains, features: wallet.features, accounts: [] },
    changes,
  ) as Wallet;
}

describe('watchSolanaWallets', () => {
  it('lists a Solana wallet registered with registerWallet, as an ANNOUNCED solana connector', async () => {
    const wallet = await createSolanaTestWallet({ name: 'Demo Wallet' });
    registerWallet(wallet);
    const { latest } = watch();
    const connector = latest().find((c) => c.name === 'Demo Wallet');
    expect(connector).toMatchObject({ id: 'wallet-standard:demo-wallet', type: 'ANNOUNCED', namespace: 'solana', installed: true, imageUrl: PIXEL_ICON });
    expect(connector!.id).toMatch(CONNECTOR_ID);
  });

  it('ignores an EVM-only wallet and one without standard:events', async () => {
    register(await walletWith({ name: 'Evm Only', chains: ['eip155:1'] }));
    const base = await createSolanaTestWallet();
    register(await walletWith({ name: 'No Events', features: { 'standard:connect': base.features['standard:connect'] } }));
    register(await walletWith({ name: 'Good One' }));
    const names = watch()
      .latest()
      .map((c) => c.name);
    expect(names).toContain('Good One');
    expect(names).not.toContain('Evm Only');
    expect(names).not.toContain('No Events');
  });

  it.each([
    ['a javascript: icon', { icon: 'javascript:alert(1)' }],
    ['SVG markup as icon', { icon: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }],
    ['an https icon', { icon: 'https://evil.example/icon.png' }],
    ['a huge icon', { icon: `data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH)}` }],
    ['a missing icon', { icon: undefined }],
    ['an empty name', { name: '   ' }],
    ['a 65-character name', { name: 'x'.repeat(65) }],
    ['a control character in the name', { name: 'Bad\u0007Wallet' }],
    ['a bidi override in the name', { name: 'Good\u202eWallet' }],
    ['a name that is not a string', { name: 42 }],
    ['chains that are not a list', { chains: 'solana:mainnet' }],
  ])('ignores a wallet with %s', async (_label, changes) => {
    const marker = `Marker ${Math.random().toString(36).slice(2, 8)}`;
    register(await walletWith({ name: marker, ...changes }));
    register(await walletWith({ name: 'Control' }));
    const connectors = watch().latest();
    expect(connectors.map((c) => c.name)).toContain('Control');
    expect(connectors).toHaveLength(2); // the Demo Wallet of the first test stays registered (registerWallet has no undo)
  });

  it('survives a wallet whose getters throw', async () => {
    const hostile = await walletWith({});
    Object.defineProperty(hostile, 'name', {
      get: () => {
        throw new Error('boom');
      },
    });
    register(hostile);
    register(await walletWith({ name: 'Calm' }));
    expect(
      watch()
        .latest()
        .map((c) => c.name),
    ).toContain('Calm');
  });

  it('picks up a wallet registered later and drops one unregistered', async () => {
    const { latest, calls } = watch();
    const before = calls();
    expect(latest().map((c) => c.name)).not.toContain('Late Wallet');
    const unregister = register(await createSolanaTestWallet({ name: 'Late Wallet' }));
    expect(latest().map((c) => c.name)).toContain('Late Wallet');
    const connector = latest().find((c) => c.name === 'Late Wallet');
    register(await walletWith({ name: 'Another' }));
    // The same wallet keeps the same connector object, so a session started with it stays valid.
    expect(latest().find((c) => c.name === 'Late Wallet')).toBe(connector);
    unregister();
    expect(latest().map((c) => c.name)).not.toContain('Late Wallet');
    expect(calls()).toBe(before + 3);
  });

  it('ignores a registered wallet that does not change the list (an EVM one)', async () => {
    const { calls } = watch();
    const before = calls();
    register(await walletWith({ name: 'Evm Again', chains: ['eip155:1'] }));
    expect(calls()).toBe(before);
  });

  it('gives ids that are stable, storable and unique: a second wallet of the same name is dropped', async () => {
    register(await walletWith({ name: 'Phantöm  Wallet!' }));
    register(await walletWith({ name: 'phantom wallet' }));
    register(await walletWith({ name: 'ウォレット' }));
    const connectors = watch().latest();
    const phantoms = connectors.filter((c) => c.id === 'wallet-standard:phantom-wallet');
    expect(phantoms.map((c) => c.name)).toEqual(['Phantöm  Wallet!']);
    const japanese = connectors.find((c) => c.name === 'ウォレット');
    expect(japanese!.id).toMatch(/^wallet-standard:x-[0-9a-f]{8}$/);
    for (const connector of connectors) expect(connector.id).toMatch(CONNECTOR_ID);
    // The same name gives the same id in another watcher (another page load).
    expect(
      watch()
        .latest()
        .find((c) => c.name === 'ウォレット')!.id,
    ).toBe(japanese!.id);
    expect(new Set(connectors.map((c) => c.id)).size).toBe(connectors.length);
  });

  it('hands out a connector that connects and signs through the registered wallet', async () => {
    const wallet = await createSolanaTestWallet({ name: 'Signing Wallet', chains: ['solana:devnet', 'solana:mainnet'] });
    register(wallet);
    const connector = watch()
      .latest()
      .find((c) => c.name === 'Signing Wallet')!;
    await expect(connector.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: MAINNET });
    await expect(connector.connect({})).resolves.toEqual({ addresses: [wallet.address], caipNetworkId: MAINNET });
    const message = new TextEncoder().encode('hello from the registry');
    const { signature } = (await connector.getProvider().request({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: wallet.address },
    })) as { signature: string };
    const key = await getPublicKeyFromAddress(address(wallet.address));
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, message)).toBe(true);
  });

  it('stops reporting after unsubscribe', async () => {
    let calls = 0;
    const stop = watchSolanaWallets(() => calls++, options);
    expect(calls).toBe(1);
    stop();
    register(await walletWith({ name: 'After Stop' }));
    expect(calls).toBe(1);
  });
});
