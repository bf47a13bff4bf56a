/**
 * Loads the wallet catalogue into the store (SPEC §7, §9): pages of 40, searches of at most 100, the featured
 * wallets, and the first 20 images prefetched. With no `catalogue-url`, or a service that cannot be reached,
 * the bundled default catalogue answers instead so the modal still works.
 */
import { SEARCH_RESULTS_MAX, WALLET_BLOCK_TILES, WALLET_PAGE_ENTRIES } from '../../constants';
import { IMAGE_PREFETCH_COUNT } from '../../constants/images';
import { toWalletModalError } from '../../errors/rpc';
import { BUNDLED_WALLETS, queryWallets, type WalletQuery } from '../../services/catalogue/bundled';
import { getWallets, walletImageUrl } from '../../services/catalogue/client';
import { HttpStatusError } from '../../errors/request';
import { preloadImage } from '../../services/catalogue/images';
import type { WalletListing } from '../../services/catalogue/listing';
import type { WalletsPage } from '../../services/catalogue/validate';
import { catalogueAtom, featuredListingsAtom, INITIAL_SEARCH, walletListingsAtom, walletSearchAtom } from '../../state/catalogue';
import { optionsAtom, type ModalOptions } from '../../state/options';
import { contextServerMessages } from '../server-messages';
import type { CatalogueRuntime, ClientContext } from '../context';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

export type LoadWalletsParameters = { page?: number };
// The promise settles when the page is in the atom; it carries nothing (wagmi writes such a ReturnType as void).
// biome-ignore lint/suspicious/noConfusingVoidType: the return type of an async function that answers nothing
export type LoadWalletsReturnType = void;

const runtimeOf = (ctx: ClientContext): CatalogueRuntime => (ctx.catalogue ??= { searchSeq: 0 });

/** This setup's filters: the site's include/exclude ids and the namespaces of its networks. */
function baseQuery(options: ModalOptions): WalletQuery {
  return {
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: [...new Set(options.networks.map((n) => n.caipNetworkId))],
  };
}

/** An id the URL parser keeps as it is once percent-encoded: word characters, '.', ':' and '-', and not a dot segment. */
const PLAIN_ID = /^[\w.:-]+$/;
const PLACEHOLDER_ID = 'wm-image-id';

/**
 * The service's image URL for many ids. walletImageUrl parses a URL and sets its parameters one by one (about 20 µs);
 * a search answers 100 listings while the person waits, so the URL is built once around a placeholder and each
 * plain id is put in its place. Anything else takes walletImageUrl itself.
 */
function imageUrls(options: { baseUrl: string; projectId?: string }): (imageId: string) => string {
  const template = walletImageUrl(PLACEHOLDER_ID, options);
  const at = template.indexOf(PLACEHOLDER_ID);
  if (at < 0 || template.includes(PLACEHOLDER_ID, at + 1)) return (id) => walletImageUrl(id, options);
  const before = template.slice(0, at);
  const after = template.slice(at + PLACEHOLDER_ID.length);
  return (id) => (PLAIN_ID.test(id) && id !== '.' && id !== '..' ? `${before}${encodeURIComponent(id)}${after}` : walletImageUrl(id, options));
}

/** An image_id becomes the service's image URL; a listing with a URL of its own keeps it. */
function withImages(listings: readonly WalletListing[], options: ModalOptions): WalletListing[] {
  const baseUrl = options.catalogueUrl;
  if (!baseUrl || !listings.some((w) => !w.image_url && w.image_id)) return [...listings];
  const imageUrl = imageUrls({ baseUrl, ...(options.projectId ? { projectId: options.projectId } : {}) });
  return listings.map((w) => (!w.image_url && w.image_id ? { ...w, image_url: imageUrl(w.image_id) } : w));
}

/**
 * Asks the service, or the bundled list when there is none or it cannot be reached. With `firstEntries`, a
 * service's answer is checked in two steps (its `rest` checks the remainder; see parseWalletsResponse).
 */
async function fetchPage(ctx: ClientContext, query: WalletQuery, firstEntries?: number): Promise<WalletsPage & { source: 'service' | 'bundled' }> {
  const options = ctx.store.get(optionsAtom);
  const runtime = runtimeOf(ctx);
  const baseUrl = options.catalogueUrl;
  if (baseUrl && runtime.unreachable !== baseUrl) {
    try {
      const page = await getWallets(
        query,
        {
          baseUrl,
          ...(options.projectId ? { projectId: options.projectId } : {}),
          origin: ctx.window.location?.origin ?? '',
          onServerMessage: contextServerMessages(ctx),
        },
        firstEntries,
      );
      const { rest } = page;
      return { ...page, data: withImages(page.data, options), ...(rest ? { rest: () => withImages(rest(), options) } : {}), source: 'service' };
    } catch (error) {
      // An HTTP error from a reachable service is its answer; no answer at all means fall back for good.
      if (error instanceof HttpStatusError) throw error;
      runtime.unreachable = baseUrl;
      console.warn(`wallet-modal: the wallet catalogue at ${baseUrl} cannot be reached; using the bundled list`);
    }
  }
  return { ...queryWallets(BUNDLED_WALLETS, query), source: 'bundled' };
}

/** Adds listings to the by-id index the views look chosen wallets up in. */
function remember(ctx: ClientContext, listings: readonly WalletListing[]): void {
  if (listings.length === 0) return;
  const known = ctx.store.get(walletListingsAtom);
  const fresh = new Map(listings.map((w) => [w.id, w]));
  ctx.store.set(walletListingsAtom, [...known.filter((w) => !fresh.has(w.id)), ...fresh.values()]);
}

