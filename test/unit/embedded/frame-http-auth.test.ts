// @vitest-environment node
/**
 * The frame's HTTP client of the auth service (frame/auth/http-auth.ts) against the real service (server/auth/, over
 * real sockets, codes over real SMTP to the dev inbox), driven through the frame's real handlers: an email login
 * stores the shares at the service and the session in the frame's storage; a reload resumes it, refreshing an access
 * token that ran out; a new device rebuilds the same wallet; sign-out leaves nothing and ends the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApi, AuthShareStore } from '../../../frame/auth/api';
import { localCredentialStore } from '../../../frame/auth/credentials';
import { createHttpAuth } from '../../../frame/auth/http-auth';
import { createAuthTransport } from '../../../frame/auth/transport';
import { startAuthHarness, FRAME_ORIGIN, type AuthHarness } from '../../support/auth/auth-harness';
import { TEST_DATABASES } from '../../support/data/databases';
import { frameOver } from '../../support/frame-device';
import { memoryStorage } from '../../support/memory-storage';

let service: AuthHarness;
/** The service's clock and the frame's, moved together (the frame decides when an access token has run out). */
let offset = 0;
const advance = (ms: number) => {
  offset += ms;
  service.advance(ms);
};

beforeAll(async () => {
  service = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false, now: () => Date.now() + offset });
}, 120_000);
afterAll(() => service?.stop());

/** fetch as a page of the frame's origin sends it: with its Origin (the browser's CORS is frame-http-errors.test.ts's). */
const fromFrame: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME_ORIGIN } });

type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

function httpAuth(storage: Storage, exclusive?: Exclusive): AuthApi & AuthShareStore {
  return createHttpAuth({
    transport: createAuthTransport({ authUrl: `${service.service.url}/`, fetch: fromFrame }),
    credentials: localCredentialStore(storage),
    now: () => Date.now() + offset,
    ...(exclusive ? { exclusive } : {}),
  });
}

/** A frame on a device (its storage), as a fresh page load: a new client and new handlers over that storage. */
const device = (storage = memoryStorage(), exclusive?: Exclusive) =>
  frameOver(httpAuth(storage, exclusive), storage, (email) => service.inbox.messages(email)[0]!.code!);

/** One lock shared by the frames of an origin, as the browser's Web Locks give it: tasks run one after another. */
function originLock(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => {});
    return run;
  };
}
const sessionOf = (token: string) => service.call('GET', '/v1/session', { token });
const userOf = async (frame: ReturnType<typeof device>) => {
  const reply = await frame.call('GET_USER', {});
  if (!reply.ok) throw new Error(reply.message);
  return reply.payload as { email: string; address: string };
};
let next = 0;
/** A new address per test: the 30 s throttle holds per address. */
const newEmail = () => `ada${next++}-${Date.now()}@example.com`;

