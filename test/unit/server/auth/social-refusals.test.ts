// @vitest-environment node
/**
 * What a social login refuses (issue 21 point 1), against the real dev OpenID provider: a state used twice, unknown or
 * expired; a tampered code; a code and a state of two different logins (the wrong PKCE verifier); an authorization
 * request without PKCE; a nonce changed on the way; a code issued to another client; another issuer named on the
 * callback; a login the user cancelled. Each refusal is a page in our words for the popup and, for a login under way,
 * the same words for the frame's claim; the log says exactly what failed. A HEAD does not use the state up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { walkToCallback } from '../../../support/auth/openid-walk';
import { CLIENT_ID, OTHER_CLIENT_ID, startSocialHarness, type SocialHarness } from '../../../support/auth/social-harness';

const PGLITE = TEST_DATABASES[0]!;
const NOT_VALID = 'This sign-in is no longer valid: start again';

/** The URL with one query parameter set (or removed, for null). */
function withParam(url: URL | string, name: string, value: string | null): URL {
  const next = new URL(url);
  if (value === null) next.searchParams.delete(name);
  else next.searchParams.set(name, value);
  return next;
}

describe('social login refuses', () => {
  let auth: SocialHarness;
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    auth = await startSocialHarness(PGLITE, {
      rateLimits: false,
      log: (line) => {
        logged.push(JSON.parse(line) as Record<string, unknown>);
      },
    });
  }, 120_000);
  afterAll(() => auth?.stop());

  const lastReason = () => logged.filter((l) => l.event === 'social-login-refused').at(-1)?.reason;

  it('a state shown twice: the second callback is refused and the first login still claims once', async () => {
    const started = await auth.start();
    const back = await walkToCallback(started.uri);
    expect((await auth.callback(back)).status).toBe(200);
    const again = await auth.callback(back);
    expect(again.status).toBe(400);
    expect(again.text).toContain(`${NOT_VALID} (state)`);
    expect((await auth.claim(started.flow)).status).toBe(200);
  });

  it('a state it never made, and one past its 10 minutes', async () => {
    const started = await auth.start();
    const back = await walkToCallback(started.uri);
    const forged = await auth.callback(withParam(back, 'state', 'A'.repeat(43)));
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(NOT_VALID);
    auth.advance(10 * 60_000 + 1);
    expect((await auth.callback(back)).status).toBe(400);
    expect(await auth.claim(started.flow)).toMatchObject({ status: 401, body: { message: NOT_VALID, field: 'flow' } });
  });

  it('a tampered code: the provider does not take it, and the frame is told', async () => {
    const started = await auth.start();
    const back = await walkToCallback(started.uri);
    const code = back.searchParams.get('code')!;
    const page = await auth.callback(withParam(back, 'code', `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`));
    expect(page.status).toBe(400);
    expect(page.text).toContain('The provider did not accept the sign-in: try again');
    expect(lastReason()).toMatch(/answered 400/);
    expect(await auth.claim(started.flow)).toMatchObject({
      status: 401,
      body: { message: 'The provider did not accept the sign-in: try again', field: 'flow' },
    });
    // The state is spent: the right code afterwards opens nothing.
    expect((await auth.callback(back)).status).toBe(400);
  });

  it("one login's code with another's state: the verifier is the other login's, and the provider refuses it", async () => {
    const first = await auth.start();
    const second = await auth.start();
    const firstBack = await walkToCallback(first.uri);
    const secondBack = await walkToCallback(second.uri);
    const swapped = withParam(secondBack, 'code', firstBack.searchParams.get('code'));
    const page = await auth.callback(swapped);
    expect(page.status).toBe(400);
    expect(page.text).toContain('The provider did not accept the sign-in');
    expect((await auth.claim(second.flow)).status).toBe(401);
  });

  it('an authorization request without PKCE, and a code exchanged without its verifier or with a wrong one', async () => {
    const started = await auth.start();
    // The provider refuses to authorize without a challenge: the popup comes back with its error.
    const bare = withParam(withParam(started.uri, 'code_challenge', null), 'code_challenge_method', null);
    const refused = await walkToCallback(bare);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect((await auth.callback(refused)).text).toContain('The provider refused the sign-in');

    // A code taken on its way (never shown to the service) is worth nothing without the verifier.
    const other = await auth.start();
    const code = (await walkToCallback(other.uri)).searchParams.get('code')!;
    const exchange = (verifier?: string) =>
      fetch(`${auth.provider.issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${auth.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: auth.redirectUri, ...(verifier ? { code_verifier: verifier } : {}) }),
      });
    expect((await exchange()).status).toBe(400);
    expect((await exchange('x'.repeat(43))).status).toBe(400);
  });

  it('an ID token with another nonce than the login made', async () => {
    const started = await auth.start();
    const back = await walkToCallback(withParam(started.uri, 'nonce', 'a-nonce-of-someone-else'));
    const page = await auth.callback(back);
    expect(page.status).toBe(400);
    expect(page.text).toContain('The sign-in could not be verified');
    expect(lastReason()).toBe('id token: nonce: not this login');
    expect(await auth.claim(started.flow)).toMatchObject({ status: 401, body: { message: 'The sign-in could not be verified' } });
  });

  it('a code the provider issued to another client', async () => {
    const started = await auth.start();
    const back = await walkToCallback(withParam(started.uri, 'client_id', OTHER_CLIENT_ID));
    expect(back.searchParams.get('code')).toBeTruthy();
    const page = await auth.callback(back);
    expect(page.status).toBe(400);
    expect(page.text).toContain('The provider did not accept the sign-in');
  });

  it('a callback naming another issuer (RFC 9207), or none where the provider names itself', async () => {
    for (const iss of ['https://accounts.evil.example', null]) {
      const started = await auth.start();
      const back = await walkToCallback(started.uri);
      expect(back.searchParams.get('iss')).toBe(auth.provider.issuer);
      const page = await auth.callback(withParam(back, 'iss', iss));
      expect(page.status).toBe(400);
      expect(lastReason()).toBe('iss: not the issuer');
    }
  });

  it('a login the user cancelled or denied: the frame hears it', async () => {
    for (const answer of ['cancel', 'deny'] as const) {
      const started = await auth.start();
      const back = await walkToCallback(started.uri, { answer });
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect((await auth.callback(back)).text).toContain('The sign-in was cancelled');
      expect(await auth.claim(started.flow)).toMatchObject({ status: 401, body: { message: 'The sign-in was cancelled', field: 'flow' } });
    }
  });

  it('a HEAD on the callback uses nothing up', async () => {
    const started = await auth.start();
    const back = await walkToCallback(started.uri);
    const head = await auth.call('HEAD', `${back.pathname}${back.search}`, { origin: null });
    expect(head.status).toBe(405);
    expect((await auth.callback(back)).status).toBe(200);
    expect((await auth.claim(started.flow)).status).toBe(200);
  });
});
