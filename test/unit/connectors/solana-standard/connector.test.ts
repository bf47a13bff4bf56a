import { describe, expect, it } from 'vitest';
import { getBase58Encoder } from '@solana/kit';
import type { WalletAccount } from '@wallet-standard/base';
import type { CaipNetworkId } from '../../../../src/chains/caip';
import { findKnownNetwork } from '../../../../src/chains/known-networks';
import type { Network } from '../../../../src/chains/network';
import type { ConnectorEvent } from '../../../../src/connectors/connector';
import { createWalletStandardConnector } from '../../../../src/connectors/solana-standard/connector';
import { WalletModalError } from '../../../../src/errors';
import { RpcCodeError, UserRejectedRequestError } from '../../../../src/errors/rpc';
import { createSolanaTestWallet, type TestWalletOptions } from '../../../support/solana-test-wallet';
import { DEVNET, MAINNET, OTHER_ADDRESS, TESTNET, failure } from './setup';

async function setup(chains: CaipNetworkId[] = [MAINNET, DEVNET], walletOptions: TestWalletOptions = {}) {
  const wallet = await createSolanaTestWallet(walletOptions);
  const connector = createWalletStandardConnector(wallet, { chains, rpcOf: () => undefined });
  return { wallet, connector };
}

/** An account as a wallet would present it; a malformed address keeps a zero key. */
function account(address: string, chains: string[] = ['solana:mainnet']): WalletAccount {
  let publicKey = new Uint8Array(32);
  try {
    publicKey = Uint8Array.from(getBase58Encoder().encode(address));
  } catch {
    // a malformed address, on purpose
  }
  return { address, publicKey, chains: chains as `${string}:${string}`[], features: [] };
}

const codeOf = async (promise: Promise<unknown>): Promise<string> => (await failure(promise)).code;

const network = (caipNetworkId: string): Network =>
  findKnownNetwork(caipNetworkId as CaipNetworkId) ?? { ...findKnownNetwork(MAINNET)!, caipNetworkId: caipNetworkId as CaipNetworkId };

describe('Wallet Standard connector: connect', () => {
  it('connects with a prompt and answers the first of the site networks the account supports', async () => {
    const { wallet, connector } = await setup([TESTNET, DEVNET, MAINNET]);
    await expect(connector.connect({})).resolves.toEqual({ addresses: [wallet.address], caipNetworkId: DEVNET });
    expect(wallet.calls).toEqual([{ feature: 'standard:connect', input: undefined }]);
    await expect(connector.getAccounts()).resolves.toEqual([wallet.address]);
  });

  it("answers the wallet's first chain when the site lists none it supports (the client shows UnsupportedChain)", async () => {
    const { connector } = await setup([TESTNET]);
    await expect(connector.connect({})).resolves.toMatchObject({ caipNetworkId: MAINNET });
  });

  it('reads genesis-hash chain ids as well as cluster words', async () => {
    const { connector } = await setup([TESTNET], { chains: [TESTNET] });
    await expect(connector.connect({})).resolves.toMatchObject({ caipNetworkId: TESTNET });
  });

  it('silent connect: no accounts before authorisation, the account after, never a prompt', async () => {
    const { wallet, connector } = await setup();
    await expect(connector.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: MAINNET });
    await expect(connector.getAccounts()).resolves.toEqual([]);
    await connector.connect({});
    const again = createWalletStandardConnector(wallet, { chains: [DEVNET], rpcOf: () => undefined });
    await expect(again.connect({ silent: true })).resolves.toEqual({ addresses: [wallet.address], caipNetworkId: DEVNET });
    expect(wallet.calls.map((c) => c.input)).toEqual([{ silent: true }, undefined, { silent: true }]);
  });

  it('silent connect answers no accounts when the wallet refuses it instead', async () => {
    const { wallet, connector } = await setup();
    wallet.silentRejects = true;
    await expect(connector.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: MAINNET });
  });

  it.each(['code', 'named'] as const)('maps a rejection (%s) to UserRejectedRequestError, PROVIDER_4001', async (rejection) => {
    const { wallet, connector } = await setup();
    wallet.answer = 'reject';
    wallet.rejection = rejection;
    const error = await connector.connect({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((error as WalletModalError).code).toBe('PROVIDER_4001');
  });

  it.each([
    ['no output', () => null],
    ['accounts that are not a list', () => ({ accounts: 'AKnL' })],
    ['an account with a bad address', () => ({ accounts: [account('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')] })],
    ['only accounts of another chain', () => ({ accounts: [account('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', ['eip155:1'])] })],
  ])('rejects a connect answer with %s as WALLET_REPLY_INVALID', async (_label, reply) => {
    const { wallet, connector } = await setup();
    wallet.tamper = reply;
    expect(await codeOf(connector.connect({}))).toBe('WALLET_REPLY_INVALID');
  });

  it('refuses to build a connector for a wallet with a bad icon', async () => {
    const wallet = await createSolanaTestWallet({ icon: 'javascript:alert(1)' });
    expect(() => createWalletStandardConnector(wallet, { chains: [], rpcOf: () => undefined })).toThrow(WalletModalError);
  });
});

