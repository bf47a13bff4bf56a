// @vitest-environment node
/** The catalogue service's analytics routes over HTTP on 127.0.0.1: config, POST /e checked field by field, the bounded log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogueServer, type CatalogueServer, type StoredEvent } from '../../../server/catalogue';
import { ANALYTICS_MAX_BODY_BYTES } from '../../../src/constants';

const SITE = 'http://site.example';
let open: CatalogueServer;
let guarded: CatalogueServer;
let off: CatalogueServer;

beforeAll(async () => {
  [open, guarded, off] = await Promise.all([
    startCatalogueServer({ wallets: [], analytics: { enabled: true, exposeRecent: true, maxEvents: 3 }, log: () => {} }),
    startCatalogueServer({ wallets: [], analytics: { enabled: true, allowedOrigins: [SITE], exposeRecent: true }, log: () => {} }),
    startCatalogueServer({ wallets: [], log: () => {} }),
  ]);
});
afterAll(() => Promise.all([open?.stop(), guarded?.stop(), off?.stop()]));

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: crypto.randomUUID(),
  url: 'http://site.example/shop?x=1',
  domain: 'site.example',
  timestamp: Date.now(),
  props: { type: 'track', event: 'INITIALIZE', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', properties: { namespace: 'eip155', sdkVersion: 'v' } },
  ...overrides,
});

const post = (service: CatalogueServer, body: unknown, origin = SITE) =>
  fetch(`${service.url}/e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const recent = async (service: CatalogueServer) => ((await (await fetch(`${service.url}/e/recent`)).json()) as { events: StoredEvent[] }).events;

describe('analytics on the catalogue service', () => {
  it('/getAnalyticsConfig says what the service is set to (off unless set)', async () => {
    expect(await (await fetch(`${open.url}/getAnalyticsConfig`)).json()).toEqual({ isAnalyticsEnabled: true });
    expect(await (await fetch(`${off.url}/getAnalyticsConfig`)).json()).toEqual({ isAnalyticsEnabled: false });
    expect((await post(off, event())).status).toBe(404);
    expect((await fetch(`${off.url}/e/recent`)).status).toBe(404);
  });

  it('stores a valid INITIALIZE event and reads it back, only the known fields', async () => {
    const sent = { ...event(), extra: 'dropped' };
    const res = await post(open, sent);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ eventId: sent.eventId });
    const stored = (await recent(open)).find((e) => e.eventId === sent.eventId)!;
    expect(stored).toMatchObject({ url: sent.url, domain: sent.domain, timestamp: sent.timestamp, props: sent.props, origin: SITE });
    expect(stored).not.toHaveProperty('extra');
  });

  it('keeps only the newest events (bounded)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const e = event();
      ids.push(e.eventId);
      expect((await post(open, e)).status).toBe(202);
    }
    expect((await recent(open)).map((e) => e.eventId)).toEqual(ids.slice(-3));
  });

  it.each([
    [{ eventId: '' }, 'eventId'],
    [{ eventId: 'x'.repeat(65) }, 'eventId'],
    [{ url: 'javascript:alert(1)' }, 'url'],
    [{ url: 42 }, 'url'],
    [{ domain: 'a b' }, 'domain'],
    [{ timestamp: '1700000000000' }, 'timestamp'],
    [{ timestamp: 1.5 }, 'timestamp'],
    [{ props: [] }, 'props'],
    [{ props: { type: 'track', event: 'PAGE_VIEW' } }, 'props.event'],
    [{ props: { type: 'identify', event: 'INITIALIZE' } }, 'props.type'],
    [{ props: { type: 'track', event: 'INITIALIZE', address: 7 } }, 'props.address'],
    [{ props: { type: 'track', event: 'INITIALIZE', properties: { nested: { a: 1 } } } }, 'props.properties.nested'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const res = await post(open, event(overrides));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { field: string; message: string };
    expect(body.field).toBe(field);
    expect(body.message).toContain(field);
  });

  it('refuses a body that is not JSON (400) or too large (413), without storing it', async () => {
    const before = (await recent(open)).length;
    const bad = await post(open, '{"eventId":');
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'The body is not valid JSON', field: 'body' }]);
    const big = await post(open, event({ props: { type: 'track', event: 'INITIALIZE', properties: { pad: 'x'.repeat(ANALYTICS_MAX_BODY_BYTES) } } }));
    expect(big.status).toBe(413);
    expect((await post(open, ['not', 'an', 'object'])).status).toBe(400);
    expect((await recent(open)).length).toBe(before);
  });

  it('answers 403 "Unauthorized: origin not allowed" to an origin the service does not list', async () => {
    const config = await fetch(`${guarded.url}/getAnalyticsConfig`, { headers: { origin: 'http://elsewhere.example' } });
    expect([config.status, await config.json()]).toEqual([403, { message: 'Unauthorized: origin not allowed' }]);
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    expect((await post(guarded, event(), 'http://elsewhere.example')).status).toBe(403);
    expect((await fetch(`${guarded.url}/getAnalyticsConfig`, { headers: { origin: SITE } })).status).toBe(200);
    expect((await post(guarded, event())).status).toBe(202);
    expect(await recent(guarded)).toHaveLength(1);
  });

  it('allows the cross-origin POST preflight, and only POST on /e', async () => {
    const preflight = await fetch(`${open.url}/e`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect((await fetch(`${open.url}/e`)).status).toBe(405);
  });
});
