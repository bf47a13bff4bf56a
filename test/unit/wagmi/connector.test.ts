/**
 * Issue 23 point 5: the wagmi connector on a real `<wallet-modal>` in happy-dom, with an in-page EIP-6963 wallet
 * (the Wire Wallet) picked in the modal as a person picks it; wagmi's own actions drive it.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, createConfig, disconnect, getAccount, reconnect, switchChain, type Config } from '@wagmi/core';
import { defineChain, http, SwitchChainError, UserRejectedRequestError } from 'viem';
import { walletModal, WalletModalNotFoundError, WalletModalNotOpenedError } from '../../../src/wagmi';
import type { Eip1193Provider, WalletModalElement } from '../../../src/wallet-modal';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chain = (id: number) =>
  defineChain({
    id,
    name: `Localhost ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  });
const chains = [chain(31337), chain(31338)] as const;

let wallet: WireWallet;
let element: WalletModalElement;
let config: Config;
const announce = () => wallet.announce(window);

beforeAll(async () => {
  await import('../../../src/wallet-modal');
});

function mount(): WalletModalElement {
  const created = document.createElement('wallet-modal');
  created.setAttribute('project-id', 'test');
  created.setAttribute('networks', 'eip155:31337,eip155:31338');
  document.body.append(created);
  return created;
}

function makeConfig(source: Parameters<typeof walletModal>[0]['element']): Config {
  return createConfig({
    chains,
    connectors: [walletModal({ element: source })],
    transports: { 31337: http('http://127.0.0.1:1'), 31338: http('http://127.0.0.1:1') },
    // Only our connector: the Wire Wallet's own EIP-6963 announcement would otherwise add a second one.
    multiInjectedProviderDiscovery: false,
  });
}

beforeEach(() => {
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  element = mount();
  config = makeConfig(element);
});

afterEach(() => {
  window.removeEventListener('eip6963:requestProvider', announce);
  document.body.replaceChildren();
  localStorage.clear();
});

/** The Wire Wallet's row in the open modal, clicked once the lazy Connect view has drawn it (seconds, in happy-dom). */
async function pickWireWallet(): Promise<void> {
  const row = () => element.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="wm-connector-test.wire.wallet"]');
  await expect.poll(row, { timeout: 15_000 }).not.toBeNull();
  row()!.click();
}

const connector = () => config.connectors[0]!;

