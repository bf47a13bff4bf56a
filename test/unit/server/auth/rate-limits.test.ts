// @vitest-environment node
/**
 * Issue 21 point 1's rate limits, counted in the database on both databases, over real sockets from several loopback
 * client addresses: code requests per client address and per email address (neither a mailbox nor the SMTP server can
 * be flooded), code checks per client address and per email address (a code cannot be guessed from many clients),
 * email changes per user and per address named, each a 429 with Retry-After, and the window passing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type Answer, type AuthHarness } from '../../../support/auth/auth-harness';

function expectLimited(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`auth rate limits on ${database.label}`, () => {
    let auth: AuthHarness;
    beforeAll(async () => {
      auth = await startAuthHarness(database, {
        rateLimits: {
          codeRequest: { client: 3, account: 2, windowSeconds: 3600 },
          codeCheck: { client: 4, account: 3, windowSeconds: 600 },
          changeRequest: { client: 30, account: 2, windowSeconds: 3600 },
          shares: false,
        },
      });
    }, 120_000);
    afterAll(() => auth?.stop());

    const ask = (email: string, from: string) => auth.call('POST', '/v1/email/code', { body: { email }, from });
    const check = (email: string, otp: string, from: string) => auth.call('POST', '/v1/email/verify', { body: { email, otp }, from });

    it('limits code requests per client address; another address is not affected', async () => {
      for (const n of [1, 2, 3]) expect((await ask(`client${n}@example.com`, '127.0.0.21')).status).toBe(200);
      expectLimited(await ask('client4@example.com', '127.0.0.21'));
      expect(auth.inbox.messages('client4@example.com')).toEqual([]);
      expect((await ask('client4@example.com', '127.0.0.22')).status).toBe(200);
    });

    it('limits code requests per email address, whichever client asks', async () => {
      expect((await ask('flood@example.com', '127.0.0.31')).status).toBe(200);
      auth.advance(30_000);
      expect((await ask('flood@example.com', '127.0.0.32')).status).toBe(200);
      auth.advance(30_000);
      expectLimited(await ask('flood@example.com', '127.0.0.33'));
      expect(auth.inbox.messages('flood@example.com')).toHaveLength(2);
    });

    it('limits code checks per client address, across email addresses', async () => {
      for (const n of [1, 2, 3, 4]) expect((await check(`guess${n}@example.com`, '123456', '127.0.0.41')).status).toBe(401);
      expectLimited(await check('guess5@example.com', '123456', '127.0.0.41'));
      expect((await check('guess5@example.com', '123456', '127.0.0.42')).status).toBe(401);
    });

    it('limits code checks per email address across clients: past it even the right code waits for the window', async () => {
      const code = await auth.requestCode('target@example.com', { from: '127.0.0.50' });
      const wrong = code === '999999' ? '888888' : '999999';
      for (const from of ['127.0.0.51', '127.0.0.52', '127.0.0.53']) expect((await check('target@example.com', wrong, from)).status).toBe(401);
      expectLimited(await check('target@example.com', code, '127.0.0.54'));
      auth.advance(600_000);
      expect((await check('target@example.com', code, '127.0.0.54')).status).toBe(401);
      auth.advance(30_000);
      const fresh = await auth.requestCode('target@example.com', { from: '127.0.0.55' });
      expect((await check('target@example.com', fresh, '127.0.0.55')).status).toBe(200);
    });

    it('limits email changes per user, and per address named whoever names it', async () => {
      const change = (token: string, email: string) => auth.call('POST', '/v1/email/change', { token, body: { email }, from: '127.0.0.60' });
      const [one, two] = [await auth.login('mover1@example.com'), await auth.login('mover2@example.com')];
      expect((await change(one.accessToken, 'dest@example.com')).status).toBe(200);
      auth.advance(30_000);
      expect((await change(one.accessToken, 'dest@example.com')).status).toBe(200);
      auth.advance(30_000);
      expectLimited(await change(one.accessToken, 'elsewhere@example.com'));
      // Another user's first change, to the address named twice already.
      expectLimited(await change(two.accessToken, 'dest@example.com'));
      expect((await change(two.accessToken, 'free@example.com')).status).toBe(200);
    });
  });
}
