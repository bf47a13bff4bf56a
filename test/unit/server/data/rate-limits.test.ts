// @vitest-environment node
/**
 * Issue 19's rate limits on both databases, over real sockets from several loopback client addresses (127.0.0.1,
 * 127.0.0.2, …): 429 with Retry-After and the JSON error past a limit, per client address and per account,
 * X-Forwarded-For believed only from a trusted proxy, the window passing, and two instances on one PostgreSQL schema
 * sharing their counters. The counter store itself: atomic under concurrent hits, and pruned.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { fixedPrices, openDatabase, startDataService, type Database, type DataService, type DataServiceOptions } from '../../../../server/data';
import { migrate } from '../../../../server/data/db/migrations';
import { createRateLimitStore } from '../../../../server/shared/db/rate-limit-store';
import { DEFAULT_RATE_LIMITS, resolveRateLimits, scaledRateLimits } from '../../../../server/data/http/rate-limits';
import { createEvmSiwxMessage } from '../../../../src/siwx';
import { TEST_DATABASES } from '../../../support/data/databases';

const ORIGIN = 'https://site.example';

type Answer = { status: number; retryAfter: string | undefined; body: Record<string, unknown> };

/** One POST from a chosen loopback address, optionally with an X-Forwarded-For header. */
function post(service: DataService, path: string, body: unknown, from = '127.0.0.1', forwardedFor?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${service.url}${path}`, {
      method: 'POST',
      localAddress: from,
      agent: false,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
      });
    });
    req.end(JSON.stringify(body));
  });
}

const nonceFrom = (service: DataService, from?: string, forwardedFor?: string) => post(service, '/v1/sessions/nonce', {}, from, forwardedFor);

function expectLimited(answer: Answer, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limit configuration', () => {
  it('has the documented defaults, overridable per route, and false or 0 turns one (or all) off', () => {
    expect(resolveRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    const limits = resolveRateLimits({ nonce: { client: 5 }, price: false, quote: 0 });
    expect(limits.nonce).toEqual({ client: 5, windowSeconds: 60 });
    expect(limits.price).toBeUndefined();
    expect(limits.quote).toBeUndefined();
    expect(limits.verify).toEqual(DEFAULT_RATE_LIMITS.verify);
    expect(resolveRateLimits(false)).toEqual({});
    expect(scaledRateLimits(100).verify).toEqual({
      client: DEFAULT_RATE_LIMITS.verify.client * 100,
      account: DEFAULT_RATE_LIMITS.verify.account! * 100,
      windowSeconds: 60,
    });
    expect(resolveRateLimits(scaledRateLimits(100))).toEqual(scaledRateLimits(100));
  });

  it('refuses a bad configuration, naming the field', () => {
    expect(() => resolveRateLimits({ nonse: { client: 1 } } as never)).toThrow(/^rateLimits\.nonse: no such limit/);
    expect(() => resolveRateLimits({ nonce: { client: -1 } })).toThrow('rateLimits.nonce.client must be a whole number from 0');
    expect(() => resolveRateLimits({ nonce: { windowSeconds: 0 } })).toThrow(/rateLimits\.nonce\.windowSeconds/);
    expect(() => resolveRateLimits({ verify: { account: 1.5 } })).toThrow(/rateLimits\.verify\.account/);
    expect(() => resolveRateLimits({ nonce: 'x' } as never)).toThrow(/rateLimits\.nonce must be/);
  });

  it('refuses to start with a bad rateLimits or trustProxy, naming the field', async () => {
    const options = { chains: [], prices: fixedPrices({}), nameSuffix: '.test', corsOrigins: [] as string[], indexer: false, log: () => {} };
    await expect(startDataService({ ...options, rateLimits: { nonce: { client: -1 } } })).rejects.toThrow('rateLimits.nonce.client');
    await expect(startDataService({ ...options, trustProxy: ['10.0.0.0/33'] })).rejects.toThrow("trustProxy: '10.0.0.0/33' is not an IP address or CIDR");
    await expect(startDataService({ ...options, trustProxy: '127.0.0.1' as never })).rejects.toThrow('trustProxy must be a list');
  });
});

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`rate limits on ${database.label}`, () => {
    let created: Awaited<ReturnType<typeof database.create>>;
    /** The database `direct` runs on (handed over to it, closed by its stop), for looking at what was stored. */
    let directDb: Database;
    let direct: DataService;
    let proxied: DataService;
    let offset = 0;
    const base = (): DataServiceOptions => ({
      chains: [{ chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }],
      prices: fixedPrices({}),
      nameSuffix: '.test',
      corsOrigins: [ORIGIN],
      indexer: false,
      log: () => {},
      // Tests move time forward through `offset` to see a window pass.
      now: () => Math.floor(Date.now() / 1000) + offset,
      rateLimits: { nonce: { client: 3, windowSeconds: 60 }, verify: { client: 100, account: 2, windowSeconds: 60 } },
    });

    beforeAll(async () => {
      created = await database.create();
      const { drop: _drop, ...db } = created;
      directDb = await openDatabase(db);
      direct = await startDataService({ ...base(), database: directDb });
      // Behind a proxy on 127.0.0.1; on PostgreSQL the database is the same, so keys differ by the client addresses used below.
      proxied = await startDataService({ ...base(), ...db, trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
    }, 120_000);
    afterAll(async () => {
      await direct?.stop();
      await proxied?.stop();
      await created?.drop();
    });

    it('answers 429 with Retry-After and the JSON error past the limit; another client address is not affected', async () => {
      for (let i = 0; i < 3; i += 1) expect((await nonceFrom(direct, '127.0.0.11')).status).toBe(200);
      expectLimited(await nonceFrom(direct, '127.0.0.11'), 60);
      expect((await nonceFrom(direct, '127.0.0.12')).status).toBe(200);
      // Routes without a limit still answer the limited client.
      const chains = await fetch(`${direct.url}/v1/supported-chains`);
      expect(chains.status).toBe(200);
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      for (let i = 0; i < 3; i += 1) expect((await nonceFrom(direct, '127.0.0.21', `198.51.100.${i}`)).status).toBe(200);
      expectLimited(await nonceFrom(direct, '127.0.0.21', '198.51.100.99'), 60);
      // On the proxied service, 127.0.0.22 is no trusted proxy either.
      for (let i = 0; i < 3; i += 1) expect((await nonceFrom(proxied, '127.0.0.22', `198.51.100.${i}`)).status).toBe(200);
      expectLimited(await nonceFrom(proxied, '127.0.0.22', '198.51.100.99'), 60);
    });

    it('honours X-Forwarded-For from a trusted proxy: its right-most untrusted hop is the client', async () => {
      for (let i = 0; i < 3; i += 1) expect((await nonceFrom(proxied, '127.0.0.1', '203.0.113.7')).status).toBe(200);
      expectLimited(await nonceFrom(proxied, '127.0.0.1', '203.0.113.7'), 60);
      // A spoofed left-most hop does not make a new client: 203.0.113.7 is still the one the proxies saw.
      expectLimited(await nonceFrom(proxied, '127.0.0.1', '192.0.2.1, 203.0.113.7, 10.1.2.3'), 60);
      expect((await nonceFrom(proxied, '127.0.0.1', '203.0.113.8')).status).toBe(200);
      // IPv6 clients count by their /64.
      for (let i = 0; i < 3; i += 1) expect((await nonceFrom(proxied, '127.0.0.1', `2001:db8:1:2::${i + 1}`)).status).toBe(200);
      expectLimited(await nonceFrom(proxied, '127.0.0.1', '2001:db8:1:2:ffff::1'), 60);
      expect((await nonceFrom(proxied, '127.0.0.1', '2001:db8:1:3::1')).status).toBe(200);
    });

    it('holds the per-account limit across client addresses, and stores no session past it', async () => {
      const account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey());
      const signIn = async (from: string) => {
        const nonce = (await nonceFrom(direct, from)).body.nonce as string;
        const message = createEvmSiwxMessage({
          domain: 'site.example',
          uri: `${ORIGIN}/app`,
          address: account.address,
          chainId: 31337,
          nonce,
          issuedAt: new Date(),
          expirationTime: new Date(Date.now() + 3_600_000),
        });
        return post(direct, '/v1/sessions/verify', { message, signature: await account.signMessage({ message }) }, from);
      };
      expect((await signIn('127.0.0.31')).status).toBe(200);
      expect((await signIn('127.0.0.32')).status).toBe(200);
      const third = await signIn('127.0.0.33');
      expectLimited(third, 60);
      // Another account from the same client address signs in.
      const other = privateKeyToAccount(generatePrivateKey());
      const nonce = (await nonceFrom(direct, '127.0.0.33')).body.nonce as string;
      const message = createEvmSiwxMessage({
        domain: 'site.example',
        uri: `${ORIGIN}/app`,
        address: other.address,
        chainId: 31337,
        nonce,
        issuedAt: new Date(),
        expirationTime: new Date(Date.now() + 3_600_000),
      });
      expect((await post(direct, '/v1/sessions/verify', { message, signature: await other.signMessage({ message }) }, '127.0.0.33')).status).toBe(200);
      const rows = await directDb.query('select pci from siwx_sessions where address = $1', [account.address.toLowerCase()]);
      expect(rows).toHaveLength(2);
    });

    it('lets the client in again once its window has passed', async () => {
      for (let i = 0; i < 3; i += 1) await nonceFrom(direct, '127.0.0.41');
      const limited = await nonceFrom(direct, '127.0.0.41');
      expectLimited(limited, 60);
      offset += Number(limited.retryAfter);
      expect((await nonceFrom(direct, '127.0.0.41')).status).toBe(200);
    });

    // PGlite belongs to one process: only PostgreSQL has instances to share with.
    if (database.label === 'PostgreSQL')
      it('shares the counters between two instances on one PostgreSQL schema', async () => {
        for (let i = 0; i < 3; i += 1) expect((await nonceFrom(direct, '127.0.0.51')).status).toBe(200);
        expectLimited(await nonceFrom(direct, '127.0.0.51'), 60);
        // The other process-level instance never saw this client, yet holds it to the same limit.
        expectLimited(await nonceFrom(proxied, '127.0.0.51'), 60);
        expect((await nonceFrom(proxied, '127.0.0.52')).status).toBe(200);
      });
  });
}

describe('the rate-limit store on PGlite', () => {
  it('counts concurrent hits atomically, one count each, and prunes ended windows', async () => {
    const db = await openDatabase();
    try {
      await migrate(db);
      const store = createRateLimitStore(db);
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit('nonce:client:1.2.3.4', 1_000, 1_060)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await store.hit('nonce:client:1.2.3.4', 1_060, 1_120)).toBe(1);
      await store.prune(1_061);
      const rows = await db.query<{ window_start: string }>('select window_start::text as window_start from rate_limit_hits');
      expect(rows.map((r) => r.window_start)).toEqual(['1060']);
    } finally {
      await db.close();
    }
  }, 60_000);
});
