import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAlerts } from '../../../src/client/alerts';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { accountAtoms, activeNetworkAtoms } from '../../../src/state/account';
import { connectAttemptAtom } from '../../../src/state/connection';
import { currentRouteAtom, isOpenAtom } from '../../../src/state/router';
import { toastsAtom } from '../../../src/state/toasts';
import { UserRejectedRequestError } from '../../../src/errors/rpc';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const options = {
  ...DEFAULT_OPTIONS,
  projectId: 'test',
  networks: [findKnownNetwork('eip155:31337')!, findKnownNetwork('eip155:31338')!],
};

let wallet: WireWallet;
let client: WalletModalClient;
let events: ClientEvent[];
const announce = () => wallet.announce(window);

function boot() {
  client = createClient(window);
  events = [];
  client.subscribe((e) => events.push(e));
  client.setOptions(options);
  client.start();
}

beforeEach(() => {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  boot();
});
afterEach(() => {
  client.destroy();
  window.removeEventListener('eip6963:requestProvider', announce);
});

const types = () => events.map((e) => e.type);

describe('client', () => {
  it('discovers the announced wallet and opens Connect, then connects and shows Account', async () => {
    client.open();
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Connect' });
    await client.connect('test.wire.wallet');
    expect(client.getAccount()).toMatchObject({ isConnected: true, address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` });
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect(types()).toEqual(expect.arrayContaining(['open', 'view-change', 'connect', 'network-change']));
    expect(JSON.parse(localStorage.getItem('wm:connected-connector-ids')!)).toEqual({ eip155: 'test.wire.wallet' });
    expect(JSON.parse(localStorage.getItem('wm:recent-wallets')!)).toEqual(['test.wire.wallet']);
  });

  it('restores the previous status and shows the rejected state when the wallet refuses', async () => {
    wallet.answer = 'reject';
    client.open();
    await expect(client.connect('test.wire.wallet')).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(client.store.get(accountAtoms.eip155)).toEqual({ status: 'disconnected' });
    expect(client.store.get(connectAttemptAtom)).toMatchObject({ status: 'rejected' });
    wallet.answer = 'approve';
    await client.connect('test.wire.wallet');
    expect(client.getAccount().isConnected).toBe(true);
  });

  it('joins a double click instead of asking the wallet twice', async () => {
    wallet.hold = true;
    const first = client.connect('test.wire.wallet');
    const second = client.connect('test.wire.wallet');
    // The wallet code loads first; release the wallet once it has been asked.
    await expect.poll(() => wallet.calls.includes('eth_requestAccounts')).toBe(true);
    wallet.release();
    await Promise.all([first, second]);
    expect(wallet.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1);
    expect(types().filter((t) => t === 'connect')).toHaveLength(1);
  });

  it('reconnects silently after a reload, reading connecting until the wallet confirms', async () => {
    await client.connect('test.wire.wallet');
    client.destroy();
    wallet.calls.length = 0;
    window.removeEventListener('eip6963:requestProvider', announce);
    boot();
    expect(client.store.get(accountAtoms.eip155).status).toBe('connecting');
    // The wallet announces on its own (as an extension loading late does) until the modal listens.
    await expect
      .poll(() => {
        announce();
        return client.getAccount().isConnected;
      })
      .toBe(true);
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    expect(wallet.calls).toContain('eth_accounts');
    expect(types()).toContain('connect');
  });

  it('follows wallet events: account change, unsupported chain, lock', async () => {
    await client.connect('test.wire.wallet');
    wallet.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']);
    await expect.poll(() => client.getAccount().address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(types()).toContain('account-change');
    wallet.emit('chainChanged', '0x1');
    expect(events.filter((e) => e.type === 'network-change').at(-1)).toEqual({
      type: 'network-change',
      detail: { namespace: 'eip155', caipNetworkId: 'eip155:1', supported: false },
    });
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'UnsupportedChain' });
    wallet.emit('chainChanged', 'garbage');
    wallet.emit('accountsChanged', []);
    await expect.poll(() => client.getAccount().isConnected).toBe(false);
    expect(types()).toContain('disconnect');
    expect(localStorage.getItem('wm:connected-connector-ids')).toBeNull();
  });

  it('raises the Network Not Found alert once per page when the wallet sits on a network the setup lacks', async () => {
    pageAlerts(window).clear(); // a fresh page: earlier tests here share this window
    await client.connect('test.wire.wallet');
    wallet.emit('chainChanged', '0x1');
    wallet.emit('chainChanged', '0x89');
    const alerts = events.filter((e) => e.type === 'error' && e.detail.code === 'NETWORK_NOT_FOUND');
    expect(alerts).toEqual([{ type: 'error', detail: { code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' } }]);
    expect(client.store.get(toastsAtom).filter((t) => t.message === 'Network Not Found')).toHaveLength(1);
    // A second element on the same page does not show it again.
    const second = createClient(window);
    const seen: ClientEvent[] = [];
    second.subscribe((e) => seen.push(e));
    second.raiseAlert('NETWORK_NOT_FOUND');
    expect(seen).toEqual([]);
    expect(second.store.get(toastsAtom)).toEqual([]);
  });

  it('switches network through the wallet and rejects networks outside the setup', async () => {
    await client.connect('test.wire.wallet');
    await client.switchNetwork('eip155:31338');
    expect(client.getAccount().caipAddress).toBe(`eip155:31338:${ADDRESS}`);
    expect(events.filter((e) => e.type === 'network-change').at(-1)?.detail).toMatchObject({ caipNetworkId: 'eip155:31338', supported: true });
    await expect(client.switchNetwork('eip155:1')).rejects.toThrow('Network must be in the networks array of the setup');
  });

  it('disconnects: clears state and storage, closes, fires disconnect', async () => {
    await client.connect('test.wire.wallet');
    await client.disconnect();
    expect(client.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' });
    expect(client.store.get(isOpenAtom)).toBe(false);
    expect(types().at(-2)).toBe('disconnect');
    expect(localStorage.getItem('wm:connected-connector-ids')).toBeNull();
    expect(wallet.calls).toContain('wallet_revokePermissions');
  });

  it("disconnect resets the network (SPEC §4): back to the setup's default, the stored one dropped, wm-network-change", async () => {
    await client.connect('test.wire.wallet');
    await client.switchNetwork('eip155:31338');
    expect(client.store.get(activeNetworkAtoms.eip155)).toBe('eip155:31338');
    expect(localStorage.getItem('wm:active-network')).toBe('"eip155:31338"');
    await client.disconnect();
    expect(client.store.get(activeNetworkAtoms.eip155)).toBe('eip155:31337');
    expect(localStorage.getItem('wm:active-network')).toBeNull();
    expect(events.filter((e) => e.type === 'network-change').at(-1)?.detail).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:31337', supported: true });
  });

  it('signs with personal_sign and maps a refusal', async () => {
    await expect(client.signMessage('hi')).rejects.toThrow('Address or auth connector not found');
    await client.connect('test.wire.wallet');
    await expect(client.signMessage('hi')).resolves.toMatch(/^0x(ab){65}$/);
    wallet.answer = 'reject';
    await expect(client.signMessage('hi')).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('raises the project-id alert once, and reports unopenable views as errors', () => {
    const fresh = createClient(window);
    const seen: ClientEvent[] = [];
    fresh.subscribe((e) => seen.push(e));
    fresh.setOptions({ ...options, projectId: undefined });
    fresh.setOptions({ ...options, projectId: undefined });
    expect(seen.filter((e) => e.type === 'error')).toEqual([
      { type: 'error', detail: { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' } },
    ]);
    fresh.open({ view: 'ApproveTransaction' as never }); // the type refuses it; a plain-JS caller may not
    expect(fresh.store.get(isOpenAtom)).toBe(false);
    expect(seen.at(-1)?.type).toBe('error');
  });
});