function prefetchImages(listings: readonly WalletListing[]): void {
  for (const w of listings.slice(0, IMAGE_PREFETCH_COUNT)) if (w.image_url) void preloadImage(w.image_url);
}

async function loadFeatured(ctx: ClientContext): Promise<void> {
  const options = ctx.store.get(optionsAtom);
  const runtime = runtimeOf(ctx);
  const key = options.featuredWalletIds.join(',');
  if (runtime.featuredFor === key) return;
  runtime.featuredFor = key;
  if (!key) return void ctx.store.set(featuredListingsAtom, []);
  try {
    const { data } = await fetchPage(ctx, { ...baseQuery(options), include: options.featuredWalletIds, page: 1, entries: options.featuredWalletIds.length });
    const byId = new Map(data.map((w) => [w.id, w]));
    const featured = options.featuredWalletIds.flatMap((id) => byId.get(id) ?? []);
    ctx.store.set(featuredListingsAtom, featured);
    remember(ctx, featured);
    prefetchImages(featured);
  } catch {
    runtime.featuredFor = undefined;
  }
}

export type LoadWalletsErrorType = WalletModalError;
/**
 * Loads a page of the catalogue (the next one by default; page 1 starts over). A call while a page is loading
 * joins it; past the last page it does nothing.
 */
export async function loadWallets(ctx: ClientContext, { page }: LoadWalletsParameters = {}): Promise<LoadWalletsReturnType> {
  const runtime = runtimeOf(ctx);
  if (runtime.pageLoad) return runtime.pageLoad;
  const current = ctx.store.get(catalogueAtom);
  const next = page ?? current.page + 1;
  if (next > 1 && current.status === 'loaded' && current.wallets.length >= current.count) return;
  const run = async () => {
    ctx.store.set(catalogueAtom, { ...(next === 1 ? { ...current, wallets: [], count: 0, page: 0 } : current), status: 'loading', error: undefined });
    const featured = next === 1 ? loadFeatured(ctx) : undefined;
    try {
      const options = ctx.store.get(optionsAtom);
      const result = await fetchPage(ctx, { ...baseQuery(options), page: next, entries: WALLET_PAGE_ENTRIES });
      const before = next === 1 ? [] : ctx.store.get(catalogueAtom).wallets;
      const ids = new Set(before.map((w) => w.id));
      const wallets = [...before, ...result.data.filter((w) => !ids.has(w.id))];
      // A short page ends the list even when the count says more.
      const count = result.data.length < WALLET_PAGE_ENTRIES ? wallets.length : Math.max(result.count, wallets.length);
      ctx.store.set(catalogueAtom, { status: 'loaded', wallets, count, page: next, source: result.source, error: undefined });
      remember(ctx, result.data);
      if (next === 1) prefetchImages(result.data);
    } catch (error) {
      ctx.store.set(catalogueAtom, { ...ctx.store.get(catalogueAtom), status: 'error', error: toWalletModalError(error).shortMessage });
    }
    await featured;
  };
  runtime.pageLoad = run().finally(() => {
    runtime.pageLoad = undefined;
  });
  return runtime.pageLoad;
}

/**
 * After the next frame (or 100 ms, as a hidden page has no frames): lets the view draw what was just stored
 * before more work runs. A plain task could run before the view's render and hold it up.
 */
function afterNextFrame(win: Pick<Window, 'requestAnimationFrame'> | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    setTimeout(finish, 100);
    if (typeof win?.requestAnimationFrame === 'function') win.requestAnimationFrame(() => setTimeout(finish, 0));
    else setTimeout(finish, 0);
  });
}

export type SearchWalletsParameters = ActionParameters<typeof searchWallets>;
export type SearchWalletsReturnType = ActionReturnType<typeof searchWallets>;
export type SearchWalletsErrorType = WalletModalError;
/**
 * Searches the catalogue by name (at most 100 results); an empty query clears the search. A newer search wins.
 * The first block of results is stored as soon as it is checked (`more` set), the rest after the next frame.
 */
export async function searchWallets(ctx: ClientContext, query: string): Promise<void> {
  const runtime = runtimeOf(ctx);
  const seq = ++runtime.searchSeq;
  const text = query.trim().slice(0, 100);
  if (!text) return void ctx.store.set(walletSearchAtom, INITIAL_SEARCH);
  try {
    const options = ctx.store.get(optionsAtom);
    // The request leaves first; the views hear of the search while it is on its way.
    const pending = fetchPage(ctx, { ...baseQuery(options), search: text, page: 1, entries: SEARCH_RESULTS_MAX }, WALLET_BLOCK_TILES);
    ctx.store.set(walletSearchAtom, { ...ctx.store.get(walletSearchAtom), query: text, status: 'loading', more: false, error: undefined });
    const page = await pending;
    if (seq !== runtime.searchSeq) return;
    let results = page.data.slice(0, SEARCH_RESULTS_MAX);
    if (page.rest) {
      ctx.store.set(walletSearchAtom, { query: text, status: 'loaded', results, more: true, error: undefined });
      await afterNextFrame(ctx.window);
      if (seq !== runtime.searchSeq) return;
      results = [...results, ...page.rest()].slice(0, SEARCH_RESULTS_MAX);
    }
    ctx.store.set(walletSearchAtom, { query: text, status: 'loaded', results, more: false, error: undefined });
    remember(ctx, results);
  } catch (error) {
    if (seq !== runtime.searchSeq) return;
    ctx.store.set(walletSearchAtom, { query: text, status: 'error', results: [], more: false, error: toWalletModalError(error).shortMessage });
  }
}
