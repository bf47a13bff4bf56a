/**
 * Catalogue entries come from outside (SPEC §3, DESIGN §2): each is checked field by field and an entry
 * with any bad field is dropped, never rendered. Pure functions; `origin` is the page's origin.
 */
import { parseCaipNetworkId } from '../../chains/caip';
import type { WalletListing } from './listing';
import { isRecord } from '../../validate/record';

const MAX_ID_LENGTH = 128;
const MAX_NAME_LENGTH = 64;
const MAX_URL_LENGTH = 2048;
const MAX_CHAINS = 200;
/** A response larger than this many entries is cut (a page is WALLET_PAGE_ENTRIES, a search SEARCH_RESULTS_MAX). */
export const MAX_ENTRIES = 1000;

const ID = /^[\w.:-]{1,128}$/;
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const RASTER_DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=\s]+$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes that run code or show content in our page instead of opening a wallet. */
const FORBIDDEN_LINK_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:', 'http:', 'ftp:', 'ws:', 'wss:']);
// Control characters, bidi overrides and zero-width characters: a name is shown as text, but must not mislead.
// \p{Cc} is exactly U+0000–U+001F and U+007F–U+009F.
const UNSAFE_TEXT = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/** An image URL we may put in <img src>: https:, the page's own origin, or a raster data:image/ (never SVG). */
export function validImageUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100_000) return undefined;
  if (value.startsWith('data:')) return RASTER_DATA_IMAGE.test(value) ? value : undefined;
  if (value.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(value, origin || undefined);
    if (url.username || url.password) return undefined;
    if (url.protocol === 'https:') return url.href;
    if (origin && url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  } catch {
    return undefined;
  }
  return undefined;
}

/** A wallet link: https:, a custom app scheme (`metamask:`, `trust://`), or the page's own origin. */
export function validLink(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const link = value.trim();
  if (link.length === 0 || link.length > MAX_URL_LENGTH || /[\s"'<>`\\]/.test(link)) return undefined;
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (scheme === 'https') return url.href;
  // Plain http only for the page's own origin (a self-hosted or local wallet page).
  if (scheme === 'http') return origin && url.origin === origin ? url.href : undefined;
  return FORBIDDEN_LINK_SCHEMES.has(`${scheme}:`) ? undefined : link;
}

export function validText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > max || UNSAFE_TEXT.test(text)) return undefined;
  return text;
}

function validChains(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_CHAINS) return undefined;
  const chains: string[] = [];
  for (const chain of value) {
    try {
      chains.push(parseCaipNetworkId(chain).caipNetworkId);
    } catch {
      return undefined;
    }
  }
  return [...new Set(chains)];
}

/**
 * One entry, or undefined when anything about it is wrong: a missing or over-long id or name, a link
 * with a forbidden scheme, an SVG or foreign image, a chain that is not CAIP-2. Unknown fields are dropped.
 */
export function validateListing(raw: unknown, origin: string): WalletListing | undefined {
  if (!isRecord(raw)) return undefined;
  const id = typeof raw.id === 'string' && ID.test(raw.id) ? raw.id : undefined;
  const name = validText(raw.name, MAX_NAME_LENGTH);
  const chains = validChains(raw.chains);
  if (!id || !name || !chains) return undefined;
  const listing: WalletListing = { id, name, chains };

  const optional = (key: 'image_id' | 'rdns', test: (v: string) => boolean): boolean => {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return true;
    if (typeof value !== 'string' || value.length > MAX_ID_LENGTH || !test(value)) return false;
    listing[key] = value;
    return true;
  };
  if (!optional('image_id', (v) => ID.test(v)) || !optional('rdns', (v) => RDNS.test(v))) return undefined;

  if (raw.image_url !== undefined && raw.image_url !== null && raw.image_url !== '') {
    const image = validImageUrl(raw.image_url, origin);
    if (!image) return undefined;
    listing.image_url = image;
  }
  for (const key of ['mobile_link', 'desktop_link', 'webapp_link'] as const) {
    const value = raw[key];
    if (value === undefined || value === null || value === '') continue;
    const link = validLink(value, origin);
    if (!link) return undefined;
    listing[key] = link;
  }
  return listing;
}

/**
 * Checks a list in steps, with the same outcome as checking it whole: `take(n)` checks entries until n more
 * valid ones are found (or the list ends) and answers those. A search shows its first block of results
 * while the rest still waits to be checked.
 */
function listingChecker(raw: readonly unknown[], origin: string, limit = MAX_ENTRIES) {
  const seen = new Set<string>();
  const end = Math.min(raw.length, limit);
  let at = 0;
  return {
    take(count: number): WalletListing[] {
      const found: WalletListing[] = [];
      while (at < end && found.length < count) {
        const listing = validateListing(raw[at++], origin);
        if (!listing || seen.has(listing.id)) continue;
        seen.add(listing.id);
        found.push(listing);
      }
      return found;
    },
    get done() {
      return at >= end;
    },
  };
}

/**
 * Every valid entry of a list, once per id, in order; the rest are dropped. A response is cut at `limit`
 * entries; the catalogue service, which checks its whole list once at start, passes Infinity.
 */
export function validateListings(raw: unknown, origin: string, limit = MAX_ENTRIES): WalletListing[] {
  return Array.isArray(raw) ? listingChecker(raw, origin, limit).take(Infinity) : [];
}

/** A page of listings; `rest`, when set, checks and answers the entries after `data` (see parseWalletsResponse). */
export type WalletsPage = { count: number; data: WalletListing[]; rest?: () => WalletListing[] };

/**
 * A `/getWallets` body `{ count, data }`; undefined when its shape is wrong. With `firstEntries`, only that many
 * valid entries are checked now and `rest()` checks the others (once).
 */
export function parseWalletsResponse(body: unknown, origin: string, firstEntries = Infinity): WalletsPage | undefined {
  if (!isRecord(body) || !Array.isArray(body.data)) return undefined;
  const checker = listingChecker(body.data, origin);
  const data = checker.take(firstEntries);
  const stated = typeof body.count === 'number' && Number.isSafeInteger(body.count) && body.count >= 0 ? body.count : 0;
  const page: WalletsPage = { count: Math.max(stated, data.length), data };
  if (!checker.done) {
    let rest: WalletListing[] | undefined;
    page.rest = () => (rest ??= checker.take(Infinity));
  }
  return page;
}
