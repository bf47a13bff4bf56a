// @vitest-environment node
/**
 * SPEC §4's email change through the frame (frame/handlers.ts over frame/auth/http-auth.ts) against the real auth
 * service, the codes read from the dev inbox: UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP with the code sent to the current
 * address, UPDATE_EMAIL_SECONDARY_OTP with the one sent to the new; then the frame's user, its stored session and a
 * login with the new address on a new device all say the new address, with the same wallet. The service's refusals
 * come back in its words; an access token that ran out meanwhile is refreshed first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentialStore } from '../../../frame/auth/credentials';
import { createHttpAuth } from '../../../frame/auth/http-auth';
import { createAuthTransport } from '../../../frame/auth/transport';
import { startAuthHarness, FRAME_ORIGIN, type AuthHarness } from '../../support/auth/auth-harness';
import { TEST_DATABASES } from '../../support/data/databases';
import { frameOver } from '../../support/frame-device';
import { memoryStorage } from '../../support/memory-storage';

let service: AuthHarness;
let offset = 0;
beforeAll(async () => {
  service = await startAuthHarness(TEST_DATABASES[0]!, { rateLimits: false, now: () => Date.now() + offset });
}, 120_000);
afterAll(() => service?.stop());

const fromFrame: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME_ORIGIN } });
const codeTo = (email: string) => service.inbox.messages(email)[0]!.code!;

function device(storage = memoryStorage()) {
  const auth = createHttpAuth({
    transport: createAuthTransport({ authUrl: service.service.url, fetch: fromFrame }),
    credentials: localCredentialStore(storage),
    now: () => Date.now() + offset,
  });
  return frameOver(auth, storage, codeTo);
}

let next = 0;
const newEmail = (label: string) => `${label}${next++}-${Date.now()}@example.com`;

async function loggedIn(email: string) {
  const frame = device();
  expect(await frame.loginByEmail(email)).toEqual({ ok: true, payload: {} });
  return frame;
}

describe('email change through the frame, on the auth service', () => {
  it('moves the account to the new address with both codes; the same wallet answers a login with it', async () => {
    const [from, to] = [newEmail('from'), newEmail('to')];
    const frame = await loggedIn(from);
    const before = (await frame.call('GET_USER', {})) as { ok: true; payload: { address: string } };

    expect(await frame.call('UPDATE_EMAIL', { email: to })).toEqual({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } });
    expect(await frame.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: codeTo(from) })).toEqual({ ok: true, payload: {} });
    expect(await frame.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: codeTo(to) })).toEqual({ ok: true, payload: { newEmail: to } });
    expect(await frame.call('GET_USER', {})).toMatchObject({ ok: true, payload: { email: to, address: before.payload.address } });
    expect(JSON.parse(frame.storage.getItem('wm-frame:session')!)).toMatchObject({ email: to });

    // A reload reads the new address from the service.
    const reloaded = device(frame.storage);
    expect(await reloaded.call('IS_CONNECTED', { token: frame.sessions[0]! })).toEqual({ ok: true, payload: { isConnected: true } });
    expect(await reloaded.call('GET_USER', {})).toMatchObject({ ok: true, payload: { email: to } });

    const elsewhere = await loggedIn(to);
    expect(await elsewhere.call('GET_USER', {})).toMatchObject({ ok: true, payload: { email: to, address: before.payload.address } });
  });

  it('passes the service’s refusals on: a wrong code, the throttle, an address that is taken', async () => {
    const from = newEmail('refused');
    const taken = newEmail('taken');
    await loggedIn(taken);
    const frame = await loggedIn(from);
    expect(await frame.call('UPDATE_EMAIL', { email: taken })).toEqual({ ok: false, message: 'This email belongs to another account' });
    expect(await frame.call('UPDATE_EMAIL', { email: newEmail('free') })).toMatchObject({ ok: true });
    const code = codeTo(from);
    expect(await frame.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: code === '000000' ? '000001' : '000000' })).toEqual({ ok: false, message: 'Invalid code' });
    expect(await frame.call('UPDATE_EMAIL', { email: newEmail('again') })).toEqual({
      ok: false,
      message: expect.stringMatching(/^Please try again after \d+ seconds$/),
    });
    // The code asked for first is still the live one: the refused request changed nothing.
    expect(await frame.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: code })).toEqual({ ok: true, payload: {} });
  });

  it('refreshes an access token that ran out before asking, and refuses once the session is over', async () => {
    const from = newEmail('late');
    const frame = await loggedIn(from);
    offset += 16 * 60 * 1000;
    expect(await frame.call('UPDATE_EMAIL', { email: newEmail('later') })).toEqual({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } });

    const other = await loggedIn(newEmail('ended'));
    const token = JSON.parse(other.storage.getItem('wm-frame:session')!).accessToken as string;
    expect((await service.call('POST', '/v1/session/sign-out', { token, body: {} })).status).toBe(200);
    expect(await other.call('UPDATE_EMAIL', { email: newEmail('never') })).toEqual({ ok: false, message: 'Unauthorized: invalid session' });
    // Signed out in the frame: nothing to change.
    await other.call('SIGN_OUT', {});
    expect(await other.call('UPDATE_EMAIL', { email: newEmail('never') })).toMatchObject({ ok: false });
  });
});
