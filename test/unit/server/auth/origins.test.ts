// @vitest-environment node
/**
 * Issue 21 point 1's allowed origins: only the configured frame origin may call the /v1 routes. Any other Origin, or
 * none, is refused with SPEC §8's 'Unauthorized: origin not allowed' (403) before anything else happens, and CORS is
 * answered to the allowed origin only. The health probes take no Origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { FRAME_ORIGIN, startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const REFUSED = { message: 'Unauthorized: origin not allowed' };
const HOSTILE = [
  null,
  'null',
  'http://wallet.site.example',
  'https://wallet.site.example:8443',
  'https://site.example',
  'https://evil.wallet.site.example',
  'https://wallet.site.example.evil.test',
  'https://wallet-site.example',
  'https://WALLET.site.example',
  `${FRAME_ORIGIN}/`,
  `${FRAME_ORIGIN}, ${FRAME_ORIGIN}`,
];

describe('allowed origins', () => {
  let auth: AuthHarness;
  beforeAll(async () => {
    auth = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false });
  }, 120_000);
  afterAll(() => auth?.stop());

  it.each(HOSTILE.map((origin) => [origin]))('refuses %j with 403 on every route, and sends no code', async (origin) => {
    const routes: [string, string, unknown][] = [
      ['POST', '/v1/email/code', { email: 'victim@example.com' }],
      ['POST', '/v1/email/verify', { email: 'victim@example.com', otp: '123456' }],
      ['GET', '/v1/session', undefined],
      ['POST', '/v1/session/refresh', { refreshToken: `wmr_${'A'.repeat(43)}` }],
      ['PUT', '/v1/shares/auth', { share: 'A'.repeat(44) }],
      ['POST', '/v1/shares/recovery/read', {}],
    ];
    for (const [method, path, body] of routes) {
      const answer = await auth.call(method, path, { origin, body });
      expect([path, answer.status, answer.body]).toEqual([path, 403, REFUSED]);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await auth.call('OPTIONS', '/v1/email/code', { origin, headers: { 'access-control-request-method': 'POST' } });
    expect([preflight.status, preflight.body]).toEqual([403, REFUSED]);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(auth.inbox.messages('victim@example.com')).toEqual([]);
  });

  it('answers the frame origin with CORS, and its preflight with the methods of the path', async () => {
    const answer = await auth.call('POST', '/v1/email/code', { body: { email: 'allowed@example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN);
    expect(answer.headers.vary).toBe('origin');
    const preflight = await auth.call('OPTIONS', '/v1/shares/auth', { headers: { 'access-control-request-method': 'PUT' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': FRAME_ORIGIN,
      'access-control-allow-methods': 'PUT, GET, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type',
    });
    // An error answer carries CORS too, so the frame can read why.
    const refused = await auth.call('GET', '/v1/session');
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN);
  });

  it('answers /healthz and /readyz without an Origin', async () => {
    expect(await auth.call('GET', '/healthz', { origin: null })).toMatchObject({ status: 200, body: { status: 'ok' } });
    // /healthz is readable from any origin: a frame the service refuses learns from it that the service is up.
    expect((await auth.call('GET', '/healthz', { origin: 'https://evil.example' })).headers['access-control-allow-origin']).toBe('*');
    expect((await auth.call('GET', '/readyz', { origin: 'https://evil.example' })).headers['access-control-allow-origin']).toBeUndefined();
    expect(await auth.call('GET', '/readyz', { origin: null })).toMatchObject({
      status: 200,
      body: { ready: true, database: 'ok', migrations: { applied: 3, expected: 3 } },
    });
  });

  it('refuses to start with an origin that cannot match', async () => {
    const base = { smtp: { host: '127.0.0.1', port: 25, secure: false, from: 'a@b.co' }, codeSecret: new Uint8Array(32) };
    const { startAuthService } = await import('../../../../server/auth');
    await expect(startAuthService({ ...base, allowedOrigins: [] })).rejects.toThrow('allowedOrigins: must list the frame origin');
    await expect(startAuthService({ ...base, allowedOrigins: ['https://a.example/'] })).rejects.toThrow('allowedOrigins[0]: must be an origin');
    await expect(startAuthService({ ...base, allowedOrigins: ['https://a.example', '*'] })).rejects.toThrow('allowedOrigins[1]: must be an origin');
  });
});
