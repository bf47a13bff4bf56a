/**
 * Issue 20 points 6 and 7: the client loads what a shown view displays by following the store (client/view-loads),
 * so that views only read atoms. Driven through the router and the atoms alone, as the element's views drive them: a
 * load starts when its view shows or its key changes, ends when the view is left, and nothing loads while closed.
 */
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletModalClient } from '../../../src/client/types';
import { followViews } from '../../../src/client/view-loads/follow';
import { parseAttributes } from '../../../src/element/attributes';
import { accountAtoms } from '../../../src/state/account';
import { ACTIVITY_REFRESH_MS } from '../../../src/state/account-data';
import { accountTabAtom } from '../../../src/state/account-tab';
import { catalogueAtom } from '../../../src/state/catalogue';
import { optionsAtom } from '../../../src/state/options';
import { closeAtom, goBackAtom, openAtom, pushAtom, resetAtom } from '../../../src/state/router';
import { showingAtom } from '../../../src/state/showing';
import { swapTokensAtom } from '../../../src/state/swap';
import { standIn } from '../../support/stand-in';
import * as MESSAGES from '../../../src/messages';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** `apiUrl`: '' for none. */
function setup(apiUrl = 'https://data.example') {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:8453,eip155:84532', ...(apiUrl ? { 'api-url': apiUrl } : {}) }).options);
  const connect = (network: 'eip155:8453' | 'eip155:84532') =>
    store.set(accountAtoms.eip155, {
      status: 'connected',
      connectorId: 'demo',
      caipAddress: `${network}:${ADDRESS}`,
      address: ADDRESS,
      caipNetworkId: network,
      tokenBalance: [],
      allAccounts: [],
    });
  connect('eip155:8453');
  const client = {
    store,
    connect: vi.fn(async () => undefined),
    loadWallets: vi.fn(async () => undefined),
    searchWallets: vi.fn(async () => undefined),
    loadActivity: vi.fn(async () => undefined),
    loadNfts: vi.fn(async () => undefined),
    refreshBalance: vi.fn(async () => undefined),
  };
  const stop = followViews(standIn<WalletModalClient>(client));
  stops.push(stop);
  return { store, client, connect, stop };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('the client follows the shown view', () => {
  it("loads a tab's data when it shows, asks again while it shows, and stops when the view is left", () => {
    vi.useFakeTimers();
    const { store, client } = setup();
    store.set(openAtom, { view: 'Account' });
    expect(client.loadActivity).not.toHaveBeenCalled();
    store.set(accountTabAtom, { showing: store.get(showingAtom), tab: 'activity' });
    expect(client.loadActivity.mock.calls).toEqual([[{ reset: true }]]);
    vi.advanceTimersByTime(ACTIVITY_REFRESH_MS);
    expect(client.loadActivity.mock.calls.at(-1)).toEqual([{ refresh: true }]);
    store.set(pushAtom, { view: 'WalletReceive' });
    client.loadActivity.mockClear();
    vi.advanceTimersByTime(ACTIVITY_REFRESH_MS * 3);
    expect(client.loadActivity).not.toHaveBeenCalled();
  });

  it('starts again for another account, with one refresh timer, and not at all for the Tokens tab', () => {
    vi.useFakeTimers();
    const { store, client, connect } = setup();
    store.set(openAtom, { view: 'Account' });
    const showing = store.get(showingAtom);
    store.set(accountTabAtom, { showing, tab: 'nfts' });
    expect(client.loadNfts).toHaveBeenCalledTimes(1);
    connect('eip155:84532');
    expect(client.loadNfts).toHaveBeenCalledTimes(2);
    store.set(accountTabAtom, { showing, tab: 'activity' });
    connect('eip155:8453');
    expect(client.loadActivity.mock.calls).toEqual([[{ reset: true }], [{ reset: true }]]);
    client.loadActivity.mockClear();
    vi.advanceTimersByTime(ACTIVITY_REFRESH_MS);
    expect(client.loadActivity.mock.calls).toEqual([[{ refresh: true }]]);
    store.set(accountTabAtom, { showing, tab: 'tokens' });
    vi.advanceTimersByTime(ACTIVITY_REFRESH_MS * 3);
    expect(client.loadActivity).toHaveBeenCalledTimes(1);
    expect(client.loadNfts).toHaveBeenCalledTimes(2);
  });

  it('a tab is its showing’s: a reset to the same view keeps it, Back to the view starts on Tokens', () => {
    const { store, client } = setup();
    store.set(openAtom, { view: 'Account' });
    store.set(accountTabAtom, { showing: store.get(showingAtom), tab: 'nfts' });
    expect(client.loadNfts).toHaveBeenCalledTimes(1);
    // A network change back to a listed one resets the router to Account: the view stays, and so does its tab.
    store.set(resetAtom, { view: 'Account' });
    expect(store.get(accountTabAtom).showing).toBe(store.get(showingAtom));
    store.set(pushAtom, { view: 'WalletReceive' });
    store.set(goBackAtom);
    expect(store.get(accountTabAtom).showing).not.toBe(store.get(showingAtom));
    expect(client.loadNfts).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while the modal is closed (the Connect view drawn ahead), and the catalogue after the frame once open', async () => {
    const { store, client } = setup();
    expect(store.get(catalogueAtom).status).toBe('idle');
    store.set(openAtom, { view: 'Connect' });
    store.set(closeAtom);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(client.loadWallets).not.toHaveBeenCalled();
    store.set(openAtom, { view: 'Connect' });
    expect(client.loadWallets).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(client.loadWallets).toHaveBeenCalledWith({ page: 1 }));
  });

  it("fetches a view's loads with its first showing, then starts them at once; stopping ends the following", async () => {
    const { store, stop } = setup('');
    store.set(openAtom, { view: 'Swap' });
    // Without `api-url`: the action stores its refusal (the view says so).
    await vi.waitFor(() => expect(store.get(swapTokensAtom)).not.toBeNull());
    store.set(closeAtom);
    store.set(swapTokensAtom, null);
    expect(store.get(swapTokensAtom)).toBeNull();
    store.set(openAtom, { view: 'Swap' });
    expect(store.get(swapTokensAtom)).toMatchObject({ chainId: 'eip155:8453', error: { shortMessage: MESSAGES.swapServiceUnavailable } });
    stop();
    store.set(swapTokensAtom, null);
    store.set(closeAtom);
    store.set(openAtom, { view: 'Swap' });
    expect(store.get(swapTokensAtom)).toBeNull();
  });
});
