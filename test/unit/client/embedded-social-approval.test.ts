/**
 * The embedded wallet through the client, against the real frame: a social login in its popup (completed, blocked,
 * refused, left, timed out), SPEC §4's email change (primary then secondary code), a reload that resumes the login,
 * ApproveTransaction before the wallet signs (issue 21 point 6), and what getAccount() tells the page (SPEC §3).
 */
import { verifyMessage } from 'ethers/hash';
import { beforeEach, describe, expect, it } from 'vitest';
import { decideApproval } from '../../../src/client/actions/embedded/approval';
import { startEmailChange, verifyEmailChangeOtp } from '../../../src/client/actions/embedded/email-change';
import { startEmailLogin, verifyEmailOtp } from '../../../src/client/actions/embedded/email-login';
import { startSocialLogin } from '../../../src/client/actions/embedded/social-login';
import { startReconnect } from '../../../src/client/actions/reconnect';
import { createClient } from '../../../src/client/create-client';
import { SOCIAL_PROVIDER, WALLET_EMAIL, WALLET_USERNAME } from '../../../src/client/persisted-embedded';
import { markStoredConnections } from '../../../src/client/stored-connections';
import type { FrameLink } from '../../../src/connectors/embedded/connectors';
import { FrameTimeoutError } from '../../../src/errors/frame';
import { accountAtoms } from '../../../src/state/account';
import { approvalAtom } from '../../../src/state/approval';
import { connectorsAtom } from '../../../src/state/connection';
import { socialLoginAtom } from '../../../src/state/embedded-login';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { closeAtom, currentRouteAtom, routerAtom } from '../../../src/state/router';
import { readStorage } from '../../../src/storage/storage';
import { alertCodes, embeddedClient, NETWORKS } from '../../support/embedded-client';
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

/** The login window as the page holds it; the test plays the person at the provider. */
function popup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

async function emailLogin(ctx: ReturnType<typeof embeddedClient>['ctx']) {
  await startEmailLogin(ctx, EMAIL);
  await verifyEmailOtp(ctx, auth.outbox.at(-1)!.code);
}

describe('social login in a popup', () => {
  it("sends the popup to the provider, claims the login once the person has logged in there, and keeps the provider and the user's name (SPEC §3)", async () => {
    const { ctx } = embeddedClient(frame.open);
    const window = popup();
    const login = startSocialLogin(ctx, 'github', window);
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'ConnectingSocial', provider: 'github' });
    await expect.poll(() => window.location.href).toMatch(/^https:\/\/idp\.example\/authorize\?provider=github/);
    expect(ctx.store.get(socialLoginAtom)).toEqual({ provider: 'github', status: 'waiting' });
    // The frame has asked for the login (CONNECT_SOCIAL) and waits for it while the person is at the provider.
    await expect.poll(() => frame.received.at(-1)).toBe('CONNECT_SOCIAL');
    auth.signInAtProvider(window.location.href, 'ada_gh');
    await login;
    expect(window.closed).toBe(true);
    expect(ctx.store.get(accountAtoms.eip155)).toMatchObject({ status: 'connected', socialProvider: 'github', user: { userName: 'ada_gh', email: null } });
    expect(ctx.store.get(accountAtoms.solana)).toMatchObject({ status: 'connected', socialProvider: 'github' });
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect([readStorage(SOCIAL_PROVIDER), readStorage(WALLET_USERNAME), readStorage(WALLET_EMAIL)]).toEqual(['github', 'ada_gh', undefined]);
  });

  it('a blocked popup leaves ConnectingSocial with the retry, and asks the frame nothing', async () => {
    const { ctx } = embeddedClient(frame.open);
    await expect(startSocialLogin(ctx, 'google', null)).rejects.toMatchObject({ code: 'POPUP_BLOCKED', shortMessage: 'The browser blocked the login window' });
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'ConnectingSocial', provider: 'google' });
    expect(ctx.store.get(socialLoginAtom)).toMatchObject({ provider: 'google', status: 'blocked' });
    expect(frame.opened).toBe(0);
  });

  it("a refusal at the provider ends the login in the provider's words, and closes the popup", async () => {
    const { ctx } = embeddedClient(frame.open);
    const window = popup();
    const login = startSocialLogin(ctx, 'github', window).catch((e: unknown) => e);
    await expect.poll(() => frame.received.at(-1)).toBe('CONNECT_SOCIAL');
    auth.signInAtProvider(window.location.href, 'ada_gh', true);
    expect(await login).toMatchObject({ code: 'FRAME_REPLY_ERROR', shortMessage: 'The login was cancelled at the provider' });
    expect(ctx.store.get(socialLoginAtom)).toMatchObject({ status: 'error', error: { shortMessage: 'The login was cancelled at the provider' } });
    expect(window.closed).toBe(true);
    expect(ctx.store.get(accountAtoms.eip155).status).toBe('disconnected');
  });

  it('leaving the view (closing the modal) ends the login and closes the popup; a login completed after that is signed out', async () => {
    const { ctx } = embeddedClient(frame.open);
    const window = popup();
    const login = startSocialLogin(ctx, 'github', window).catch((e: unknown) => e);
    await expect.poll(() => frame.received.at(-1)).toBe('CONNECT_SOCIAL');
    ctx.store.set(closeAtom);
    expect(await login).toMatchObject({ shortMessage: 'Request was aborted' });
    expect(window.closed).toBe(true);
    auth.signInAtProvider(window.location.href, 'ada_gh');
    await expect.poll(() => frame.received.at(-1)).toBe('SIGN_OUT');
    expect(frame.state().keys).toBeNull();
    expect(ctx.store.get(accountAtoms.eip155).status).toBe('disconnected');
  });

  it('a social login the frame does not complete in 30 s raises the Socials timeout alert (SPEC §8, §9) and closes the popup', async () => {
    const silent = (): FrameLink => ({ ...frame.open(), request: () => Promise.reject(new FrameTimeoutError()) });
    const { ctx, events } = embeddedClient(silent);
    const window = popup();
    await expect(startSocialLogin(ctx, 'github', window)).rejects.toMatchObject({ code: 'FRAME_TIMEOUT' });
    expect(alertCodes(events)).toEqual(['SOCIALS_TIMEOUT']);
    expect(window.closed).toBe(true);
  });
});

