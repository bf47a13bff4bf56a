import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { SEARCH_DELAY_MS, SEARCH_RESULTS_MAX } from '../../constants';
import { WALLETCONNECT_CONNECTOR_ID } from '../../connectors/walletconnect/setup';
import { toWalletModalError } from '../../errors';
import type { WalletListing } from '../../services/catalogue/listing';
import { catalogueAtom, catalogueWalletsAtom, searchResultsAtom, walletSearchAtom } from '../../state/catalogue';
import { connectorsAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { WalletTile } from '../components/WalletTile';

const CSS = `
.wm-aw-search { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--_wm-border); border-radius: calc(var(--_wm-radius) * 0.75);
  background: var(--_wm-surface); color: var(--_wm-fg); font: inherit; }
.wm-aw-scroll { max-height: 360px; overflow-y: auto; overscroll-behavior: contain; }
.wm-aw-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.wm-aw-cell { content-visibility: auto; contain-intrinsic-size: auto 84px; }
.wm-aw-tile { all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; min-height: 84px;
  padding: 10px 4px; border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); cursor: pointer; text-align: center; }
.wm-aw-tile:focus-visible { outline: 2px solid var(--_wm-accent); }
.wm-aw-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.8em; }
.wm-aw-installed { font-size: 0.7em; padding: 0 6px; }
.wm-aw-sentinel { height: 1px; }
`;

/** Debounced (SPEC §9: 300 ms) value of a text box. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value.trim() === '') return setDebounced(value);
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Every wallet of the catalogue: a grid paged 40 at a time as it scrolls, and a search by name (at most 100
 * results). An installed wallet connects through its browser extension; any other through WalletConnect.
 */
export default function AllWalletsView(_props: { route: RouteOf<'AllWallets'> }) {
  const client = useClient();
  const catalogue = useAtomValue(catalogueAtom);
  const wallets = useAtomValue(catalogueWalletsAtom);
  const search = useAtomValue(walletSearchAtom);
  const results = useAtomValue(searchResultsAtom);
  const connectors = useAtomValue(connectorsAtom);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const debounced = useDebounced(query, SEARCH_DELAY_MS).trim();
  const searching = query.trim() !== '';

  useEffect(() => {
    if (catalogue.status === 'idle') void client.loadWallets({ page: 1 });
    // Only on entry: later pages load as the grid scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void client.searchWallets(debounced);
  }, [client, debounced]);

  const hasMore = catalogue.status !== 'error' && catalogue.page > 0 && wallets.length > 0 && catalogue.wallets.length < catalogue.count;
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (searching || !hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void client.loadWallets();
      },
      { root: scrollRef.current, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [client, searching, hasMore, catalogue.page]);

  const select = useCallback(
    (wallet: WalletListing) => {
      setError(undefined);
      const injected = wallet.installed && wallet.rdns ? connectors.find((c) => c.rdns === wallet.rdns) : undefined;
      const attempt = injected ? client.connect(injected.id) : client.connect(WALLETCONNECT_CONNECTOR_ID, { walletId: wallet.id });
      attempt.catch((e: unknown) => setError(toWalletModalError(e).shortMessage));
    },
    [client, connectors],
  );

  const settled = search.query === debounced && search.status !== 'loading';
  const shown = searching ? (settled ? results.slice(0, SEARCH_RESULTS_MAX) : []) : wallets;
  const loading = searching ? !settled : catalogue.status === 'loading' || catalogue.status === 'idle';

  return (
    <>
      <style>{CSS}</style>
      <input
        type="search"
        className="wm-aw-search"
        placeholder="Search wallet"
        aria-label="Search wallet"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={query}
        data-testid="wm-all-wallets-search"
        onChange={(e) => setQuery(e.target.value)}
      />
      {error && (
        <p className="wm-error-text" role="alert" data-testid="wm-all-wallets-error">
          {error}
        </p>
      )}
      <div className="wm-aw-scroll" ref={scrollRef} data-testid="wm-all-wallets-scroll">
        {shown.length > 0 && (
          <ul className="wm-aw-grid" aria-label={searching ? 'Search results' : 'All wallets'} data-testid="wm-all-wallets-grid" aria-busy={loading}>
            {shown.map((wallet) => (
              <WalletTile key={wallet.id} wallet={wallet} onSelect={select} />
            ))}
          </ul>
        )}
        {!searching && hasMore && <div ref={sentinelRef} className="wm-aw-sentinel" data-testid="wm-all-wallets-more" />}
        {loading && (
          <p className="wm-muted wm-center" role="status" data-testid="wm-all-wallets-loading">
            {searching ? 'Searching…' : 'Loading wallets…'}
          </p>
        )}
        {!loading && shown.length === 0 && (searching ? search.status !== 'error' : catalogue.status !== 'error') && (
          <p className="wm-muted wm-center" data-testid="wm-all-wallets-empty">
            {searching ? `No wallet matches “${query.trim().slice(0, 40)}”` : 'No wallets to show'}
          </p>
        )}
        {(searching ? settled && search.status === 'error' : catalogue.status === 'error') && (
          <div className="wm-center" role="alert" data-testid="wm-all-wallets-failed">
            <p className="wm-error-text">{(searching ? search.error : catalogue.error) ?? 'Something went wrong'}</p>
            <button
              type="button"
              className="wm-list-item"
              onClick={() => void (searching ? client.searchWallets(debounced) : client.loadWallets(catalogue.page === 0 ? { page: 1 } : {}))}
            >
              <span className="wm-list-item__name">Try again</span>
            </button>
          </div>
        )}
      </div>
    </>
  );
}
