// @vitest-environment node
/**
 * Issue 21 point 5's key shares in the auth service, on both databases: the auth share is written once per user and
 * read by any live session of that user; the recovery share is stored sealed under the key-encryption key (the
 * database holds no share in the clear), replaceable until the auth share exists, and released once per login within
 * the window after it, never to a later read, an older login or a refreshed session; without a key-encryption key
 * the recovery routes do not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const RECORD = { share: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=', evmAddress: `0x${'ab'.repeat(20)}`, solanaAddress: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' };
const RECOVERY = 'cmVjb3Zlcnktc2hhcmUtb2YtdGhlLXdhbGxldA';

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`key shares on ${database.label}`, () => {
    let auth: AuthHarness;
    beforeAll(async () => {
      auth = await startAuthHarness(database, { rateLimits: false, sessions: { recoveryWindowSeconds: 120 } });
    }, 120_000);
    afterAll(() => auth?.stop());

    const readRecovery = (token: string) => auth.call('POST', '/v1/shares/recovery/read', { token, body: {} });

    it('first login: no recovery share yet (204), then recovery and auth shares are written; the auth share once', async () => {
      const login = await auth.login('first@example.com');
      expect((await readRecovery(login.accessToken)).status).toBe(204);
      expect((await auth.call('GET', '/v1/shares/auth', { token: login.accessToken })).status).toBe(404);
      expect((await auth.call('PUT', '/v1/shares/recovery', { token: login.accessToken, body: { share: 'Zmlyc3QtdHJ5LXJlY292ZXJ5' } })).status).toBe(204);
      // Replaceable while the wallet is not committed (a first login that failed half-way starts over).
      expect((await auth.call('PUT', '/v1/shares/recovery', { token: login.accessToken, body: { share: RECOVERY } })).status).toBe(204);
      expect((await auth.call('PUT', '/v1/shares/auth', { token: login.accessToken, body: RECORD })).status).toBe(204);
      const again = await auth.call('PUT', '/v1/shares/auth', { token: login.accessToken, body: { ...RECORD, share: 'b3RoZXItc2hhcmUtb2YtMzI=' } });
      expect(again).toMatchObject({ status: 409, body: { message: 'The auth share is stored already', field: 'share' } });
      expect((await auth.call('PUT', '/v1/shares/recovery', { token: login.accessToken, body: { share: 'bGF0ZS1yZWNvdmVyeS1zaGFyZQ' } })).status).toBe(409);
      expect(await auth.call('GET', '/v1/shares/auth', { token: login.accessToken })).toMatchObject({ status: 200, body: RECORD });
    });

    it('keeps the recovery share sealed: the database holds neither it nor its base64', async () => {
      const rows = await auth.db.query<{ kind: string; share: string }>(
        "select s.kind, s.share from auth_key_shares s join auth_users u on u.id = s.user_id where u.email = 'first@example.com' order by s.kind",
      );
      expect(rows.map((r) => r.kind)).toEqual(['auth', 'recovery']);
      const sealed = rows[1]!.share;
      expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
      expect(sealed).not.toContain(RECOVERY);
      expect(sealed).not.toContain(Buffer.from(RECOVERY, 'base64').toString('utf8'));
    });

    it('a new login releases the recovery share once, within the window; a refreshed session gets no second read', async () => {
      auth.advance(30_000);
      const login = await auth.login('first@example.com');
      expect(await readRecovery(login.accessToken)).toMatchObject({ status: 200, body: { share: RECOVERY } });
      const twice = await readRecovery(login.accessToken);
      expect(twice).toMatchObject({ status: 403, body: { message: 'The recovery share is released once, right after a login' } });
      const refreshed = await auth.call('POST', '/v1/session/refresh', { body: { refreshToken: login.refreshToken } });
      expect((await readRecovery((refreshed.body as { accessToken: string }).accessToken)).status).toBe(403);
      expect((await auth.call('GET', '/v1/shares/auth', { token: (refreshed.body as { accessToken: string }).accessToken })).status).toBe(200);
    });

    it('refuses the recovery share to a login older than the window', async () => {
      auth.advance(30_000);
      const login = await auth.login('first@example.com');
      auth.advance(120_001);
      expect((await readRecovery(login.accessToken)).status).toBe(403);
    });

    it("gives a user none of another user's shares", async () => {
      auth.advance(30_000);
      const other = await auth.login('other@example.com');
      expect((await auth.call('GET', '/v1/shares/auth', { token: other.accessToken })).status).toBe(404);
      expect((await readRecovery(other.accessToken)).status).toBe(204);
    });

    it('answers the share routes only to a signed-in session', async () => {
      for (const [method, path] of [
        ['GET', '/v1/shares/auth'],
        ['PUT', '/v1/shares/auth'],
        ['PUT', '/v1/shares/recovery'],
        ['POST', '/v1/shares/recovery/read'],
      ] as const) {
        expect((await auth.call(method, path, { body: { share: RECOVERY } })).status).toBe(401);
      }
    });
  });
}

describe('without a key-encryption key', () => {
  let auth: AuthHarness;
  beforeAll(async () => {
    auth = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false, keyEncryptionKey: undefined });
  }, 120_000);
  afterAll(() => auth?.stop());

  it('has no recovery routes; the auth share still works', async () => {
    const login = await auth.login('nokek@example.com');
    expect((await auth.call('PUT', '/v1/shares/recovery', { token: login.accessToken, body: { share: RECOVERY } })).status).toBe(404);
    expect((await auth.call('POST', '/v1/shares/recovery/read', { token: login.accessToken, body: {} })).status).toBe(404);
    expect((await auth.call('PUT', '/v1/shares/auth', { token: login.accessToken, body: RECORD })).status).toBe(204);
  });
});
