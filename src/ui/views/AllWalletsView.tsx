import { memo, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai/react';
import { SEARCH_DELAY_MS, SEARCH_RESULTS_MAX, WALLETCONNECT_CONNECTOR_ID, WALLET_BLOCK_TILES } from '../../constants';
import { toWalletModalError } from '../../errors/rpc';
import type { WalletListing } from '../../state/catalogue';
import { catalogueAtom, catalogueWalletsAtom, searchResultsAtom, walletSearchAtom } from '../../state/catalogue';
import { connectorsAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { afterPaint } from '../../client/after-paint';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { WalletTile } from '../components/WalletTile';
import { useOnVisible } from '../components/use-on-visible';
import { useTypingPause } from '../components/use-typing-pause';
import { useAdoptedStyles } from '../theme/use-adopted-styles';

const CSS = `
.wm-aw-search { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--_wm-border); border-radius: calc(var(--_wm-radius) * 0.75);
  background: var(--_wm-surface); color: var(--_wm-fg); font: inherit; }
.wm-aw-scroll { max-height: 360px; overflow-y: auto; overscroll-behavior: contain; }
.wm-aw-grid { display: flex; flex-direction: column; gap: 8px; }
.wm-aw-block { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; content-visibility: auto; }
.wm-aw-tile { all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; min-height: 84px;
  padding: 10px 4px; border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); cursor: pointer; text-align: center; }
.wm-aw-tile:focus-visible { outline: 2px solid var(--_wm-accent); }
.wm-aw-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.8em; }
.wm-aw-installed { font-size: 0.7em; padding: 0 6px; }
.wm-aw-sentinel { height: 1px; }
`;

/**
 * Searches the box's text 300 ms (SPEC §9) after the last keystroke; an emptied box clears at once. The search starts
 * from the input's handler (its timer), not an effect after a render, so its request leaves without waiting for React;
 * and the timer sets no state of the view's own: the view re-renders when the client stores the search, and only then.
 * The view's showing starts with an empty search (client/view-loads/catalogue.ts).
 */
function useSearch(search: (text: string) => void): (query: string) => void {
  const pause = useTypingPause();
  const last = useRef('');
  return useCallback(
    (query: string) => {
      const text = query.trim();
      // Only spaces added or removed: the same search, already shown or on its way.
      pause(text === '' ? 0 : SEARCH_DELAY_MS, () => {
        if (text === last.current) return;
        last.current = text;
        search(text);
      });
    },
    [pause, search],
  );
}

/** Columns of the grid, and a tile's height and the gap (px, as in CSS): a block's size before it is first drawn. */
const COLUMNS = 4;
const TILE_PX = 84;
const GAP_PX = 8;
/** How far outside the scroll area a block shows its images (about two rows). */
const IMAGE_MARGIN_PX = 200;

const sameWallets = (a: readonly WalletListing[], b: readonly WalletListing[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * A block of tiles. The grid is drawn in blocks so that a long one stays cheap: a block out of view skips layout and
 * paint (content-visibility: auto, sized by its rows until first drawn), so loading a page or an image lays out one
 * block rather than all 2,000 tiles; and a block's tiles show images only while it is near the view.
 */
const WalletBlock = memo(
  function WalletBlock({
    wallets,
    onSelect,
    scrollRef,
  }: {
    wallets: readonly WalletListing[];
    onSelect: (w: WalletListing) => void;
    scrollRef: RefObject<HTMLDivElement | null>;
  }) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
    useEffect(() => {
      const block = ref.current;
      if (!block || typeof IntersectionObserver === 'undefined') return;
      // Far blocks give their images back too: a shown image stays in memory (in Chromium an SVG image is a whole
      // document), and 2,000 of them make every garbage collection of the page longer.
      const observer = new IntersectionObserver((entries) => setNear(entries[entries.length - 1]!.isIntersecting), {
        root: scrollRef.current,
        rootMargin: `${IMAGE_MARGIN_PX}px 0px`,
      });
      observer.observe(block);
      return () => observer.disconnect();
    }, [scrollRef]);
    const rows = Math.ceil(wallets.length / COLUMNS);
    return (
      <div role="none" ref={ref} className="wm-aw-block" style={{ containIntrinsicSize: `auto ${rows * TILE_PX + (rows - 1) * GAP_PX}px` }}>
        {wallets.map((wallet) => (
          <WalletTile key={wallet.id} wallet={wallet} onSelect={onSelect} showImage={near} />
        ))}
      </div>
    );
  },
  // The grid's list is a new array whenever a page arrives: a block whose own wallets are unchanged skips rendering.
  (a, b) => a.onSelect === b.onSelect && a.scrollRef === b.scrollRef && sameWallets(a.wallets, b.wallets),
);

/**
 * Every wallet of the catalogue: a grid paged 40 at a time as it scrolls, and a search by name (at most 100
 * results). An installed wallet connects through its browser extension; any other through WalletConnect.
 */
export default function AllWalletsView(_props: { route: RouteOf<'AllWallets'> }) {
  const client = useClient();
  const { t, message } = useI18n();
  const catalogue = useAtomValue(catalogueAtom);
  const wallets = useAtomValue(catalogueWalletsAtom);
  const search = useAtomValue(walletSearchAtom);
  const results = useAtomValue(searchResultsAtom);
  const connectors = useAtomValue(connectorsAtom);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const searchTyped = useSearch(useCallback((text: string) => void client.searchWallets(text), [client]));
  const text = query.trim();
  const searching = text !== '';
  /** The catalogue's or the search's own words for a failure; the view's when it gave none. */
  const failure = searching ? search.error : catalogue.error;

  // The view's first frame draws the first block only (the tiles in view); the others follow once it is painted.
  const [drawAll, setDrawAll] = useState(false);
  useEffect(() => afterPaint(() => setDrawAll(true)), []);

  const hasMore = catalogue.status !== 'error' && catalogue.page > 0 && wallets.length > 0 && catalogue.wallets.length < catalogue.count;
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  useAdoptedStyles(scrollRef, CSS);
  // The first page came with the view (client/view-loads/catalogue.ts); the next ones as the grid scrolls. A new page
  // re-observes the sentinel, so one still in view asks for the next.
  useOnVisible(sentinelRef, !searching && hasMore && drawAll ? catalogue.page : undefined, () => void client.loadWallets(), {
    root: scrollRef,
    rootMargin: '0px 0px 200px 0px',
  });

  const select = useCallback(
    (wallet: WalletListing) => {
      setError(undefined);
      const injected = wallet.installed && wallet.rdns ? connectors.find((c) => c.rdns === wallet.rdns) : undefined;
      const attempt = injected ? client.connect(injected.id) : client.connect(WALLETCONNECT_CONNECTOR_ID, { walletId: wallet.id });
      attempt.catch((e: unknown) => setError(toWalletModalError(e).shortMessage));
    },
    [client, connectors],
  );

  // Settled: the box's text has been searched and answered. Until then (typing, the debounce, the request) the
  // previous search's results stay in the grid, busy; with none, 'Searching…' shows, never a premature 'No wallet'.
  const settled = search.query === text && search.status !== 'loading';
  const shown = searching ? results.slice(0, SEARCH_RESULTS_MAX) : wallets;
  // The client stores a search's first block before the rest (`more` meanwhile): the grid is busy until then too.
  const busy = searching ? !settled || search.more : catalogue.status === 'loading' || catalogue.status === 'idle';
  const loading = searching ? !settled && shown.length === 0 : busy;

  return (
    <>
      <input
        type="search"
        className="wm-aw-search"
        placeholder={t('allWallets.search')}
        aria-label={t('allWallets.search')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={query}
        data-testid="wm-all-wallets-search"
        onChange={(e) => {
          setQuery(e.target.value);
          searchTyped(e.target.value);
        }}
      />
      {error && (
        <p className="wm-error-text" role="alert" data-testid="wm-all-wallets-error">
          {message(error)}
        </p>
      )}
      <div className="wm-aw-scroll" ref={scrollRef} data-testid="wm-all-wallets-scroll">
        {shown.length > 0 && (
          <div
            role="list"
            className="wm-aw-grid"
            aria-label={t(searching ? 'allWallets.results' : 'title.allWallets')}
            data-testid="wm-all-wallets-grid"
            aria-busy={busy}
          >
            {Array.from({ length: drawAll ? Math.ceil(shown.length / WALLET_BLOCK_TILES) : 1 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: block i always holds tiles i×20 to i×20+19; the index is the block's identity.
              <WalletBlock key={i} wallets={shown.slice(i * WALLET_BLOCK_TILES, (i + 1) * WALLET_BLOCK_TILES)} onSelect={select} scrollRef={scrollRef} />
            ))}
          </div>
        )}
        {!searching && hasMore && drawAll && <div ref={sentinelRef} className="wm-aw-sentinel" data-testid="wm-all-wallets-more" />}
        {loading && (
          <p className="wm-muted wm-center" role="status" data-testid="wm-all-wallets-loading">
            {t(searching ? 'allWallets.searching' : 'allWallets.loading')}
          </p>
        )}
        {!loading && shown.length === 0 && (searching ? search.status !== 'error' : catalogue.status !== 'error') && (
          <p className="wm-muted wm-center" data-testid="wm-all-wallets-empty">
            {searching ? t('allWallets.noMatch', { query: text.slice(0, 40) }) : t('allWallets.empty')}
          </p>
        )}
        {(searching ? settled && search.status === 'error' : catalogue.status === 'error') && (
          <div className="wm-center" role="alert" data-testid="wm-all-wallets-failed">
            <p className="wm-error-text">{failure ? message(failure) : t('allWallets.failed')}</p>
            <button
              type="button"
              className="wm-list-item"
              onClick={() => void (searching ? client.searchWallets(text) : client.loadWallets(catalogue.page === 0 ? { page: 1 } : {}))}
            >
              <span className="wm-list-item__name">{t('common.tryAgain')}</span>
            </button>
          </div>
        )}
      </div>
    </>
  );
}
