// @vitest-environment node
/**
 * The ID token's checks (issue 21 point 1) against a provider that answers what the test tells it (a real HTTP
 * server, ID tokens signed with jose): a good token logs in, and a token for another audience, from another issuer,
 * expired or too old, with another nonce or none, signed by a key the provider does not publish, unsigned, or MACed
 * with the client secret, is refused; an unknown key id has the keys fetched again once a minute at most. The token
 * request carries the PKCE verifier of the challenge sent, our redirect URI and the client's Basic credentials. A
 * discovery document naming another issuer is refused and not kept; loopback is reached only when configured.
 */
import { createHash } from 'node:crypto';
import { base64url, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../dev/free-port.ts';
import { createProviderFetch } from '../../../../server/auth/social/outbound';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';
import { startRogueProvider, type RogueProvider } from '../../../support/auth/rogue-provider';

const PGLITE = TEST_DATABASES[0]!;
const CLIENT = 'our-client';
const SECRET = 'our secret: with/odd+characters';
const REFUSED = 'The sign-in could not be verified';

describe('the ID token is checked', () => {
  let rogue: RogueProvider;
  let auth: AuthHarness;
  let redirectUri: string;
  const reasons: unknown[] = [];
  beforeAll(async () => {
    rogue = await startRogueProvider();
    const port = await freePort();
    redirectUri = `http://127.0.0.1:${port}/v1/social/callback`;
    auth = await startAuthHarness(PGLITE, {
      port,
      rateLimits: false,
      social: { redirectUri, allowLoopback: true, providers: { google: { issuer: rogue.issuer, clientId: CLIENT, clientSecret: SECRET } } },
      log: (line) => {
        const fields = JSON.parse(line) as Record<string, unknown>;
        if (fields.event === 'social-login-refused' || fields.event === 'social-provider-failed') reasons.push(fields.reason);
      },
    });
  }, 120_000);
  afterAll(async () => {
    await auth?.stop();
    await rogue?.stop();
  });

  /** A login whose callback brings `code`, the provider answering its token request with an ID token of `claims` (or as `token` says). */
  async function attempt(claims: (nonce: string, now: number) => JWTPayload, token?: (payload: JWTPayload) => Promise<string>) {
    const started = await auth.call('POST', '/v1/social/google/start', { body: {} });
    expect(started.status).toBe(200);
    const { uri, flow } = started.body as { uri: string; flow: string };
    const url = new URL(uri);
    const now = Math.floor(Date.now() / 1000);
    const payload = claims(url.searchParams.get('nonce')!, now);
    rogue.answer = { token_type: 'Bearer', access_token: 'at', expires_in: 300, id_token: await (token ?? ((p) => rogue.sign(p)))(payload) };
    const page = await auth.call('GET', `/v1/social/callback?state=${url.searchParams.get('state')}&code=the-code`, { origin: null });
    return { url, page, claim: await auth.call('POST', '/v1/social/complete', { body: { flow } }) };
  }
  const good = (nonce: string, now: number): JWTPayload => ({
    iss: rogue.issuer,
    aud: CLIENT,
    sub: 'user-1',
    nonce,
    iat: now,
    exp: now + 300,
    email: 'u@x.example',
  });

  it('logs in with a good token; the token request carries the verifier of the challenge, our redirect URI and Basic credentials', async () => {
    const { url, page, claim } = await attempt(good);
    expect(page.status).toBe(200);
    expect(claim).toMatchObject({ status: 200, body: { user: { provider: 'google', email: 'u@x.example' }, session: { method: 'social' } } });
    const request = rogue.requests.at(-1)!;
    expect(Object.fromEntries(request.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: redirectUri,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const verifier = request.form.get('code_verifier')!;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));
    // RFC 6749 §2.3.1: each part form-encoded, then Basic.
    expect(Buffer.from(request.authorization!.replace(/^Basic /, ''), 'base64').toString()).toBe(`${CLIENT}:our+secret%3A+with%2Fodd%2Bcharacters`);
  });

  const refusals: [string, (nonce: string, now: number) => JWTPayload, RegExp][] = [
    ['for another audience', (n, t) => ({ ...good(n, t), aud: 'another-client' }), /\(aud\)/],
    ['for several audiences with another authorized party', (n, t) => ({ ...good(n, t), aud: [CLIENT, 'another-client'], azp: 'another-client' }), /azp/],
    ['for several audiences with no authorized party', (n, t) => ({ ...good(n, t), aud: [CLIENT, 'another-client'] }), /azp/],
    ['from another issuer', (n, t) => ({ ...good(n, t), iss: 'https://accounts.evil.example' }), /\(iss\)/],
    ['expired', (n, t) => ({ ...good(n, t), iat: t - 900, exp: t - 300 }), /EXPIRED/],
    ['issued 20 minutes ago', (n, t) => ({ ...good(n, t), iat: t - 1200 }), /\(iat\)/],
    ['with another nonce', (n, t) => ({ ...good(n, t), nonce: `${n}x` }), /nonce/],
    ['with no nonce', (n, t) => ({ ...good(n, t), nonce: undefined }), /nonce/],
    ['with no subject', (n, t) => ({ ...good(n, t), sub: undefined }), /\(sub\)/],
  ];
  it.each(refusals)('refuses a token %s', async (_, claims, reason) => {
    const { page, claim } = await attempt(claims);
    expect(page.status).toBe(400);
    expect(page.text).toContain(REFUSED);
    expect(String(reasons.at(-1))).toMatch(reason);
    expect(claim).toMatchObject({ status: 401, body: { message: REFUSED, field: 'flow' } });
  });

  it('refuses a token signed by a key the provider does not publish, an unsigned one, and one MACed with the client secret', async () => {
    const unsigned = async (payload: JWTPayload) => `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${base64url.encode(JSON.stringify(payload))}.`;
    const maced = async (payload: JWTPayload) => {
      const { SignJWT } = await import('jose');
      return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
    };
    for (const [token, reason] of [
      [(p: JWTPayload) => rogue.sign(p, { key: 'other' }), /SIGNATURE_VERIFICATION_FAILED/],
      [unsigned, /ALG_NOT_ALLOWED|JWS_INVALID/],
      [maced, /ALG_NOT_ALLOWED/],
    ] as const) {
      const { page, claim } = await attempt(good, token);
      expect(page.status).toBe(400);
      expect(String(reasons.at(-1))).toMatch(reason);
      expect(claim.status).toBe(401);
    }
  });

  it('fetches the keys again for an unknown key id, at most once a minute', async () => {
    const rotated = (p: JWTPayload) => rogue.sign(p, { kid: 'rotated' });
    // The keys were fetched by the logins above; a minute on, an unknown key id has them fetched once more.
    auth.advance(61_000);
    const before = rogue.jwksFetches;
    const first = await attempt(good, rotated);
    expect(first.page.status).toBe(400);
    expect(String(reasons.at(-1))).toMatch(/NO_MATCHING_KEY/);
    expect(rogue.jwksFetches - before).toBe(1);
    // Forged tokens naming unknown keys do not make the service hammer the provider.
    for (let i = 0; i < 3; i += 1) expect((await attempt(good, rotated)).page.status).toBe(400);
    expect(rogue.jwksFetches - before).toBe(1);
    auth.advance(61_000);
    await attempt(good, rotated);
    expect(rogue.jwksFetches - before).toBe(2);
  });

  it('refuses a token answer that is not Bearer or has no ID token, and a token endpoint that refuses', async () => {
    for (const answer of [{ token_type: 'mac', id_token: 'a.b.c' }, { token_type: 'Bearer', access_token: 'at' }, 400] as const) {
      const started = await auth.call('POST', '/v1/social/google/start', { body: {} });
      const url = new URL((started.body as { uri: string }).uri);
      rogue.answer = answer;
      const page = await auth.call('GET', `/v1/social/callback?state=${url.searchParams.get('state')}&code=c`, { origin: null });
      expect(page.status).toBe(400);
      expect(page.text).toContain('The provider did not accept the sign-in: try again');
    }
  });

  it('refuses a discovery document naming another issuer, and asks again at the next login', async () => {
    const service = await startAuthHarness(PGLITE, {
      rateLimits: false,
      social: { redirectUri, allowLoopback: true, providers: { github: { issuer: rogue.issuer, clientId: CLIENT, clientSecret: SECRET } } },
    });
    try {
      rogue.discovery.issuer = 'https://accounts.evil.example';
      expect(await service.call('POST', '/v1/social/github/start', { body: {} })).toMatchObject({
        status: 502,
        body: { message: 'The provider could not be reached: try again later' },
      });
      rogue.discovery.issuer = rogue.issuer;
      expect((await service.call('POST', '/v1/social/github/start', { body: {} })).status).toBe(200);
    } finally {
      await service.stop();
    }
  }, 30_000);

  it('reaches a loopback provider only when allowed', async () => {
    const discovery = new URL(`${rogue.issuer}/.well-known/openid-configuration`);
    await expect(createProviderFetch({ allowLoopback: false }).getJson(discovery)).rejects.toThrow(/not a public address/);
    await expect(createProviderFetch({ allowLoopback: true }).getJson(discovery)).resolves.toMatchObject({ issuer: rogue.issuer });
  });
});
