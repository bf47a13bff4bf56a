/**
 * SPEC §4's email login through the client's actions (client/actions/embedded/), against the real frame: the code
 * view, a wrong code, the account of both namespaces with its user, SPEC §3's storage and its clearing on disconnect
 * (SPEC §4), SPEC §5's 30 s throttle, and SPEC §8's alerts and words when the frame or the account cannot be read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { disconnect } from '../../../src/client/actions/disconnect';
import { resendEmailCode, startEmailLogin, verifyEmailOtp } from '../../../src/client/actions/embedded/email-login';
import { CONNECTED_CONNECTOR_IDS, RECENT_WALLETS } from '../../../src/client/persisted';
import { SOCIAL_PROVIDER, WALLET_EMAIL, WALLET_SESSION_TOKEN, WALLET_USERNAME } from '../../../src/client/persisted-embedded';
import type { FrameLink } from '../../../src/connectors/embedded/connectors';
import { FrameLoadError, FrameReplyError } from '../../../src/errors/frame';
import { accountAtoms } from '../../../src/state/account';
import { emailLoginAtom, lastEmailLoginAtom } from '../../../src/state/embedded-login';
import { currentRouteAtom } from '../../../src/state/router';
import { toastsAtom } from '../../../src/state/toasts';
import { readStorage, writeStorage } from '../../../src/storage/storage';
import { alertCodes, embeddedClient } from '../../support/embedded-client';
import { frameLoopback, type FrameLoopback } from '../../support/frame-loopback';
import { createMemoryAuth, type MemoryAuth } from '../../support/memory-auth';

const EMAIL = 'ada@example.com';
let auth: MemoryAuth;
let frame: FrameLoopback;
beforeEach(async () => {
  localStorage.clear();
  auth = await createMemoryAuth();
  frame = frameLoopback(auth);
});

const lastCode = () => auth.outbox.at(-1)!.code;
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('email login (SPEC §4)', () => {
  it('sends a code, shows the code view, refuses a wrong code there, then connects both namespaces with the user', async () => {
    const { ctx, events } = embeddedClient(frame.open);
    await startEmailLogin(ctx, ` ${EMAIL} `);
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'EmailVerifyOtp', email: EMAIL });
    expect(ctx.store.get(emailLoginAtom)).toEqual({ email: EMAIL, status: 'code' });

    await expect(verifyEmailOtp(ctx, wrong(lastCode()))).rejects.toMatchObject({ shortMessage: 'Invalid code' });
    expect(ctx.store.get(emailLoginAtom)).toMatchObject({ status: 'idle', error: { shortMessage: 'Invalid code' } });
    expect(ctx.store.get(currentRouteAtom)?.view).toBe('EmailVerifyOtp');

    await verifyEmailOtp(ctx, lastCode());
    const keys = frame.state().keys!;
    expect(ctx.store.get(accountAtoms.eip155)).toMatchObject({ status: 'connected', address: keys.evmAddress, user: { email: EMAIL } });
    expect(ctx.store.get(accountAtoms.solana)).toMatchObject({ status: 'connected', address: keys.solanaAddress, user: { email: EMAIL } });
    expect(ctx.store.get(accountAtoms.eip155)).not.toHaveProperty('socialProvider');
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect(ctx.store.get(emailLoginAtom)).toBeUndefined();
    // 'Authenticating...' was a loading toast while the code was checked; it is gone once connected.
    expect(ctx.store.get(toastsAtom).filter((t) => t.variant === 'loading')).toEqual([]);
    expect(events.filter((e) => e.type === 'connect').map((e) => e.detail.namespace)).toEqual(['eip155', 'solana']);

    // SPEC §3: the session token and the email under the wallet's prefix; the login is not a recent wallet.
    expect(readStorage(WALLET_EMAIL)).toBe(EMAIL);
    expect(readStorage(WALLET_SESSION_TOKEN)).toMatch(/^\S+$/);
    expect(readStorage(CONNECTED_CONNECTOR_IDS)).toEqual({ eip155: 'embedded', solana: 'embedded' });
    expect(readStorage(RECENT_WALLETS) ?? []).not.toContain('embedded');
  });

  it('disconnecting one namespace ends the login for both and clears what storage kept of it (SPEC §4)', async () => {
    const { ctx, events } = embeddedClient(frame.open);
    await startEmailLogin(ctx, EMAIL);
    await verifyEmailOtp(ctx, lastCode());
    await disconnect(ctx, 'solana');
    expect(ctx.store.get(accountAtoms.eip155).status).toBe('disconnected');
    expect(ctx.store.get(accountAtoms.solana).status).toBe('disconnected');
    expect(events.filter((e) => e.type === 'disconnect').map((e) => e.detail.namespace)).toEqual(['eip155', 'solana']);
    for (const key of [WALLET_EMAIL, WALLET_SESSION_TOKEN, WALLET_USERNAME, SOCIAL_PROVIDER, CONNECTED_CONNECTOR_IDS])
      expect(localStorage.getItem(key.name)).toBeNull();
    expect(frame.state().keys).toBeNull();
  });

  it("throttles a login to the same address for 30 s before asking for a code: 'Please try again after {n} seconds'", async () => {
    const { ctx } = embeddedClient(frame.open);
    await startEmailLogin(ctx, EMAIL);
    /** As if the last code to `email` had been asked for `ago` ms ago. */
    const askedAgo = (email: string, ago: number) => ctx.store.set(lastEmailLoginAtom, (all) => ({ ...all, [email]: Date.now() - ago }));
    askedAgo(EMAIL, 12_300);
    await expect(resendEmailCode(ctx)).rejects.toMatchObject({ code: 'EMAIL_LOGIN_THROTTLED', shortMessage: 'Please try again after 18 seconds' });
    await expect(startEmailLogin(ctx, EMAIL.toUpperCase())).rejects.toMatchObject({ code: 'EMAIL_LOGIN_THROTTLED' });
    expect(frame.received.filter((name) => name === 'CONNECT_EMAIL')).toHaveLength(1);
    // Another address is another login; the same one again once 30 s have passed.
    await startEmailLogin(ctx, 'bob@example.com');
    askedAgo('bob@example.com', 30_001);
    await resendEmailCode(ctx);
    expect(auth.outbox.map((mail) => mail.email)).toEqual([EMAIL, 'bob@example.com', 'bob@example.com']);
  });

  it("refuses an address that is not one ('Invalid email') without loading the frame", async () => {
    const { ctx } = embeddedClient(frame.open);
    for (const bad of ['', 'ada', 'ada@', '@example.com', `${'a'.repeat(65)}@example.com`])
      await expect(startEmailLogin(ctx, bad)).rejects.toMatchObject({ code: 'INVALID_INPUT', shortMessage: 'Invalid email' });
    expect(frame.opened).toBe(0);
  });

  it('a frame that does not load: the Invalid App Configuration alert, and the next attempt need not wait out the cooldown', async () => {
    const failing = (): FrameLink => ({
      ready: Promise.reject(new FrameLoadError({ details: 'no READY' })),
      request: () => Promise.reject(new FrameLoadError()),
      onSession: () => () => {},
      destroy: () => {},
    });
    const { ctx, events } = embeddedClient(failing);
    await expect(startEmailLogin(ctx, EMAIL)).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED', shortMessage: 'Unable to load email login dependency' });
    expect(alertCodes(events)).toEqual(['INVALID_APP_CONFIGURATION']);
    expect(ctx.store.get(toastsAtom).map((t) => t.message)).toContain('Invalid App Configuration');
    await expect(startEmailLogin(ctx, EMAIL)).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED' });
  });

  it("an account that cannot be read after the code: 'A problem occurred while trying initialize authentication', signed out, back to Connect", async () => {
    const userless = (): FrameLink => {
      const link = frame.open();
      return {
        ...link,
        request: (name, payload) => (name === 'GET_USER' ? Promise.reject(new FrameReplyError('Session Expired')) : link.request(name, payload)),
      };
    };
    const { ctx } = embeddedClient(userless);
    await startEmailLogin(ctx, EMAIL);
    await expect(verifyEmailOtp(ctx, lastCode())).rejects.toMatchObject({ code: 'AUTH_INIT_FAILED' });
    expect(ctx.store.get(toastsAtom).map((t) => t.message)).toContain('A problem occurred while trying initialize authentication');
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'Connect' });
    expect(ctx.store.get(accountAtoms.eip155).status).toBe('disconnected');
    expect(frame.received).toContain('SIGN_OUT');
    expect(frame.state().keys).toBeNull();
    expect(readStorage(WALLET_SESSION_TOKEN)).toBeUndefined();
  });
});

describe("the login's storage (SPEC §3), schema-checked", () => {
  it('reads back what it wrote, and drops a stored value of the wrong shape', () => {
    writeStorage(SOCIAL_PROVIDER, 'github');
    expect(readStorage(SOCIAL_PROVIDER)).toBe('github');
    for (const [key, value] of [
      [SOCIAL_PROVIDER, 'myspace'],
      [WALLET_EMAIL, 'not an email'],
      [WALLET_USERNAME, 'two\nlines'],
      [WALLET_SESSION_TOKEN, 'has space'],
    ] as const) {
      localStorage.setItem(key.name, JSON.stringify(value));
      expect(readStorage(key as typeof WALLET_EMAIL)).toBeUndefined();
      expect(localStorage.getItem(key.name)).toBeNull();
    }
  });
});
