/**
 * The wallet catalogue's routes (SPEC §7) over a list of listings: `/getWallets` (paged, searched, filtered),
 * `/getWalletImage/{id}`, `/getAnalyticsConfig` and the analytics events' `POST /e` (analytics.ts). The list is
 * validated like any catalogue answer, so the service never hands out an entry the modal would drop. CORS is
 * open: any site may embed the modal (analytics may still refuse an origin).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestScope } from '../shared/http-service';
import { decodeSegment, parseRequestTarget } from '../shared/request-target';
import { ANALYTICS_MAX_BODY_BYTES, WALLET_PAGE_ENTRIES } from '../../src/constants';
import { queryWallets } from '../../src/services/catalogue/bundled';
import type { WalletListing } from '../../src/services/catalogue/listing';
import { validateListings } from '../../src/services/catalogue/validate';
import { walletImagePng } from './image';
import { FieldError, ORIGIN_NOT_ALLOWED, createEventLog, parseAnalyticsEvent, type AnalyticsOptions } from './analytics';

/** The most entries one `/getWallets` call returns (a search asks for 100). */
const MAX_PAGE_ENTRIES = 100;
const MAX_LIST_IDS = 500;

export type CatalogueHandlerOptions = {
  wallets: readonly unknown[];
  /** Origin the listings' own image and link URLs are checked against (same-origin http is allowed). */
  origin?: string;
  /** `/getAnalyticsConfig` and `POST /e` (analytics.ts); off unless given. */
  analytics?: AnalyticsOptions;
};

class BadRequest extends Error {}

/** The routes by path (a prefix where it ends in '/'), with the pattern their log lines carry. */
const ROUTE_NAMES: readonly (readonly [string, string])[] = [
  ['/getWallets', '/getWallets'],
  ['/getWalletImage/', '/getWalletImage/*'],
  ['/getAnalyticsConfig', '/getAnalyticsConfig'],
  ['/e', '/e'],
  ['/e/recent', '/e/recent'],
];
class BodyTooLarge extends Error {}

/** The request body as text, refused past `max` bytes (the rest is drained, not kept). */
function readBody(req: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > max) {
      req.resume();
      return reject(new BodyTooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on('end', () => (size > max ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

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
  const ids = (params.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length > MAX_LIST_IDS) throw new BadRequest(`${name} may list at most ${MAX_LIST_IDS} ids`);
  return ids;
}

/** A Node request handler; answers 404 for any other path, 405 for any method but GET, HEAD and OPTIONS. */
export function createCatalogueHandler({ wallets, origin = '', analytics = { enabled: false } }: CatalogueHandlerOptions) {
  // The whole list, however long: the 1,000-entry cut is for responses the element receives.
  const listings: readonly WalletListing[] = validateListings(wallets, origin, Infinity);
  const byImageId = new Map(listings.flatMap((w) => (w.image_id ? [[w.image_id, w] as const] : [])));
  const events = createEventLog(analytics.maxEvents);
  const originAllowed = (req: IncomingMessage) => !analytics.allowedOrigins || analytics.allowedOrigins.includes(req.headers.origin ?? '');

  async function receiveEvent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!originAllowed(req) || !analytics.enabled) {
      req.resume();
      if (!analytics.enabled) return send(res, 404, { message: 'Analytics is not enabled on this service' });
      return send(res, 403, { message: ORIGIN_NOT_ALLOWED });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, ANALYTICS_MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(res, 413, { message: `The body is larger than ${ANALYTICS_MAX_BODY_BYTES} bytes`, field: 'body' });
      return send(res, 400, { message: 'The body is not valid JSON', field: 'body' });
    }
    try {
      const event = parseAnalyticsEvent(body);
      events.add({ ...event, origin: req.headers.origin, receivedAt: Date.now() });
      return send(res, 202, { eventId: event.eventId });
    } catch (error) {
      if (error instanceof FieldError) return send(res, 400, { message: error.message, field: error.field });
      return send(res, 500, { message: 'Internal error' });
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, scope?: RequestScope): Promise<void> {
    if (req.method === 'OPTIONS') {
      return send(res, 204, '', {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'accept, content-type',
        'access-control-max-age': '600',
      });
    }
    const url = parseRequestTarget(req.url);
    if (!url) return send(res, 400, { message: 'The request target is not a valid URL' });
    const route = ROUTE_NAMES.find(([prefix]) => url.pathname === prefix || (prefix.endsWith('/') && url.pathname.startsWith(prefix)));
    if (route) scope?.setRoute(`${req.method?.slice(0, 16)} ${route[1]}`);
    if (url.pathname === '/e') {
      if (req.method === 'POST') return receiveEvent(req, res);
      return send(res, 405, { message: 'Method not allowed' }, { allow: 'POST, OPTIONS' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD, OPTIONS' });
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
        const id = decodeSegment(url.pathname.slice('/getWalletImage/'.length));
        if (id === null) throw new BadRequest('The image id is not a valid URL segment');
        const wallet = byImageId.get(id);
        if (!wallet) return send(res, 404, { message: `No image ${id.slice(0, 64)}` });
        return send(res, 200, walletImagePng(wallet.id), { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' });
      }
      if (url.pathname === '/getAnalyticsConfig') {
        if (!originAllowed(req)) return send(res, 403, { message: ORIGIN_NOT_ALLOWED });
        return send(res, 200, { isAnalyticsEnabled: analytics.enabled });
      }
      // Liveness and readiness: the list is validated before the server listens, so a listening service is ready.
      if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
      if (url.pathname === '/readyz') return send(res, 200, { ready: true, wallets: listings.length });
      // The dev configuration only: tests and the demo read the events back.
      if (url.pathname === '/e/recent' && analytics.exposeRecent) return send(res, 200, { events: events.recent() });
      return send(res, 404, { message: `No route ${url.pathname.slice(0, 64)}` });
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { message: error.message });
      // The shell logs it with the request id and answers the documented 500.
      throw error;
    }
  };
}