describe('email login through the auth service', () => {
  it('sends a code, refuses a wrong one, and on the right one keeps the shares at the service and the session in the frame', async () => {
    const email = newEmail();
    const frame = device();
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } });
    const code = service.inbox.messages(email)[0]!.code!;
    expect(await frame.call('CONNECT_OTP', { otp: code === '000000' ? '000001' : '000000' })).toEqual({ ok: false, message: 'Invalid code' });
    expect(frame.sessions).toEqual([]);
    expect(await frame.call('CONNECT_OTP', { otp: code })).toEqual({ ok: true, payload: {} });
    const [token] = frame.sessions;
    expect(token).toMatch(/^wma_/);
    const { address } = await userOf(frame);
    expect(await userOf(frame)).toMatchObject({ email, chainId: 'eip155:1', accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' });
    expect(await service.call('GET', '/v1/shares/auth', { token: token! })).toMatchObject({ status: 200, body: { evmAddress: address } });
    // The device share and the session's tokens, in the frame origin's storage; the refresh token nowhere else.
    const keys = Array.from({ length: frame.storage.length }, (_, i) => frame.storage.key(i));
    expect(keys.sort()).toEqual([expect.stringMatching(/^wm-frame:device-share:/), 'wm-frame:session']);
    expect(JSON.stringify(frame.sessions)).not.toContain('wmr_');
  });

  it('a reload resumes the session from the app token; once the access token has run out, with a refreshed one', async () => {
    const email = newEmail();
    const first = device();
    await first.loginByEmail(email);
    const token = first.sessions[0]!;
    const { address } = await userOf(first);

    const reloaded = device(first.storage);
    expect(await reloaded.call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
    expect(reloaded.sessions).toEqual([token]);
    expect((await userOf(reloaded)).address).toBe(address);

    advance(16 * 60 * 1000);
    expect((await sessionOf(token)).status).toBe(401);
    const later = device(first.storage);
    expect(await later.call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
    const [renewed] = later.sessions;
    expect(renewed).not.toBe(token);
    expect(await sessionOf(renewed!)).toMatchObject({ status: 200, body: { user: { email } } });
    const signed = await later.call('RPC_REQUEST', { method: 'personal_sign', params: ['hello', address] });
    expect(signed).toMatchObject({ ok: true, payload: { result: expect.stringMatching(/^0x[0-9a-f]{130}$/) } });
    // The app missed the announcement and still holds the older token: it is one of this session's, so it resumes.
    expect(await device(first.storage).call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
  });

  it('two tabs resuming at once refresh once: the one that waited for the lock takes the tokens the other stored', async () => {
    const first = device();
    await first.loginByEmail(newEmail());
    const token = first.sessions[0]!;
    advance(16 * 60 * 1000);
    const lock = originLock();
    const tabs = [device(first.storage, lock), device(first.storage, lock)];
    const replies = await Promise.all(tabs.map((tab) => tab.call('IS_CONNECTED', { token })));
    expect(replies).toEqual([
      { ok: true, payload: { isConnected: true } },
      { ok: true, payload: { isConnected: true } },
    ]);
    // Both announce the one new token; a second refresh with the spent token would have ended the session.
    expect(tabs[1]!.sessions).toEqual(tabs[0]!.sessions);
    expect((await sessionOf(tabs[0]!.sessions[0]!)).status).toBe(200);
  });

  it('a device without the device share and a stranger token are not connected', async () => {
    const first = device();
    await first.loginByEmail(newEmail());
    const token = first.sessions[0]!;
    expect(await device().call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
    expect(await device(first.storage).call('IS_CONNECTED', { token: `wma_${'A'.repeat(43)}` })).toEqual({ ok: true, payload: { isConnected: false } });
  });

  it('a new device logs in with the same email and rebuilds the same wallet from the auth and recovery shares', async () => {
    const email = newEmail();
    const first = device();
    await first.loginByEmail(email);
    const original = await userOf(first);
    advance(31_000);
    const second = device();
    expect(await second.loginByEmail(email)).toEqual({ ok: true, payload: {} });
    expect(await userOf(second)).toEqual(original);
    await second.call('SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    await first.call('SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect((await userOf(second)).address).toBe((await userOf(first)).address);
    expect(second.sessions[0]).not.toBe(first.sessions[0]);
  });

  it('sign-out forgets everything first, then ends the session at the service', async () => {
    const frame = device();
    await frame.loginByEmail(newEmail());
    const token = frame.sessions[0]!;
    const keys = frame.state.keys!;
    expect(await frame.call('SIGN_OUT', {})).toEqual({ ok: true, payload: {} });
    expect([...keys.evm, ...keys.solana].every((byte) => byte === 0)).toBe(true);
    expect(frame.storage.length).toBe(0);
    expect(frame.sessions.at(-1)).toBeNull();
    expect((await sessionOf(token)).status).toBe(401);
    expect(await device(frame.storage).call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
    expect(frame.logged).toEqual([]);
  });

  it('sign-out of a reloaded frame that never resumed still ends the session this device keeps, refreshing to do it', async () => {
    const email = newEmail();
    const frame = device();
    await frame.loginByEmail(email);
    advance(16 * 60 * 1000);
    const reloaded = device(frame.storage);
    expect(await reloaded.call('SIGN_OUT', {})).toEqual({ ok: true, payload: {} });
    expect(frame.storage.length).toBe(0);
    expect(reloaded.logged).toEqual([]);
    // Ended at the service, not merely forgotten here.
    const sessions = await service.db.query<{ revoked_at: string | null }>(
      'select s.revoked_at from auth_sessions s join auth_users u on u.id = s.user_id where u.email = $1',
      [email],
    );
    expect(sessions.map((row) => row.revoked_at !== null)).toEqual([true]);
  });
});
