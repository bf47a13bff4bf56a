// @vitest-environment node
/**
 * Issue 21 point 1's sessions on both databases: a refresh hands out new tokens and spends the old refresh token (a
 * spent one shown again ends the session: it was copied); access tokens expire; sign-out revokes this session, and
 * `everywhere` every session of the user; the longest life holds whatever the refreshes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const INVALID_SESSION = { message: 'Unauthorized: invalid session', field: expect.any(String) };

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`sessions on ${database.label}`, () => {
    let auth: AuthHarness;
    beforeAll(async () => {
      auth = await startAuthHarness(database, { rateLimits: false, sessions: { accessTokenSeconds: 900, refreshTokenSeconds: 3600, maxAgeSeconds: 7200 } });
    }, 120_000);
    afterAll(() => auth?.stop());

    const refresh = (refreshToken: string) => auth.call('POST', '/v1/session/refresh', { body: { refreshToken } });
    const me = (token: string) => auth.call('GET', '/v1/session', { token });

    it('rotates on refresh: new tokens work, the old access and refresh tokens do not', async () => {
      const login = await auth.login('rotate@example.com');
      const rotated = await refresh(login.refreshToken);
      expect(rotated.status).toBe(200);
      const next = rotated.body as { accessToken: string; refreshToken: string; session: { id: string }; user: { email: string } };
      expect(next.accessToken).not.toBe(login.accessToken);
      expect(next.refreshToken).not.toBe(login.refreshToken);
      expect(next.session.id).toBe((login.session as { id: string }).id);
      expect(next.user.email).toBe('rotate@example.com');
      expect((await me(next.accessToken)).status).toBe(200);
      expect((await me(login.accessToken)).status).toBe(401);
      const old = await refresh(login.refreshToken);
      expect(old.status).toBe(401);
      expect(old.body).toEqual(INVALID_SESSION);
    });

    it('ends the session when a spent refresh token comes back (it was copied): the newest tokens stop too', async () => {
      const login = await auth.login('stolen@example.com');
      const rotated = (await refresh(login.refreshToken)).body as { accessToken: string; refreshToken: string };
      expect((await refresh(login.refreshToken)).status).toBe(401);
      expect((await me(rotated.accessToken)).status).toBe(401);
      expect((await refresh(rotated.refreshToken)).status).toBe(401);
    });

    it('expires access tokens after their life; a refresh still works within its own', async () => {
      const login = await auth.login('expiry@example.com');
      auth.advance(899_000);
      expect((await me(login.accessToken)).status).toBe(200);
      auth.advance(1000);
      expect((await me(login.accessToken)).status).toBe(401);
      const rotated = await refresh(login.refreshToken);
      expect(rotated.status).toBe(200);
      expect((await me((rotated.body as { accessToken: string }).accessToken)).status).toBe(200);
    });

    it('ends a session at its longest life, however often it was refreshed', async () => {
      let tokens = await auth.login('longest@example.com');
      const end = (tokens.session as { expiresAt: number }).expiresAt;
      for (let i = 0; i < 3; i += 1) {
        auth.advance(1800_000);
        const rotated = await refresh(tokens.refreshToken);
        expect(rotated.status).toBe(200);
        tokens = rotated.body as typeof tokens;
        expect(tokens.refreshTokenExpiresAt as number).toBeLessThanOrEqual(end);
      }
      auth.advance(1800_000);
      expect((await refresh(tokens.refreshToken)).status).toBe(401);
      expect((await me(tokens.accessToken)).status).toBe(401);
    });

    it('signs out: the session opens nothing after, and a second sign-out is refused', async () => {
      const login = await auth.login('signout@example.com');
      const out = await auth.call('POST', '/v1/session/sign-out', { token: login.accessToken, body: {} });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ signedOut: 1 });
      expect((await me(login.accessToken)).status).toBe(401);
      expect((await refresh(login.refreshToken)).status).toBe(401);
      expect((await auth.call('POST', '/v1/session/sign-out', { token: login.accessToken, body: {} })).status).toBe(401);
    });

    it('signs out everywhere: every session of the user ends, another user keeps hers', async () => {
      const laptop = await auth.login('everywhere@example.com');
      auth.advance(30_000);
      const phone = await auth.login('everywhere@example.com');
      const other = await auth.login('bystander@example.com');
      const out = await auth.call('POST', '/v1/session/sign-out', { token: phone.accessToken, body: { everywhere: true } });
      expect(out.body).toEqual({ signedOut: 2 });
      expect((await me(laptop.accessToken)).status).toBe(401);
      expect((await refresh(laptop.refreshToken)).status).toBe(401);
      expect((await me(other.accessToken)).status).toBe(200);
    });

    it('refuses a missing, malformed or unknown token with 401', async () => {
      const tries: Record<string, string>[] = [
        {},
        { authorization: 'Bearer nope' },
        { authorization: `Bearer wma_${'A'.repeat(43)}` },
        { authorization: 'Basic abc' },
      ];
      for (const headers of tries) {
        const answer = await auth.call('GET', '/v1/session', { headers });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Unauthorized: invalid session', field: 'authorization' });
      }
      expect((await refresh(`wmr_${'B'.repeat(43)}`)).body).toEqual({ message: 'Unauthorized: invalid session', field: 'refreshToken' });
    });
  });
}
