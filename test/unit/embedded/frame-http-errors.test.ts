// @vitest-environment node
/**
 * How the frame's HTTP client of the auth service fails: in SPEC §8's words where SPEC has them (the throttle, an
 * invalid email, an origin the service does not allow), in the service's for its code rules, in ours for a service
 * out of reach or too slow, and as 'An error occurred' (logged) for an answer it cannot read. Also what it keeps:
 * the stored session is parsed like any outside input, and a login whose keys cannot be unlocked leaves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentialStore } from '../../../frame/auth/credentials';
import { createHttpAuth } from '../../../frame/auth/http-auth';
import { createAuthTransport } from '../../../frame/auth/transport';
import { startAuthHarness, FRAME_ORIGIN, type AuthHarness } from '../../support/auth/auth-harness';
import { TEST_DATABASES } from '../../support/data/databases';
import { frameOver } from '../../support/frame-device';
import { memoryStorage } from '../../support/memory-storage';

let service: AuthHarness;
beforeAll(async () => {
  service = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false });
}, 120_000);
afterAll(() => service?.stop());

/**
 * fetch as Chromium runs it for a page of `origin` (credentials omitted): its Origin sent, and an answer whose
 * Access-Control-Allow-Origin is neither that origin nor '*' unreadable (a TypeError: the browser gives no reason).
 */
const browserFetch =
  (origin: string): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } });
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== origin && allowed !== '*') throw new TypeError('Failed to fetch');
    return response;
  };

const clientOf = (authUrl: string, send: typeof fetch = browserFetch(FRAME_ORIGIN), storage = memoryStorage(), timeoutMs?: number) =>
  createHttpAuth({
    transport: createAuthTransport({ authUrl, fetch: send, ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
    credentials: localCredentialStore(storage),
  });
/** A well-formed stored session of user u1, as the frame's credential store keeps it. */
const storedSession = (email: string | null) => ({
  userId: 'u1',
  email,
  accessToken: `wma_${'a'.repeat(43)}`,
  accessTokenExpiresAt: 1,
  refreshToken: `wmr_${'b'.repeat(43)}`,
  refreshTokenExpiresAt: 2,
  earlier: [],
});
const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => `${error.name}: ${error.message}`,
  );
let next = 0;
const newEmail = () => `bob${next++}-${Date.now()}@example.com`;

/** A server that answers every request with `answer` (or never, when it is null). */
async function fakeService(answer: ((res: import('node:http').ServerResponse) => void) | null): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => answer?.(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const stop = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

describe('refusals in words', () => {
  it('the throttle: a second code within 30 s is refused with SPEC words, n rounded up', async () => {
    const auth = clientOf(service.service.url);
    const email = newEmail();
    expect(await auth.startEmailLogin(email)).toBe('VERIFY_OTP');
    expect(await messageOf(auth.startEmailLogin(email))).toMatch(/^Refusal: Please try again after (2\d|30) seconds$/);
  });

  it('an invalid email, as the service checks it', async () => {
    expect(await messageOf(clientOf(service.service.url).startEmailLogin('not-an-email'))).toBe('Refusal: Invalid email');
  });

  it('five wrong codes kill the code: the right one opens nothing after', async () => {
    const email = newEmail();
    const frame = frameOver(clientOf(service.service.url), memoryStorage(), () => '');
    await frame.call('CONNECT_EMAIL', { email });
    const code = service.inbox.messages(email)[0]!.code!;
    const wrong = code === '999999' ? '999998' : '999999';
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await frame.call('CONNECT_OTP', { otp: wrong }));
    expect(replies.map((r) => (r.ok ? 'ok' : r.message))).toEqual([...Array(4).fill('Invalid code'), 'This code is no longer valid: request a new one']);
    expect(await frame.call('CONNECT_OTP', { otp: code })).toEqual({ ok: false, message: 'This code is no longer valid: request a new one' });
    expect(frame.sessions).toEqual([]);
  });

  it('an origin the service does not allow: SPEC words, whether the browser hides the refusal or not', async () => {
    const other = 'https://other-frame.example';
    expect(await messageOf(clientOf(service.service.url, browserFetch(other)).startEmailLogin(newEmail()))).toBe('Refusal: Unauthorized: origin not allowed');
    const readable: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: other } });
    expect(await messageOf(clientOf(service.service.url, readable).startEmailLogin(newEmail()))).toBe('Refusal: Unauthorized: origin not allowed');
  });

  it('a service out of reach, and one too slow', async () => {
    const down = await fakeService(() => {});
    await stop(down.server);
    expect(await messageOf(clientOf(down.url).startEmailLogin(newEmail()))).toBe('Refusal: The login service could not be reached');
    // Up and allowing this origin, but the one request lost on the way: not an origin refusal.
    let lost = 0;
    const flaky: typeof fetch = (input, init) => (lost++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : browserFetch(FRAME_ORIGIN)(input, init));
    expect(await messageOf(clientOf(service.service.url, flaky).startEmailLogin(newEmail()))).toBe('Refusal: The login service could not be reached');
    const silent = await fakeService(null);
    try {
      expect(await messageOf(clientOf(silent.url, browserFetch(FRAME_ORIGIN), memoryStorage(), 200).startEmailLogin(newEmail()))).toBe(
        'Refusal: The embedded wallet did not answer in time',
      );
    } finally {
      await stop(silent.server);
    }
  });

  it('an answer it cannot read is an internal error: "An error occurred" to the app, the reason to the log', async () => {
    const odd = await fakeService((res) => res.writeHead(200, { 'access-control-allow-origin': FRAME_ORIGIN }).end('{"action":"SHOW_SECRETS"}'));
    const broken = await fakeService((res) => res.writeHead(500, { 'access-control-allow-origin': FRAME_ORIGIN }).end('<html>oops</html>'));
    try {
      for (const url of [odd.url, broken.url]) {
        const frame = frameOver(clientOf(url), memoryStorage(), () => '');
        expect(await frame.call('CONNECT_EMAIL', { email: newEmail() })).toEqual({ ok: false, message: 'An error occurred' });
        expect(String(frame.logged[0])).toMatch(/auth service/);
      }
    } finally {
      await Promise.all([stop(odd.server), stop(broken.server)]);
    }
  });
});

