import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, WALLET_BLOCK_TILES } from '../../../src/constants';
import type { WalletListing } from '../../../src/services/catalogue/listing';
import { catalogueAtom, walletSearchAtom } from '../../../src/state/catalogue';
import AllWalletsView from '../../../src/ui/views/AllWalletsView';
import { render } from '../../support/render';

const listing = (n: number): WalletListing => ({ id: `w${n}`, name: `Amber ${n}`, chains: ['eip155:1'] });
const listings = (count: number) => Array.from({ length: count }, (_, i) => listing(i + 1));
const tileIds = (root: HTMLElement) => [...root.querySelectorAll('button[data-testid^="wm-wallet-"]')].map((b) => b.getAttribute('data-testid'));

function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
/** The view's first frame has been painted: the blocks after the first are drawn. */
const afterFirstFrame = () => act(() => vi.advanceTimersByTimeAsync(100));
afterEach(() => {
  vi.useRealTimers();
});

describe('AllWalletsView search', () => {
  async function searched(results: WalletListing[]) {
    const store = createStore();
    store.set(catalogueAtom, { status: 'loaded', wallets: listings(40), count: 2000, page: 1, source: 'service', error: undefined });
    const view = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store);
    await afterFirstFrame();
    typeInto(view.byTestId('wm-all-wallets-search') as HTMLInputElement, 'amber');
    expect(view.client.searchWallets).not.toHaveBeenCalledWith('amber');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(view.client.searchWallets).toHaveBeenCalledWith('amber');
    expect(view.byTestId('wm-all-wallets-loading')!.textContent).toBe('Searching…');

    // Record the DOM as the results arrive: each commit leaves its own mutation records.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(view.container, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['aria-busy'] });
    // As the client stores them (actions/catalogue.ts): the first block with more to come, then the whole list.
    if (results.length > WALLET_BLOCK_TILES) {
      act(() => store.set(walletSearchAtom, { query: 'amber', status: 'loaded', results: results.slice(0, WALLET_BLOCK_TILES), more: true, error: undefined }));
    }
    act(() => store.set(walletSearchAtom, { query: 'amber', status: 'loaded', results, more: false, error: undefined }));
    records.push(...observer.takeRecords());
    observer.disconnect();
    return { view, records };
  }

  it('shows the first block of many results at once, busy, then the rest, and is no longer busy', async () => {
    const results = listings(45);
    const { view, records } = await searched(results);
    const grid = view.byTestId('wm-all-wallets-grid')!;
    expect(grid.getAttribute('aria-label')).toBe('Search results');
    expect(tileIds(grid)).toEqual(results.map((w) => `wm-wallet-${w.id}`));
    expect(grid.getAttribute('aria-busy')).toBe('false');
    // The grid came in with one block of 20 and was busy; two more blocks (25 tiles) joined it in a later commit.
    const inserted = records.find((r) => [...r.addedNodes].includes(grid));
    expect(inserted).toBeDefined();
    const laterBlocks = records.filter((r) => r.target === grid && r.type === 'childList').flatMap((r) => [...r.addedNodes]);
    expect(laterBlocks.map((block) => (block as HTMLElement).querySelectorAll('button').length)).toEqual([20, 5]);
    expect(records.some((r) => r.target === grid && r.attributeName === 'aria-busy' && r.oldValue === 'true')).toBe(true);
    expect(view.byTestId('wm-all-wallets-loading')).toBeNull();
  });

  it('shows a block or fewer of results in one commit, never busy', async () => {
    const results = listings(12);
    const { view, records } = await searched(results);
    const grid = view.byTestId('wm-all-wallets-grid')!;
    expect(tileIds(grid)).toEqual(results.map((w) => `wm-wallet-${w.id}`));
    expect(records.filter((r) => r.target === grid)).toEqual([]);
    expect(grid.getAttribute('aria-busy')).toBe('false');
  });

  it('while the text is typed and searched, shows Searching… (never a premature “No wallet matches”), then the results', () => {
    const store = createStore();
    store.set(catalogueAtom, { status: 'loaded', wallets: listings(40), count: 2000, page: 1, source: 'service', error: undefined });
    const view = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store);
    typeInto(view.byTestId('wm-all-wallets-search') as HTMLInputElement, 'am');
    expect(view.byTestId('wm-all-wallets-loading')!.textContent).toBe('Searching…');
    expect(view.byTestId('wm-all-wallets-empty')).toBeNull();
    expect(view.byTestId('wm-all-wallets-grid')).toBeNull();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    act(() => store.set(walletSearchAtom, { query: 'am', status: 'loading', results: [], more: false, error: undefined }));
    expect(view.byTestId('wm-all-wallets-loading')!.textContent).toBe('Searching…');
    act(() => store.set(walletSearchAtom, { query: 'am', status: 'loaded', results: [], more: false, error: undefined }));
    expect(view.byTestId('wm-all-wallets-loading')).toBeNull();
    expect(view.byTestId('wm-all-wallets-empty')!.textContent).toBe('No wallet matches “am”');
  });

  it('keeps the previous results in the grid, busy, while a new text is typed and searched, then shows the new ones', async () => {
    const { view } = await searched(listings(3));
    const grid = () => view.byTestId('wm-all-wallets-grid')!;
    typeInto(view.byTestId('wm-all-wallets-search') as HTMLInputElement, 'amber 2');
    expect(tileIds(grid())).toEqual(['wm-wallet-w1', 'wm-wallet-w2', 'wm-wallet-w3']);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(view.byTestId('wm-all-wallets-empty')).toBeNull();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(view.client.searchWallets).toHaveBeenLastCalledWith('amber 2');
    act(() => view.store.set(walletSearchAtom, { query: 'amber 2', status: 'loaded', results: [listing(2)], more: false, error: undefined }));
    expect(tileIds(grid())).toEqual(['wm-wallet-w2']);
    expect(grid().getAttribute('aria-busy')).toBe('false');
  });

  it('debounces: keystrokes within 300 ms make one search of the last text; emptying the box clears at once', () => {
    const store = createStore();
    store.set(catalogueAtom, { status: 'loaded', wallets: listings(40), count: 2000, page: 1, source: 'service', error: undefined });
    const view = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store);
    const input = view.byTestId('wm-all-wallets-search') as HTMLInputElement;
    const searches = () => view.client.searchWallets.mock.calls.map((call: unknown[]) => call[0]);
    const before = searches().length;
    for (const text of ['a', 'am', 'amb']) {
      typeInto(input, text);
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    }
    expect(searches().slice(before)).toEqual([]);
    act(() => vi.advanceTimersByTime(50));
    expect(searches().slice(before)).toEqual(['amb']);
    typeInto(input, '');
    expect(searches().slice(before)).toEqual(['amb', '']);
    expect(view.byTestId('wm-all-wallets-grid')!.getAttribute('aria-label')).toBe('All wallets');
  });
});

describe('AllWalletsView grid', () => {
  it('draws the first block (the tiles in view) with the view; the other blocks and the next page’s sentinel once that frame is painted', async () => {
    const store = createStore();
    store.set(catalogueAtom, { status: 'loaded', wallets: listings(40), count: 2000, page: 1, source: 'service', error: undefined });
    const view = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store);
    expect(tileIds(view.container)).toEqual(listings(WALLET_BLOCK_TILES).map((w) => `wm-wallet-${w.id}`));
    expect(view.byTestId('wm-all-wallets-more')).toBeNull();
    await afterFirstFrame();
    expect(tileIds(view.container)).toEqual(listings(40).map((w) => `wm-wallet-${w.id}`));
    expect(view.byTestId('wm-all-wallets-more')).not.toBeNull();
  });
});
