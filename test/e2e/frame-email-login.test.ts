/**
 * Email login through the embedded wallet's frame in Chromium (issue 21 points 4, 5 and 9): the element's frame code
 * in the demo page, the frame on its own origin, the auth service and its SMTP server, the test reading each code from
 * the dev inbox's JSON as a person reads the inbox page. A login answers the user and signs; a reload keeps it;
 * sign-out leaves the frame nothing that can sign; five wrong codes kill the code; a frame whose origin the service
 * does not allow is refused in SPEC's words.
 */
import { verifyMessage } from 'ethers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStackFrame, type StackFrame } from '../../dev/stack-frame.ts';
import { useE2ePage } from '../support/e2e/page';
import type { CaipNetworkId } from '../../src/chains/caip';
import { caipId, codeFor, frameCall, frameIn, loginByEmail, newEmail, readyFrame, sessionsOf } from './frame-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

type User = { email: string; address: string; chainId: string; accounts: { address: string; type: string }[] };
const userOf = async (chainId?: CaipNetworkId): Promise<User> => {
  const reply = await frameCall(currentPage(), 'GET_USER', chainId === undefined ? {} : { chainId });
  if (!reply.ok) throw new Error(reply.message);
  return reply.payload as User;
};
const sign = (message: string, address: string) => frameCall(currentPage(), 'RPC_REQUEST', { method: 'personal_sign', params: [message, address] });
/** What the frame origin's storage holds (the page's own storage is another origin's). */
const frameStorageKeys = () => frameIn(currentPage(), stack.frameUrl).evaluate(() => Object.keys(localStorage).sort());

describe('email login in the frame', () => {
  it('logs in with the code from the inbox: the user, on both namespaces, connected, signing', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    const email = newEmail('ada');
    const token = await loginByEmail(page, stack.devInboxUrl, email);
    expect(token).toMatch(/^wma_/);
    const user = await userOf();
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 'eip155:1',
      accounts: [{ address: user.address, type: 'eoa' }],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    });
    const solana = await userOf(caipId(stack.solana.caipNetworkId));
    expect(solana).toMatchObject({ email, chainId: stack.solana.caipNetworkId, address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/) });
    expect(await frameCall(page, 'IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
    const signed = await sign('hello from the frame', user.address);
    if (!signed.ok) throw new Error(signed.message);
    expect(verifyMessage('hello from the frame', (signed.payload as { result: string }).result)).toBe(user.address);
    // The device share and the session in the frame's origin; nothing of it in the page's.
    expect(await frameStorageKeys()).toEqual([expect.stringMatching(/^wm-frame:device-share:/), 'wm-frame:session']);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/wm-frame|wmr_/);
  });

  it('a reload keeps the session: the app shows its token, the frame resumes with its device share', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    const token = await loginByEmail(page, stack.devInboxUrl, newEmail('reload'));
    const before = await userOf();
    await page.reload();
    await readyFrame(page, stack.frameUrl);
    expect(await frameCall(page, 'GET_USER', {})).toEqual({ ok: false, message: 'Address or auth connector not found' });
    expect(await frameCall(page, 'IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
    expect(await sessionsOf(page)).toEqual([token]);
    expect(await userOf()).toEqual(before);
    const signed = await sign('after a reload', before.address);
    if (!signed.ok) throw new Error(signed.message);
    expect(verifyMessage('after a reload', (signed.payload as { result: string }).result)).toBe(before.address);
  });

  it('sign-out: the keys, the device share and the session are gone, and the service has ended the session', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    const token = await loginByEmail(page, stack.devInboxUrl, newEmail('signout'));
    const { address } = await userOf();
    expect(await frameCall(page, 'SIGN_OUT', {})).toEqual({ ok: true, payload: {} });
    await expect.poll(() => sessionsOf(page)).toEqual([token, null]);
    expect(await frameStorageKeys()).toEqual([]);
    expect(await sign('after sign-out', address)).toEqual({ ok: false, message: 'Address or auth connector not found' });
    expect(await frameCall(page, 'IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
    const session = await fetch(`${stack.authUrl}/v1/session`, { headers: { authorization: `Bearer ${token}`, origin: new URL(stack.frameUrl).origin } });
    expect(session.status).toBe(401);
    // A reloaded frame has nothing to resume either.
    await page.reload();
    await readyFrame(page, stack.frameUrl);
    expect(await frameCall(page, 'IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
  });

  it('five wrong codes kill the code: the right one opens nothing after them', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    const email = newEmail('guess');
    expect(await frameCall(page, 'CONNECT_EMAIL', { email })).toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } });
    const code = await codeFor(stack.devInboxUrl, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const replies: string[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await frameCall(page, 'CONNECT_OTP', { otp: wrong });
      replies.push(reply.ok ? 'ok' : reply.message);
    }
    expect(replies).toEqual(['Invalid code', 'Invalid code', 'Invalid code', 'Invalid code', 'This code is no longer valid: request a new one']);
    expect(await frameCall(page, 'CONNECT_OTP', { otp: code })).toEqual({ ok: false, message: 'This code is no longer valid: request a new one' });
    expect(await sessionsOf(page)).toEqual([]);
  });

  describe('a frame on an origin the auth service does not allow', () => {
    let stray: StackFrame;
    beforeAll(async () => {
      stray = await startStackFrame({ allowedOrigins: () => [new URL(stack.url).origin], authUrl: () => stack.authUrl });
    });
    afterAll(() => stray?.stop());

    it("is refused with SPEC's words, although the browser hides the service's answer from it", async () => {
      const page = currentPage();
      await page.goto(stack.url);
      await readyFrame(page, stray.url);
      expect(await frameCall(page, 'CONNECT_EMAIL', { email: newEmail('stray') })).toEqual({ ok: false, message: 'Unauthorized: origin not allowed' });
    });
  });
});