describe('Wallet Standard connector: events, networks, disconnect', () => {
  it('turns change events into accountsChanged and, with no accounts, disconnect', async () => {
    const { wallet, connector } = await setup();
    await connector.connect({});
    const events: ConnectorEvent[] = [];
    const stop = connector.subscribe((e) => events.push(e));
    const stopSecond = connector.subscribe(() => undefined);
    expect(wallet.listenerCount()).toBe(1); // one wallet subscription for all listeners
    wallet.emitChange({ accounts: [account(OTHER_ADDRESS), ...wallet.accounts] });
    wallet.emitChange({ accounts: [account('not-base58-0OIl')] }); // malformed: ignored
    wallet.emitChange({ chains: ['solana:mainnet'] }); // no accounts: ignored
    wallet.emitChange({ accounts: [] });
    expect(events).toEqual([{ type: 'accountsChanged', addresses: [OTHER_ADDRESS, wallet.address] }, { type: 'disconnect' }]);
    stop();
    expect(wallet.listenerCount()).toBe(1);
    stopSecond();
    expect(wallet.listenerCount()).toBe(0);
    wallet.emitChange({ accounts: [] });
    expect(events).toHaveLength(2);
  });

  it('switches to a chain the wallet supports and says so; refuses one it does not', async () => {
    const { connector } = await setup();
    await connector.connect({});
    const events: ConnectorEvent[] = [];
    connector.subscribe((e) => events.push(e));
    await connector.switchNetwork(network(DEVNET));
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: DEVNET }]);
    const error = await connector.switchNetwork(network(TESTNET)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcCodeError);
    expect(error).toMatchObject({ code: 'PROVIDER_4902', shortMessage: 'Chain is not supported' });
    expect((error as WalletModalError).details).toContain(TESTNET);
    expect(events).toHaveLength(1);
  });

  it('disconnects through standard:disconnect, and requests need a new connect', async () => {
    const { wallet, connector } = await setup();
    await connector.connect({});
    await connector.disconnect();
    expect(wallet.calls.at(-1)).toEqual({ feature: 'standard:disconnect', input: undefined });
    await expect(connector.getAccounts()).resolves.toEqual([]);
    expect(await codeOf(connector.request({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: wallet.address } }))).toBe(
      'NOT_CONNECTED',
    );
  });

  it('disconnects even when the wallet has no standard:disconnect or its disconnect fails', async () => {
    const { connector } = await setup(undefined, { features: ['signMessage'] });
    await connector.connect({});
    await expect(connector.disconnect()).resolves.toBeUndefined();
    const { wallet, connector: other } = await setup();
    (wallet.features['standard:disconnect'] as { disconnect: () => Promise<void> }).disconnect = () => Promise.reject(new Error('nope'));
    await expect(other.disconnect()).resolves.toBeUndefined();
  });

  it("hands the client a provider whose request is the connector's", async () => {
    const { connector } = await setup();
    expect(await codeOf(connector.getProvider().request({ method: 'eth_requestAccounts' }))).toBe('PROVIDER_4200');
  });
});