describe('what the frame keeps', () => {
  it('reads its stored session like outside input: tampered or foreign records are no session', () => {
    const storage = memoryStorage();
    const store = localCredentialStore(storage);
    const record = storedSession('a@example.com');
    store.put(record);
    expect(store.get()).toEqual(record);
    for (const bad of [
      '{',
      '{"__proto__":{"x":1}}',
      JSON.stringify({ ...record, version: '1', refreshToken: 'stolen' }),
      JSON.stringify({ ...record, version: '1', more: 1 }),
    ]) {
      storage.setItem('wm-frame:session', bad);
      expect(store.get()).toBeNull();
    }
    store.clear();
    expect(storage.length).toBe(0);
  });

  it('keeps the session in memory where the browser blocks storage', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    const store = localCredentialStore(blocked);
    const record = storedSession(null);
    store.put(record);
    expect(store.get()).toEqual(record);
  });

  it('a login whose keys cannot be unlocked (no key-encryption key at the service) answers why and leaves no session', async () => {
    const bare = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false, keyEncryptionKey: undefined });
    try {
      const email = newEmail();
      const storage = memoryStorage();
      const frame = frameOver(clientOf(bare.service.url, browserFetch(FRAME_ORIGIN), storage), storage, () => bare.inbox.messages(email)[0]!.code!);
      expect(await frame.loginByEmail(email)).toEqual({ ok: false, message: 'Not enabled' });
      expect(frame.sessions).toEqual([]);
      expect(storage.length).toBe(0);
      const rows = await bare.db.query<{ revoked_at: string | null }>('select revoked_at from auth_sessions');
      expect(rows.map((row) => row.revoked_at !== null)).toEqual([true]);
    } finally {
      await bare.stop();
    }
  }, 30_000);
});
