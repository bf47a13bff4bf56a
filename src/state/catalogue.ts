/**
 * The wallet catalogue as loaded (the bundled default when the service is not set or cannot be reached):
 * the grid's pages, the search in flight, and what the Connect view recommends. Written by client/actions/catalogue.ts.
 */
import { atom } from 'jotai/vanilla';
import { RECOMMENDED_WALLETS } from '../constants';
import type { WalletListing } from '../services/catalogue/listing';

/** Views name a listing through the state they read, not the service that fetched it. */
export type { WalletListing };
import { activeNamespaceAtom } from './account';
import { mergeConnectList } from './connector-order';
import { connectorsAtom } from './connection';
import { connectorListAtom } from './connector-list';
import { optionsAtom } from './options';

type CatalogueStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type CataloguePages = {
  status: CatalogueStatus;
  /** Every page loaded so far, in the catalogue's order. */
  wallets: readonly WalletListing[];
  /** How many listings the catalogue holds in all (with this setup's filters). */
  count: number;
  /** The last page loaded (1-based; 0 before the first). */
  page: number;
  /** 'bundled' when the service was not set or could not be reached. */
  source: 'service' | 'bundled' | undefined;
  /** The last failure's message (a page after the first that failed), shown with a retry. */
  error: string | undefined;
};

export type WalletSearch = {
  query: string;
  status: CatalogueStatus;
  results: readonly WalletListing[];
  /** True while results after the first block are still being checked (they follow after the next frame). */
  more: boolean;
  error: string | undefined;
};

const INITIAL_CATALOGUE: CataloguePages = { status: 'idle', wallets: [], count: 0, page: 0, source: undefined, error: undefined };
export const INITIAL_SEARCH: WalletSearch = { query: '', status: 'idle', results: [], more: false, error: undefined };

export const catalogueAtom = atom<CataloguePages>(INITIAL_CATALOGUE);
export const walletSearchAtom = atom<WalletSearch>(INITIAL_SEARCH);
/** The featured wallets (`featured-wallet-ids`), in the site's order, as the catalogue lists them. */
export const featuredListingsAtom = atom<readonly WalletListing[]>([]);

/** Every listing seen (pages, featured, search results), once per id: views find a chosen wallet here. */
export const walletListingsAtom = atom<readonly WalletListing[]>([]);

/** rdns of the wallets announced in this browser: a listing with one of them is installed. */
const installedRdnsAtom = atom((get) => {
  const rdns = new Set<string>();
  for (const c of get(connectorsAtom)) if (c.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED')) rdns.add(c.rdns);
  return rdns;
});

/** Drops excluded ids, keeps only included ones when the site names any (the service filters too; this is the backstop). */
function allowedBy(options: { includeWalletIds: readonly string[]; excludeWalletIds: readonly string[] }) {
  const include = options.includeWalletIds.length ? new Set(options.includeWalletIds) : undefined;
  const exclude = new Set(options.excludeWalletIds);
  return (w: WalletListing) => !exclude.has(w.id) && (!include || include.has(w.id));
}

/** Listings marked installed, in the given order. */
function markInstalled(listings: readonly WalletListing[], installed: ReadonlySet<string>): WalletListing[] {
  return listings.map((w) => (w.rdns && installed.has(w.rdns) ? { ...w, installed: true } : w.installed ? { ...w, installed: false } : w));
}

/** The grid: featured wallets first, then the loaded pages; allowed, installed marked, once per id. */
export const catalogueWalletsAtom = atom((get) => {
  const allowed = allowedBy(get(optionsAtom));
  const seen = new Set<string>();
  const wallets = [...get(featuredListingsAtom), ...get(catalogueAtom).wallets].filter((w) => {
    if (seen.has(w.id) || !allowed(w)) return false;
    seen.add(w.id);
    return true;
  });
  return markInstalled(wallets, get(installedRdnsAtom));
});

/** Search results as shown: allowed, installed marked. */
export const searchResultsAtom = atom((get) => {
  const allowed = allowedBy(get(optionsAtom));
  return markInstalled(get(walletSearchAtom).results.filter(allowed), get(installedRdnsAtom));
});

/**
 * The Connect view's 4 recommended wallets (SPEC §9): featured first, then the catalogue's order, leaving out
 * wallets the Connect view already lists as installed, and wallets with no chain of the namespace shown (a
 * listing that names no chains serves any).
 */
const recommendedWalletsAtom = atom((get) => {
  const installed = get(installedRdnsAtom);
  const prefix = `${get(activeNamespaceAtom)}:`;
  return get(catalogueWalletsAtom)
    .filter((w) => !(w.rdns && installed.has(w.rdns)) && (w.chains.length === 0 || w.chains.some((c) => c.startsWith(prefix))))
    .slice(0, RECOMMENDED_WALLETS);
});

/** The Connect view's list (SPEC §2 order): the connectors and the recommended wallets, featured ones before custom and external connectors. */
export const connectListAtom = atom((get) => {
  const featured = new Set(get(featuredListingsAtom).map((w) => w.id));
  const wallets = get(recommendedWalletsAtom).map((wallet) => ({ wallet, group: featured.has(wallet.id) ? ('featured' as const) : ('recommended' as const) }));
  return mergeConnectList(get(connectorListAtom), wallets);
});
