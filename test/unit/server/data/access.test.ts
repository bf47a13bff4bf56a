// @vitest-environment node
/**
 * Who may use the data service, in SPEC §8's words: a browser origin outside corsOrigins gets 403 'Unauthorized:
 * origin not allowed', a call naming none of the configured projectIds gets 401 'Unauthorized: invalid key', and
 * each refusal is readable by the refused page (CORS on the refusal only); the health routes stay open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataService, type DataService } from '../../../../server/data/index';
import { fixedPrices } from '../../../../server/data/prices/price-source';
import { parseDataServiceConfig } from '../../../../server/data/config-file';

const SITE = 'https://shop.example';
const EVIL = 'https://evil.example';
const chains = [{ chainId: 'eip155:31337', name: 'Devnet', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }];

describe('data service access', { timeout: 60_000 }, () => {
  let service: DataService;
  beforeAll(async () => {
    service = await startDataService({
      chains,
      prices: fixedPrices({}),
      nameSuffix: '.test',
      corsOrigins: [SITE],
      projectIds: ['shop-1'],
      indexer: false,
      log: () => {},
    });
  }, 60_000);
  afterAll(() => service?.stop());

  const call = (path: string, origin?: string, method = 'GET') => fetch(`${service.url}${path}`, { method, headers: origin ? { origin } : {} });

  it('serves the listed project from the allowed origin, with CORS for it', async () => {
    const res = await call('/v1/supported-chains?projectId=shop-1', SITE);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('refuses any other project id, or none, with 401 Unauthorized: invalid key', async () => {
    for (const query of ['?projectId=shop-2', '', '?projectId=SHOP-1']) {
      const res = await call(`/v1/supported-chains${query}`, SITE);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized: invalid key', field: 'projectId' });
    }
    // A server-side caller (no Origin) is judged by its project id too.
    expect((await call('/v1/supported-chains?projectId=nope')).status).toBe(401);
    expect((await call('/v1/supported-chains?projectId=shop-1')).status).toBe(200);
  });

  it('refuses another origin with 403 Unauthorized: origin not allowed, readable by that page only as a refusal', async () => {
    const res = await call('/v1/supported-chains?projectId=shop-1', EVIL);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Unauthorized: origin not allowed', field: 'origin' });
    expect(res.headers.get('access-control-allow-origin')).toBe(EVIL);
    // Its preflight passes, so that the POST it precedes can be answered with the same refusal.
    const preflight = await fetch(`${service.url}/v1/sessions/verify`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(EVIL);
    const post = await fetch(`${service.url}/v1/sessions/verify?projectId=shop-1`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(403);
  });

  it('leaves the health routes open to probes with no project id', async () => {
    expect((await call('/healthz')).status).toBe(200);
    expect((await call('/healthz', EVIL)).status).toBe(200);
  });

  it('reads projectIds from the config file, checked', () => {
    const base = {
      nameSuffix: '.test',
      corsOrigins: [SITE],
      chains: [{ chainId: 'eip155:1', name: 'Ethereum', testnet: false, nativeSymbol: 'ETH', nativeDecimals: 18 }],
    };
    expect(parseDataServiceConfig({ ...base, projectIds: ['shop-1', 'shop.2'] }, {}).projectIds).toEqual(['shop-1', 'shop.2']);
    expect(() => parseDataServiceConfig({ ...base, projectIds: ['bad id'] }, {})).toThrow(/projectIds\[0\].*letters, digits/);
    expect(parseDataServiceConfig(base, {}).projectIds).toBeUndefined();
  });
});
