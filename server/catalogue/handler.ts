/**
 * The wallet catalogue's routes (SPEC §7) over a list of listings: `/getWallets` (paged, searched, filtered),
 * `/getWalletImage/{id}` and `/getAnalyticsConfig`. The list is validated like any catalogue answer, so the
 * service never hands out an entry the modal would drop. CORS is open: any site may embed the modal.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WALLET_PAGE_ENTRIES } from '../../src/constants';
import { queryWallets } from '../../src/services/catalogue/bundled';
import type { WalletListing } from '../../src/services/catalogue/listing';
import { validateListings } from '../../src/services/catalogue/validate';
import { walletImagePng } from './image';

/** The most entries one `/getWallets` call returns (a search asks for 100). */
export const MAX_PAGE_ENTRIES = 100;
const MAX_LIST_IDS = 500;

export type CatalogueHandlerOptions = {
  wallets: readonly unknown[];
  /** Origin the listings' own image and link URLs are checked against (same-origin http is allowed). */
  origin?: string;
};

class BadRequest extends Error {}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Lets a page's Resource Timing see the phases of a catalogue request (the bench reports them).
    'timing-allow-origin': '*',
    ...headers,
  });
  res.end(text);
}

function wholeNumber(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new BadRequest(`${name} must be a whole number from 1 to ${max}`);
  return Number(raw);
}

function idList(params: URLSearchParams, name: string): string[] {
  const ids = (params.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length > MAX_LIST_IDS) throw new BadRequest(`${name} may list at most ${MAX_LIST_IDS} ids`);
  return ids;
}

/** A Node request handler; answers 404 for any other path, 405 for any method but GET, HEAD and OPTIONS. */
export function createCatalogueHandler({ wallets, origin = '' }: CatalogueHandlerOptions) {
  // The whole list, however long: the 1,000-entry cut is for responses the element receives.
  const listings: readonly WalletListing[] = validateListings(wallets, origin, Infinity);
  const byImageId = new Map(listings.flatMap((w) => (w.image_id ? [[w.image_id, w] as const] : [])));

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'OPTIONS') return send(res, 204, '', { 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'accept, content-type' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD, OPTIONS' });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = url.searchParams;
    try {
      if (url.pathname === '/getWallets') {
        const search = params.get('search') ?? undefined;
        if (search !== undefined && search.length > 100) throw new BadRequest('search is longer than 100 characters');
        const page = queryWallets(listings, {
          page: wholeNumber(params, 'page', 1, 1_000_000),
          entries: wholeNumber(params, 'entries', WALLET_PAGE_ENTRIES, MAX_PAGE_ENTRIES),
          ...(search ? { search } : {}),
          include: idList(params, 'include'),
          exclude: idList(params, 'exclude'),
          chains: idList(params, 'chains'),
        });
        return send(res, 200, page);
      }
      if (url.pathname.startsWith('/getWalletImage/')) {
        const id = decodeURIComponent(url.pathname.slice('/getWalletImage/'.length));
        const wallet = byImageId.get(id);
        if (!wallet) return send(res, 404, { message: `No image ${id.slice(0, 64)}` });
        return send(res, 200, walletImagePng(wallet.id), { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' });
      }
      if (url.pathname === '/getAnalyticsConfig') return send(res, 200, { isAnalyticsEnabled: false });
      return send(res, 404, { message: `No route ${url.pathname.slice(0, 64)}` });
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { message: error.message });
      return send(res, 500, { message: 'Internal error' });
    }
  };
}
