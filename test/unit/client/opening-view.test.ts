import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/create-client';
import type { WalletModalClient } from '../../../src/client/types';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { currentRouteAtom, isOpenAtom } from '../../../src/state/router';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';

const options = { ...DEFAULT_OPTIONS, projectId: 'test', networks: [findKnownNetwork('eip155:31337')!] };

let wallet: WireWallet;
let client: WalletModalClient;
const announce = () => wallet.announce(window);

beforeEach(() => {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  client = createClient(window);
  client.setOptions(options);
  client.start();
});
afterEach(() => {
  client.destroy();
  window.removeEventListener('eip6963:requestProvider', announce);
});

/** What open() shows for these options, read after opening (and closed again). */
function openedView(openOptions?: Parameters<WalletModalClient['open']>[0]) {
  client.open(openOptions);
  const view = client.store.get(currentRouteAtom)?.view;
  client.close();
  return view;
}

describe('client.openingView: the view open() would show, for the UI to fetch ahead', () => {
  it('is what open() shows, before and after connecting, and opens nothing itself', async () => {
    expect(client.openingView()).toBe('Connect');
    expect(client.store.get(isOpenAtom)).toBe(false);
    expect(openedView()).toBe('Connect');

    await client.connect('test.wire.wallet');
    client.close();
    expect(client.openingView()).toBe('Account');
    expect(client.store.get(isOpenAtom)).toBe(false);
    expect(openedView()).toBe('Account');
  });

  it('honours a view asked for, as open() does', () => {
    expect(client.openingView({ view: 'AllWallets' })).toBe('AllWallets');
    expect(openedView({ view: 'AllWallets' })).toBe('AllWallets');
  });

  it('with no adapter set up (no network), follows rule 1 like open()', () => {
    client.setOptions({ ...options, networks: [] });
    expect(client.openingView()).toBe('ConnectingWalletConnectBasic');
    expect(openedView()).toBe('ConnectingWalletConnectBasic');
  });
});
