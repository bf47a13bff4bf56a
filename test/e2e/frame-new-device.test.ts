/**
 * A second device logs in by email (issue 21 points 5 and 9): another browser context, so another frame storage with
 * no device share. Its login comes within SPEC's 30 s of the first device's, so it is throttled first, in SPEC's words;
 * once the throttle has passed it logs in, rebuilds the same wallet from the auth and recovery shares, and signs with
 * it (personal_sign, verified with ethers).
 */
import { verifyMessage } from 'ethers';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import type { CaipNetworkId } from '../../src/chains/caip';
import { caipId, codeFor, frameCall, frameIn, loginByEmail, newEmail, readyFrame, sessionsOf, type FrameReply } from './frame-page';

const stack = inject('stack');
const { page: currentPage, browser } = useE2ePage({ pageErrors: 'fail' });

type User = { email: string; address: string };
const email = newEmail('two-devices');
/** The first device: its own context, logged in before the tests. */
let firstContext: BrowserContext;
let first: Page;
let firstUser: { evm: User; solana: User };

async function userOf(page: Page, chainId: CaipNetworkId): Promise<User> {
  const reply = await frameCall(page, 'GET_USER', { chainId });
  if (!reply.ok) throw new Error(reply.message);
  return reply.payload as User;
}

beforeAll(async () => {
  firstContext = await browser().newContext();
  first = await firstContext.newPage();
  await first.goto(stack.url);
  await readyFrame(first, stack.frameUrl);
  await loginByEmail(first, stack.devInboxUrl, email);
  firstUser = { solana: await userOf(first, caipId(stack.solana.caipNetworkId)), evm: await userOf(first, 'eip155:1') };
});
afterAll(() => firstContext?.close());

describe('a second device, same email', () => {
  it('is throttled within 30 s of the first login: "Please try again after {n} seconds", n rounded up', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    const reply = await frameCall(page, 'CONNECT_EMAIL', { email });
    expect(reply).toEqual({ ok: false, message: expect.stringMatching(/^Please try again after \d{1,2} seconds$/) });
    const seconds = Number((reply as { message: string }).message.match(/\d+/)![0]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('logs in once the throttle has passed, gets the same addresses, and signs with the same key', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await readyFrame(page, stack.frameUrl);
    // The throttle ends at a time the service knows: asked again each second until it answers with a code.
    await expect
      .poll(async (): Promise<FrameReply> => frameCall(page, 'CONNECT_EMAIL', { email }), { timeout: 40_000, interval: 1_000 })
      .toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } });
    expect(await frameCall(page, 'CONNECT_OTP', { otp: await codeFor(stack.devInboxUrl, email) })).toEqual({ ok: true, payload: {} });
    await expect.poll(() => sessionsOf(page)).toHaveLength(1);
    expect(await sessionsOf(page)).not.toEqual(await sessionsOf(first));
    expect(await userOf(page, 'eip155:1')).toMatchObject({ email, address: firstUser.evm.address });
    expect(await userOf(page, caipId(stack.solana.caipNetworkId))).toMatchObject({ address: firstUser.solana.address });
    const message = `signed on the second device for ${email}`;
    const signed = await frameCall(page, 'RPC_REQUEST', { method: 'personal_sign', params: [message, firstUser.evm.address] });
    if (!signed.ok) throw new Error(signed.message);
    expect(verifyMessage(message, (signed.payload as { result: string }).result)).toBe(firstUser.evm.address);
    // This device keeps a share of its own now (the recovery share's copy), and the first device still signs.
    const keys = await frameIn(page, stack.frameUrl).evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toEqual([expect.stringMatching(/^wm-frame:device-share:/), 'wm-frame:session']);
    const again = await frameCall(first, 'RPC_REQUEST', { method: 'personal_sign', params: [message, firstUser.evm.address] });
    expect(again).toEqual(signed);
  }, 90_000);
});
