// @vitest-environment node
/**
 * Issue 21 points 1 and 2, social login on both databases against a real OpenID provider (dev/openid-provider.ts,
 * `oidc-provider`), the browser's part walked by hand over HTTP: the authorization URL asks for the code with PKCE
 * (S256), a state and a nonce; the provider's login and consent pages are filled in; the callback exchanges the code
 * and checks the ID token; the frame's flow token claims the session once. The user is keyed by (provider, subject).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { walkToCallback } from '../../../support/auth/openid-walk';
import { CLIENT_ID, startSocialHarness, type SocialHarness } from '../../../support/auth/social-harness';

type Session = {
  user: { id: string; email: string | null; provider: string; userName: string };
  session: { method: string; createdAt: number; recoveryUntil: number };
  accessToken: string;
};

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`social login on ${database.label}`, () => {
    let auth: SocialHarness;
    beforeAll(async () => {
      auth = await startSocialHarness(database, { rateLimits: false });
    }, 120_000);
    afterAll(() => auth?.stop());

    it('offers the configured providers only, in SPEC §5 order', async () => {
      const answer = await auth.call('GET', '/v1/social/providers');
      expect(answer).toMatchObject({ status: 200, body: { providers: ['google', 'github'] } });
    });

    it('starts with an authorization URL asking for a code with PKCE S256, a state and a nonce, and a flow token for the frame', async () => {
      const started = await auth.start('google');
      expect(started.flow).toMatch(/^wmf_[A-Za-z0-9_-]{43}$/);
      const url = new URL(started.uri);
      expect(url.origin).toBe(auth.provider.issuer);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: auth.redirectUri,
        scope: 'openid email profile',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
      });
      // Nothing that opens the login is in the URL: the flow token is not.
      expect(started.uri).not.toContain(started.flow.slice(4));
    });

    it('logs in through the provider: the popup page says so, the flow claims a social session once, and GET /v1/session knows the user', async () => {
      const started = await auth.start('google');
      // Before the popup comes back, the frame is told to wait.
      expect(await auth.claim(started.flow)).toMatchObject({ status: 202, body: { status: 'pending' } });
      const back = await walkToCallback(started.uri);
      expect(back.href.startsWith(`${auth.redirectUri}?`)).toBe(true);
      expect(back.searchParams.get('state')).toBe(new URL(started.uri).searchParams.get('state'));
      const page = await auth.callback(back);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.text).toContain('You are signed in');

      const claimed = await auth.claim(started.flow);
      expect(claimed.status).toBe(200);
      const session = claimed.body as Session;
      expect(session).toMatchObject({
        user: { id: expect.any(String), email: 'alice@example.test', provider: 'google', userName: 'alice' },
        session: { method: 'social' },
        accessToken: expect.stringMatching(/^wma_/),
        refreshToken: expect.stringMatching(/^wmr_/),
      });
      // The same window as an email login for the recovery share.
      expect(session.session.recoveryUntil - session.session.createdAt).toBe(120_000);
      const me = await auth.call('GET', '/v1/session', { token: session.accessToken });
      expect(me).toMatchObject({ status: 200, body: { user: session.user, session: { method: 'social' } } });
      const read = await auth.call('POST', '/v1/shares/recovery/read', { token: session.accessToken, body: {} });
      expect(read.status).toBe(204);

      // Claimed once: the token opens nothing after.
      expect(await auth.claim(started.flow)).toMatchObject({ status: 401, body: { field: 'flow', message: 'This sign-in is no longer valid: start again' } });
    });

    it('keys users by provider and subject: the same account logs into the same user, another provider or account into another', async () => {
      const first = (await auth.socialLogin('google')).body as Session;
      const again = (await auth.socialLogin('google')).body as Session;
      const github = (await auth.socialLogin('github')).body as Session;
      const bob = (await auth.socialLogin('google', { login: 'bob@example.test' })).body as Session;
      expect(again.user.id).toBe(first.user.id);
      expect(github.user).toMatchObject({ provider: 'github', email: 'alice@example.test' });
      expect(github.user.id).not.toBe(first.user.id);
      expect(bob.user).toMatchObject({ provider: 'google', email: 'bob@example.test', userName: 'bob' });
      expect(new Set([first.user.id, github.user.id, bob.user.id]).size).toBe(3);
      // The email a provider reports is not the email login's account: that address logs into a user of its own.
      const byEmail = await auth.login('alice@example.test');
      expect((byEmail.user as { id: string }).id).not.toBe(first.user.id);
      const rows = await auth.db.query<{ email: string | null }>('select email from auth_users where id = $1', [first.user.id]);
      expect(rows).toEqual([{ email: null }]);
    });
  });
}
