/**
 * The embedded wallet's frame as the frame e2e tests drive it: mounted in the page by the element's own frame code
 * (src/connectors/embedded/, from the demo page's dev server), requests sent through its channel, and the one-time
 * codes read from the dev inbox's JSON, as the stack's SMTP server received them.
 */
import { expect } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { isCaipNetworkId, type CaipNetworkId } from '../../src/chains/caip';
import type { FrameRequestName } from '../../src/frame-protocol/names';
import type { RequestPayloads } from '../../src/frame-protocol/requests';

/** Mounts the frame in the page; readiness is kept as 'ready' or the error's words, session updates as they come. */
export async function mountFrame(page: Page, frameUrl: string, loadTimeoutMs = 30_000): Promise<void> {
  // A module script of the page's own dev server (a dynamic import inside evaluate would be Vitest's, not the page's).
  await page.addScriptTag({
    type: 'module',
    content: "import { mountEmbeddedFrame } from '/src/connectors/embedded/embedded-frame.ts'; window.__mountFrame = mountEmbeddedFrame;",
  });
  await page.waitForFunction(() => typeof window.__mountFrame === 'function');
  await page.evaluate(
    async ({ frameUrl, loadTimeoutMs }) => {
      window.__frame = window.__mountFrame({ document, frameUrl, projectId: 'demo', version: '0.1.0', loadTimeoutMs });
      window.__frameSessions = [];
      window.__frame.onSession((token) => window.__frameSessions.push(token));
      window.__frameReady = window.__frame.ready.then(
        () => 'ready',
        (error: { shortMessage?: string }) => error.shortMessage ?? String(error),
      );
    },
    { frameUrl, loadTimeoutMs },
  );
}

/** Mounts the frame and waits until it is ready. */
export async function readyFrame(page: Page, frameUrl: string): Promise<void> {
  await mountFrame(page, frameUrl);
  expect(await page.evaluate(() => window.__frameReady)).toBe('ready');
}

export type FrameReply = { ok: true; payload: unknown } | { ok: false; message: string };

/** One request to the frame from the page; its answer, or its refusal's words. */
export function frameCall<N extends FrameRequestName>(page: Page, name: N, payload: RequestPayloads[N]): Promise<FrameReply> {
  // The name and payload are checked together in this signature; across the page boundary they are data.
  const request: { name: string; payload: unknown } = { name, payload };
  return page.evaluate(
    ({ name, payload }) =>
      (window.__frame.request as (name: string, payload: unknown) => Promise<unknown>)(name, payload).then(
        (result): FrameReply => ({ ok: true, payload: result }),
        (error: { shortMessage?: string }): FrameReply => ({ ok: false, message: error.shortMessage ?? String(error) }),
      ),
    request,
  );
}

/** A CAIP-2 id the stack handed over as text (the Solana chain's), checked. */
export function caipId(value: string): CaipNetworkId {
  if (!isCaipNetworkId(value)) throw new Error(`${value} is not a CAIP-2 network id`);
  return value;
}

/** The session tokens the page has heard from the frame, oldest first (null: signed out). */
export const sessionsOf = (page: Page): Promise<(string | null)[]> => page.evaluate(() => window.__frameSessions);

/** The frame's own document (its origin's storage is read there). */
export function frameIn(page: Page, frameUrl: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(frameUrl) && !f.isDetached());
  if (!frame) throw new Error(`no frame of ${frameUrl} in the page`);
  return frame;
}

/** The newest code the dev inbox holds for `email` (the auth service has sent it by the time it answers). */
export async function codeFor(devInboxUrl: string, email: string): Promise<string> {
  const response = await fetch(`${devInboxUrl}messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`the dev inbox holds no code for ${email}`);
  return code;
}

/** A whole email login in the page: CONNECT_EMAIL, the code from the inbox, CONNECT_OTP; resolves on the session update. */
export async function loginByEmail(page: Page, devInboxUrl: string, email: string): Promise<string> {
  expect(await frameCall(page, 'CONNECT_EMAIL', { email })).toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } });
  expect(await frameCall(page, 'CONNECT_OTP', { otp: await codeFor(devInboxUrl, email) })).toEqual({ ok: true, payload: {} });
  await page.waitForFunction(() => window.__frameSessions.length > 0);
  return (await sessionsOf(page))[0]!;
}

/** A new address per login: the 30 s throttle (SPEC §5) holds per address, across test files on one stack. */
export const newEmail = (label: string): string => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
