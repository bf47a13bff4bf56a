/**
 * The catalogue used when no `catalogue-url` is set or the service cannot be reached: a handful of well-known
 * wallets, without vendor images (the letter tile stands in), so the modal still works offline.
 */
import { WALLET_PAGE_ENTRIES } from '../../constants';
import type { WalletListing } from './listing';

const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'];

export const BUNDLED_WALLETS: readonly WalletListing[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: EVM, mobile_link: 'metamask://', webapp_link: 'https://metamask.io/download/' },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app', chains: EVM, mobile_link: 'trust://' },
  { id: 'coinbase', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', chains: EVM, mobile_link: 'cbwallet://' },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chains: EVM, mobile_link: 'rainbow://' },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', chains: EVM },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', chains: EVM, mobile_link: 'zerion://' },
  { id: 'ledger', name: 'Ledger Live', chains: EVM, mobile_link: 'ledgerlive://' },
  { id: 'safe', name: 'Safe', chains: EVM, webapp_link: 'https://app.safe.global/' },
];

export type WalletQuery = {
  page?: number;
  entries?: number;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  chains?: readonly string[];
};

/** Per list, worked out once: each listing's name in lower case and its chains' namespaces (a list is queried often). */
const searchIndexes = new WeakMap<readonly WalletListing[], { names: string[]; namespaces: string[][] }>();
function searchIndexOf(wallets: readonly WalletListing[]) {
  let index = searchIndexes.get(wallets);
  if (!index) {
    index = { names: wallets.map((w) => w.name.toLowerCase()), namespaces: wallets.map((w) => w.chains.map((c) => c.split(':')[0]!)) };
    searchIndexes.set(wallets, index);
  }
  return index;
}

/** The service's filtering and paging over a local list (the same rules as server/catalogue/). */
export function queryWallets(wallets: readonly WalletListing[], query: WalletQuery): { count: number; data: WalletListing[] } {
  const search = query.search?.trim().toLowerCase();
  const include = query.include?.length ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  // A wallet of a namespace serves its every chain (an EVM wallet adds a chain it lacks), so match by namespace.
  const namespaces = query.chains?.length ? new Set(query.chains.map((c) => c.split(':')[0])) : undefined;
  const index = searchIndexOf(wallets);
  const matching = wallets.filter((w, i) => {
    const own = index.namespaces[i]!;
    return (
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!search || index.names[i]!.includes(search)) &&
      (!namespaces || own.length === 0 || own.some((ns) => namespaces.has(ns)))
    );
  });
  const entries = Math.max(1, query.entries ?? WALLET_PAGE_ENTRIES);
  const page = Math.max(1, query.page ?? 1);
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
}
