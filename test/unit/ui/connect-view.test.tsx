import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../../src/connectors/connector';
import type { WalletListing } from '../../../src/services/catalogue/listing';
import { catalogueAtom, featuredListingsAtom } from '../../../src/state/catalogue';
import { activeNamespaceAtom } from '../../../src/state/account';
import { connectorsAtom, recentConnectorIdsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import ConnectView from '../../../src/ui/views/ConnectView';
import { click, render } from '../../support/render';

function connector(id: string, installed = true, rdns?: string): Connector {
  return { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespace: 'eip155', installed, ...(rdns ? { rdns } : {}) } as Connector;
}
const listing = (id: string, rdns?: string): WalletListing => ({ id, name: `Listed ${id}`, chains: ['eip155:1'], ...(rdns ? { rdns } : {}) });

function withCatalogue(wallets: WalletListing[], store = createStore()) {
  store.set(catalogueAtom, { status: 'loaded', wallets, count: 2500, page: 1, source: 'service', error: undefined });
  return store;
}

const testIds = (container: HTMLElement) => [...container.querySelectorAll('button')].map((b) => b.dataset.testid);

describe('ConnectView', () => {
  it('with no wallet in this browser: a clear empty state, and All wallets still there', async () => {
    const { byTestId, container, client } = render(<ConnectView route={{ view: 'Connect' }} />);
    expect(byTestId('wm-no-wallets')!.textContent).toMatch(/No wallet found/);
    expect(testIds(container)).toEqual(['wm-all-wallets']);
    // The catalogue is idle: the view asks for its first page so the recommended wallets can show, once the view
    // has been painted (not in the task that draws it).
    expect(client.loadWallets).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(client.loadWallets).toHaveBeenCalledWith({ page: 1 }));
    click(byTestId('wm-all-wallets'));
    expect(client.push).toHaveBeenCalledWith({ view: 'AllWallets' });
  });

  it('lists connectors as buttons with Installed and Recent tags; a click connects', () => {
    const store = createStore();
    store.set(connectorsAtom, [connector('a', true), connector('b', false)]);
    store.set(recentConnectorIdsAtom, ['b']);
    const { byTestId, container, client } = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(testIds(container)).toEqual(['wm-connector-b', 'wm-connector-a', 'wm-all-wallets']);
    expect(byTestId('wm-connector-b')!.textContent).toContain('Recent');
    expect(byTestId('wm-connector-b')!.textContent).not.toContain('Installed');
    expect(byTestId('wm-connector-a')!.textContent).toContain('Installed');
    click(byTestId('wm-connector-a'));
    expect(client.connect).toHaveBeenCalledWith('a');
  });

  it('puts at most 2 recent wallets first, however many are stored', () => {
    const store = createStore();
    store.set(connectorsAtom, [connector('a'), connector('b'), connector('c'), connector('d')]);
    store.set(recentConnectorIdsAtom, ['d', 'c', 'b']);
    const { container } = render(<ConnectView route={{ view: 'Connect' }} />, store);
    const ids = testIds(container);
    expect(ids.slice(0, 2)).toEqual(['wm-connector-d', 'wm-connector-c']);
    expect([...container.querySelectorAll('.wm-tag')].filter((t) => t.textContent === 'Recent')).toHaveLength(2);
  });

  it('recommends 4 catalogue wallets, featured first, leaving out the installed ones; a click connects through WalletConnect', () => {
    const store = withCatalogue([listing('one'), listing('installed', 'io.installed'), listing('two'), listing('three'), listing('four'), listing('five')]);
    store.set(featuredListingsAtom, [listing('star')]);
    store.set(connectorsAtom, [connector('io.installed', true, 'io.installed')]);
    const { byTestId, container, client } = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(testIds(container)).toEqual([
      'wm-connector-io.installed',
      'wm-recommended-star',
      'wm-recommended-one',
      'wm-recommended-two',
      'wm-recommended-three',
      'wm-all-wallets',
    ]);
    expect(byTestId('wm-all-wallets')!.textContent).toContain('2K+');
    expect(client.loadWallets).not.toHaveBeenCalled();
    click(byTestId('wm-recommended-two'));
    expect(client.connect).toHaveBeenCalledWith('walletConnect', { walletId: 'two' });
  });

  it('lists featured catalogue wallets before custom and external connectors (SPEC §2 order)', () => {
    const store = withCatalogue([listing('one')]);
    store.set(featuredListingsAtom, [listing('star')]);
    const external = { ...connector('ext', false), type: 'EXTERNAL' } as Connector;
    const custom = { ...connector('auth', false), type: 'AUTH' } as Connector;
    store.set(connectorsAtom, [external, custom, connector('io.installed', true)]);
    const { container, byTestId } = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(testIds(container)).toEqual([
      'wm-connector-io.installed',
      'wm-recommended-star',
      'wm-connector-auth',
      'wm-connector-ext',
      'wm-recommended-one',
      'wm-all-wallets',
    ]);
    expect(byTestId('wm-recommended-star')!.dataset.group).toBe('featured');
    expect(byTestId('wm-recommended-one')!.dataset.group).toBe('recommended');
  });

  it('recommends only wallets with a chain of the namespace shown (or none named)', () => {
    const solanaOnly: WalletListing = { id: 'sol', name: 'Listed sol', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] };
    const anyChain: WalletListing = { id: 'any', name: 'Listed any', chains: [] };
    const store = withCatalogue([listing('evm'), solanaOnly, anyChain]);
    const first = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(testIds(first.container)).toEqual(['wm-recommended-evm', 'wm-recommended-any', 'wm-all-wallets']);
    act(() => store.set(activeNamespaceAtom, 'solana'));
    expect(testIds(first.container)).toEqual(['wm-recommended-sol', 'wm-recommended-any', 'wm-all-wallets']);
  });

  it('honours exclude-wallet-ids and include-wallet-ids in the recommendations', () => {
    const store = withCatalogue([listing('one'), listing('two'), listing('three')]);
    store.set(optionsAtom, { ...DEFAULT_OPTIONS, excludeWalletIds: ['one'] });
    const first = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(testIds(first.container)).toEqual(['wm-recommended-two', 'wm-recommended-three', 'wm-all-wallets']);
    act(() => store.set(optionsAtom, { ...DEFAULT_OPTIONS, includeWalletIds: ['three'] }));
    expect(testIds(first.container)).toEqual(['wm-recommended-three', 'wm-all-wallets']);
  });

  it('renders a hostile catalogue name as text', () => {
    const store = withCatalogue([{ id: 'x', name: '<img src=x onerror=alert(1)>', chains: [] }]);
    const { byTestId, container } = render(<ConnectView route={{ view: 'Connect' }} />, store);
    expect(byTestId('wm-recommended-x')!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });
});