describe('walletModal connector', () => {
  it('is named as the issue says and touches no element before it is used', () => {
    expect(connector()).toMatchObject({ id: 'walletModal', name: 'Wallet Modal', type: 'walletModal' });
    expect(walletModal.type).toBe('walletModal');
    expect(element.state.open).toBe(false);
  });

  it('connect opens the modal on its EVM wallets and resolves with the account and chain the wallet connected', async () => {
    const connecting = connect(config, { connector: connector() });
    expect(element.state).toMatchObject({ open: true, view: 'Connect' });
    await pickWireWallet();
    const result = await connecting;
    expect(result).toEqual({ accounts: [ADDRESS], chainId: 31337 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337, connector: { id: 'walletModal' } });
    expect(element.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS });
    expect(wallet.calls).toContain('eth_requestAccounts');
    expect(await connector().isAuthorized()).toBe(true);
  }, 30_000);

  it('connect rejects with UserRejectedRequestError when the modal closes without a connection, and wagmi stays disconnected', async () => {
    const connecting = connect(config, { connector: connector() });
    expect(element.state.open).toBe(true);
    element.close();
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(getAccount(config).status).toBe('disconnected');
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    expect(await connector().isAuthorized()).toBe(false);
  });

  it('connect with a chainId switches the wallet there once connected', async () => {
    const connecting = connect(config, { connector: connector(), chainId: 31338 });
    await pickWireWallet();
    expect(await connecting).toEqual({ accounts: [ADDRESS], chainId: 31338 });
    expect(wallet.chainId).toBe('0x7a6a');
    expect(element.getAccount('eip155').caipAddress).toBe(`eip155:31338:${ADDRESS}`);
    expect(getAccount(config).chainId).toBe(31338);
  }, 30_000);

  it("follows the element: the wallet's account change, a network switched in the element, a disconnect in the element", async () => {
    const connecting = connect(config, { connector: connector() });
    await pickWireWallet();
    await connecting;

    wallet.emit('accountsChanged', [OTHER.toLowerCase()]);
    await expect.poll(() => getAccount(config).address).toBe(OTHER);

    await element.switchNetwork('eip155:31338');
    expect(getAccount(config).chainId).toBe(31338);
    expect(wallet.chainId).toBe('0x7a6a');

    await element.disconnect('eip155');
    expect(getAccount(config).status).toBe('disconnected');
  }, 30_000);

  it("wagmi's switchChain moves the element and its wallet; a chain wagmi lacks is a SwitchChainError", async () => {
    const connecting = connect(config, { connector: connector() });
    await pickWireWallet();
    await connecting;
    const switched = await switchChain(config, { chainId: 31338 });
    expect(switched.id).toBe(31338);
    expect(element.getAccount('eip155').caipAddress).toBe(`eip155:31338:${ADDRESS}`);
    expect(wallet.chainId).toBe('0x7a6a');
    expect(getAccount(config).chainId).toBe(31338);
    await expect(connector().switchChain!({ chainId: 1 })).rejects.toBeInstanceOf(SwitchChainError);
    expect(getAccount(config).chainId).toBe(31338);
  }, 30_000);

  it("wagmi's disconnect disconnects the element (and the element's wallet hears it)", async () => {
    const connecting = connect(config, { connector: connector() });
    await pickWireWallet();
    await connecting;
    await disconnect(config);
    expect(element.getAccount('eip155').isConnected).toBe(false);
    expect(getAccount(config).status).toBe('disconnected');
    await expect(connector().getAccounts()).rejects.toThrow(/not connected/i);
  }, 30_000);

  it("getProvider is the element's EIP-1193 provider once connected: the wallet's answers behind the element's allow-list", async () => {
    const before = (await connector().getProvider()) as Eip1193Provider;
    await expect(before.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4900 });

    const connecting = connect(config, { connector: connector() });
    await pickWireWallet();
    await connecting;
    const provider = (await connector().getProvider()) as Eip1193Provider;
    expect(provider).toBe(element.getProvider('eip155'));
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    // The element's guard, not the wallet, refuses what SPEC §6 does not list.
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' });
    expect(wallet.calls).not.toContain('eth_sign');
  }, 30_000);

  it("a connection made in the element's own UI connects wagmi too, and wagmi's reconnect finds it after a new config", async () => {
    element.open();
    await pickWireWallet();
    await expect.poll(() => getAccount(config).status).toBe('connected');
    expect(getAccount(config)).toMatchObject({ address: ADDRESS, chainId: 31337 });

    // A page's second config (as after a reload with the element still connected): reconnect asks, opens nothing.
    const again = makeConfig(() => document.querySelector('wallet-modal'));
    const connections = await reconnect(again);
    expect(connections.map((c) => [c.accounts, c.chainId])).toEqual([[[ADDRESS], 31337]]);
    expect(getAccount(again)).toMatchObject({ status: 'connected', address: ADDRESS });
  }, 30_000);

  it("wagmi's reconnect on a new page waits for the element's own restore of the stored wallet, and opens nothing", async () => {
    const connecting = connect(config, { connector: connector() });
    await pickWireWallet();
    await connecting;
    // A reload: a new element on the same storage, restoring (status 'connecting') while wagmi's reconnect asks.
    document.body.replaceChildren();
    element = mount();
    expect(element.getAccount('eip155').status).toBe('connecting');
    const again = makeConfig('wallet-modal');
    const connections = await reconnect(again);
    expect(connections.map((c) => [c.accounts, c.chainId])).toEqual([[[ADDRESS], 31337]]);
    expect(getAccount(again)).toMatchObject({ status: 'connected', address: ADDRESS, connector: { id: 'walletModal' } });
    expect(element.state.open).toBe(false);
  }, 30_000);

  it('finds the element by selector or function, and says so when there is none', async () => {
    const bySelector = makeConfig('wallet-modal');
    expect(await bySelector.connectors[0]!.isAuthorized()).toBe(false);
    const missing = makeConfig('#no-such-modal');
    await expect(connect(missing, { connector: missing.connectors[0]! })).rejects.toBeInstanceOf(WalletModalNotFoundError);
    const byFunction = makeConfig(() => null);
    await expect(byFunction.connectors[0]!.getChainId()).rejects.toBeInstanceOf(WalletModalNotFoundError);
    // An element out of the document would "open" unseen and never close: connect fails at once instead.
    const detached = makeConfig(() => document.createElement('wallet-modal'));
    await expect(connect(detached, { connector: detached.connectors[0]! })).rejects.toBeInstanceOf(WalletModalNotOpenedError);
    expect(getAccount(detached).status).toBe('disconnected');
  });
});
