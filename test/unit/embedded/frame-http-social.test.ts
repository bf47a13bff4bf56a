// @vitest-environment node
/**
 * The frame's social login over HTTP (frame/auth/http-auth.ts, social-flows.ts) against the real auth service and the
 * dev OpenID provider (dev/openid-provider.ts), driven through the frame's real handlers: GET_SOCIAL_REDIRECT_URI
 * starts the login and keeps its flow token in the frame; while the provider's pages are walked (as the popup would,
 * over HTTP) CONNECT_SOCIAL asks the service until the popup is back, then signs in with a social session that a reload
 * resumes. A refusal at the provider comes back in the service's words; a page the frame did not start, or one claimed
 * already, is refused; the claim stops at its limit, and a session claimed past it is ended at the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApi, AuthShareStore } from '../../../frame/auth/api';
import { localCredentialStore } from '../../../frame/auth/credentials';
import { createHttpAuth, type HttpAuthOptions } from '../../../frame/auth/http-auth';
import { createAuthTransport, type AuthTransport } from '../../../frame/auth/transport';
import { FRAME_ORIGIN } from '../../support/auth/auth-harness';
import { walkToCallback } from '../../support/auth/openid-walk';
import { startSocialHarness, type SocialHarness } from '../../support/auth/social-harness';
import { TEST_DATABASES } from '../../support/data/databases';
import { frameOver } from '../../support/frame-device';
import { memoryStorage } from '../../support/memory-storage';

let service: SocialHarness;
beforeAll(async () => {
  service = await startSocialHarness(TEST_DATABASES[0]!, { rateLimits: false });
}, 120_000);
afterAll(() => service?.stop());

const fromFrame: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME_ORIGIN } });

/** The transport the frame uses, counting its asks of /v1/social/complete. */
function countingTransport(onComplete: () => void = () => {}): AuthTransport & { claims: number } {
  const inner = createAuthTransport({ authUrl: service.service.url, fetch: fromFrame });
  const counted = {
    claims: 0,
    call: ((method, path, options) => {
      if (path === '/v1/social/complete') {
        counted.claims += 1;
        onComplete();
      }
      return inner.call(method, path, options);
    }) as AuthTransport['call'],
  };
  return counted;
}

function device(options: Partial<HttpAuthOptions> = {}, storage = memoryStorage()) {
  const auth: AuthApi & AuthShareStore = createHttpAuth({ transport: countingTransport(), credentials: localCredentialStore(storage), ...options });
  return frameOver(auth, storage, () => {
    throw new Error('a social login mails no code');
  });
}

async function redirectUri(frame: ReturnType<typeof device>, provider: 'google' | 'github' = 'google'): Promise<string> {
  const reply = await frame.call('GET_SOCIAL_REDIRECT_URI', { provider });
  if (!reply.ok) throw new Error(reply.message);
  return (reply.payload as { uri: string }).uri;
}

/** The popup's part: the provider's pages walked, then the service's callback page visited. */
async function popup(uri: string, walk: Parameters<typeof walkToCallback>[1] = {}): Promise<number> {
  return (await service.callback(await walkToCallback(uri, walk))).status;
}