describe('email change (SPEC §4: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP)', () => {
  it('checks the code sent to the current address, then the one sent to the new address, and shows the new email', async () => {
    const { ctx } = embeddedClient(frame.open);
    await emailLogin(ctx);
    await expect(startEmailChange(ctx, 'new@')).rejects.toMatchObject({ shortMessage: 'Invalid email' });
    await startEmailChange(ctx, 'new@example.com');
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'UpdateEmailPrimaryOtp', email: 'new@example.com' });
    expect(auth.outbox.at(-1)!.email).toBe(EMAIL);
    await verifyEmailChangeOtp(ctx, auth.outbox.at(-1)!.code);
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'UpdateEmailSecondaryOtp', email: 'new@example.com' });
    expect(auth.outbox.at(-1)!.email).toBe('new@example.com');
    await verifyEmailChangeOtp(ctx, auth.outbox.at(-1)!.code);
    expect(ctx.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    for (const namespace of ['eip155', 'solana'] as const) expect(ctx.store.get(accountAtoms[namespace])).toMatchObject({ user: { email: 'new@example.com' } });
    expect(readStorage(WALLET_EMAIL)).toBe('new@example.com');
  });
});

describe('a reload', () => {
  it('resumes the stored login silently, with its user', async () => {
    const device = new Storage();
    const before = embeddedClient(frameLoopback(auth, device).open);
    await emailLogin(before.ctx);
    const { address } = before.ctx.store.get(accountAtoms.eip155) as { address: string };
    const { ctx } = embeddedClient(frameLoopback(auth, device).open);
    const reconnector = startReconnect(ctx, markStoredConnections(ctx));
    reconnector.onConnectors(ctx.store.get(connectorsAtom));
    await expect.poll(() => ctx.store.get(accountAtoms.eip155).status).toBe('connected');
    expect(ctx.store.get(accountAtoms.eip155)).toMatchObject({ address, user: { email: EMAIL } });
    reconnector.stop();
  });
});

describe('ApproveTransaction for the embedded wallet (issue 21 point 6)', () => {
  it('shows the message over the open view, signs it once approved, and goes back', async () => {
    const { ctx } = embeddedClient(frame.open);
    await emailLogin(ctx);
    const address = frame.state().keys!.evmAddress;
    const signing = ctx.sessions.get('eip155')!.connector.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] });
    await expect.poll(() => ctx.store.get(approvalAtom)?.status).toBe('asking');
    const { id, summary } = ctx.store.get(approvalAtom)!;
    expect(summary).toEqual({ kind: 'message', text: 'hello' });
    expect(ctx.store.get(routerAtom).history).toEqual([{ view: 'Account' }, { view: 'ApproveTransaction', approval: id }]);
    decideApproval(ctx, true);
    expect(verifyMessage('hello', (await signing) as string)).toBe(address);
    expect(ctx.store.get(routerAtom)).toEqual({ open: true, history: [{ view: 'Account' }] });
    expect(ctx.store.get(approvalAtom)).toBeUndefined();
  });

  it('Reject, or closing the modal, refuses the request (4001) and the frame is not asked', async () => {
    const { ctx } = embeddedClient(frame.open);
    await emailLogin(ctx);
    const connector = ctx.sessions.get('eip155')!.connector;
    const sign = () => connector.request({ method: 'personal_sign', params: ['0x68656c6c6f', frame.state().keys!.evmAddress] }).catch((e: unknown) => e);
    const before = frame.received.length;
    const rejected = sign();
    await expect.poll(() => ctx.store.get(approvalAtom)?.status).toBe('asking');
    decideApproval(ctx, false);
    expect(await rejected).toMatchObject({ code: 'PROVIDER_4001' });
    const closed = sign();
    await expect.poll(() => ctx.store.get(approvalAtom)?.status).toBe('asking');
    ctx.store.set(closeAtom);
    expect(await closed).toMatchObject({ code: 'PROVIDER_4001' });
    expect(frame.received.slice(before)).toEqual([]);
  });
});

describe('getAccount() (SPEC §3)', () => {
  it('names the user, the social provider and the embedded-wallet info of a login, and none for no login', async () => {
    const client = createClient(window);
    client.setOptions({ ...DEFAULT_OPTIONS, projectId: 'test', networks: NETWORKS, frameUrl: 'https://wallet.shop.example/' });
    expect(client.getAccount('eip155')).toMatchObject({ user: undefined, socialProvider: undefined, embeddedWalletInfo: undefined });
    const { ctx } = embeddedClient(frame.open);
    client.store.set(connectorsAtom, ctx.store.get(connectorsAtom));
    const wallet = await client.embeddedWallet();
    await wallet.startEmailLogin(EMAIL);
    await wallet.verifyEmailOtp(auth.outbox.at(-1)!.code);
    const user = { email: EMAIL, address: frame.state().keys!.evmAddress, chainId: 'eip155:1' };
    expect(client.getAccount('eip155')).toMatchObject({
      isConnected: true,
      user,
      socialProvider: undefined,
      embeddedWalletInfo: { user, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false },
    });
    client.destroy();
  });
});