describe('social login through the frame, on the auth service', () => {
  it('claims the login once the popup is back, signs in with the social session, and a reload resumes it', async () => {
    const frame = device();
    const uri = await redirectUri(frame, 'github');
    expect(new URL(uri).origin).toBe(service.provider.issuer);
    // Nothing of the flow token reaches the app: the page it gets opens the provider's login, nothing more.
    expect(JSON.stringify(frame.sessions)).toBe('[]');

    const claim = frame.call('CONNECT_SOCIAL', { uri });
    expect(await popup(uri, { login: 'bob@example.test' })).toBe(200);
    const reply = await claim;
    expect(reply).toMatchObject({ ok: true, payload: { email: 'bob@example.test', userName: 'bob', accounts: [{ type: 'eoa' }] } });
    const { address } = (reply as { payload: { address: string } }).payload;
    expect(frame.state.session).toMatchObject({ provider: 'github', email: 'bob@example.test', userName: 'bob', fresh: true });
    const [token] = frame.sessions;
    expect(await service.call('GET', '/v1/session', { token: token! })).toMatchObject({
      status: 200,
      body: { user: { provider: 'github', userName: 'bob' }, session: { method: 'social' } },
    });
    // Stored as an email login's session is: the refresh token in the frame's storage, never announced.
    expect(frame.storage.getItem('wm-frame:session')).toContain('wmr_');
    expect(JSON.stringify(frame.sessions)).not.toContain('wmr_');

    const reloaded = device({}, frame.storage);
    expect(await reloaded.call('IS_CONNECTED', { token: token! })).toEqual({ ok: true, payload: { isConnected: true } });
    expect(reloaded.state.session).toMatchObject({ provider: 'github', userName: 'bob', fresh: false });
    expect(await reloaded.call('GET_USER', {})).toMatchObject({ ok: true, payload: { address } });
  });

  it('the same person by the same provider gets the same wallet on a new device', async () => {
    const first = device();
    const uri = await redirectUri(first);
    const claim = first.call('CONNECT_SOCIAL', { uri });
    await popup(uri);
    const { payload } = (await claim) as { payload: { address: string } };
    const second = device();
    const again = await redirectUri(second);
    const secondClaim = second.call('CONNECT_SOCIAL', { uri: again });
    await popup(again);
    expect(await secondClaim).toMatchObject({ ok: true, payload: { address: payload.address, email: 'alice@example.test' } });
  });

  it('a refusal at the provider is the service’s words, and nothing is stored', async () => {
    const frame = device();
    const uri = await redirectUri(frame);
    const claim = frame.call('CONNECT_SOCIAL', { uri });
    expect(await popup(uri, { answer: 'deny' })).toBe(400);
    expect(await claim).toEqual({ ok: false, message: 'The sign-in was cancelled' });
    expect(frame.sessions).toEqual([]);
    expect(frame.storage.length).toBe(0);
  });

  it('refuses a page it did not start, and one already claimed', async () => {
    const frame = device();
    const started = await service.start('google');
    // The service's own page, started by someone else: the frame holds no flow for it.
    expect(await frame.call('CONNECT_SOCIAL', { uri: started.uri })).toEqual({ ok: false, message: 'Action not allowed' });
    const uri = await redirectUri(frame);
    const claim = frame.call('CONNECT_SOCIAL', { uri });
    expect(await frame.call('CONNECT_SOCIAL', { uri })).toEqual({ ok: false, message: 'Action not allowed' });
    await popup(uri);
    expect(await claim).toMatchObject({ ok: true });
    expect(await frame.call('CONNECT_SOCIAL', { uri })).toEqual({ ok: false, message: 'Action not allowed' });
  });

  it('keeps a few started logins and forgets the oldest', async () => {
    const frame = device();
    const uris = [];
    for (let i = 0; i < 5; i += 1) uris.push(await redirectUri(frame));
    expect(await frame.call('CONNECT_SOCIAL', { uri: uris[0]! })).toEqual({ ok: false, message: 'Action not allowed' });
    const claim = frame.call('CONNECT_SOCIAL', { uri: uris[1]! });
    await popup(uris[1]!);
    expect(await claim).toMatchObject({ ok: true });
  });

  it('stops asking at its limit when the popup never comes back, at the pace it was given', async () => {
    const transport = countingTransport();
    const storage = memoryStorage();
    const frame = frameOver(
      createHttpAuth({ transport, credentials: localCredentialStore(storage), socialPoll: { pollMs: 50, limitMs: 400 } }),
      storage,
      () => '',
    );
    const uri = await redirectUri(frame);
    const started = Date.now();
    expect(await frame.call('CONNECT_SOCIAL', { uri })).toEqual({ ok: false, message: 'The embedded wallet did not answer in time' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(transport.claims).toBeGreaterThanOrEqual(2);
    expect(transport.claims).toBeLessThanOrEqual(400 / 50 + 2);
    // The login is spent in the frame: the popup coming back later opens nothing here.
    expect(await popup(uri)).toBe(200);
    expect(await frame.call('CONNECT_SOCIAL', { uri })).toEqual({ ok: false, message: 'Action not allowed' });
  });

  it('a session claimed after the limit is ended at the service, not kept', async () => {
    // The frame's clock moves a second at each ask: the first answer already comes after the limit.
    let clock = Date.now();
    const transport = countingTransport(() => {
      clock += 1000;
    });
    const storage = memoryStorage();
    const frame = frameOver(
      createHttpAuth({ transport, credentials: localCredentialStore(storage), now: () => clock, socialPoll: { pollMs: 10, limitMs: 500 } }),
      storage,
      () => '',
    );
    const uri = await redirectUri(frame);
    await popup(uri);
    expect(await frame.call('CONNECT_SOCIAL', { uri })).toEqual({ ok: false, message: 'The embedded wallet did not answer in time' });
    expect(frame.sessions).toEqual([]);
    expect(storage.length).toBe(0);
    const sessions = await service.db.query<{ revoked: boolean }>(
      `select s.revoked_at is not null as revoked from auth_sessions s join auth_social_identities i on i.user_id = s.user_id
       where s.method = 'social' order by s.created_at desc limit 1`,
    );
    expect(sessions).toEqual([{ revoked: true }]);
  });
});
