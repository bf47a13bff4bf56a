/**
 * The embedded wallet's frame in Chromium (issue 21 points 3 and 4): the element's own frame code (src/connectors/
 * embedded/, loaded from the demo page's dev server) against the frame app on its own origin. It is ready under the
 * configured parent; under another parent it never announces itself, whether the browser (frame-ancestors) or the
 * frame's own check (location.ancestorOrigins) stops it; forged messages from other windows are not heard.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStackFrame, type StackFrame } from '../../dev/stack-frame.ts';
import { useE2ePage } from '../support/e2e/page';
import { expectSteadyFor } from '../support/steady';
import { frameCall, mountFrame } from './frame-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
/** The demo page's server under another origin: 'localhost' is not '127.0.0.1'. */
const otherOrigin = () => stack.url.replace('127.0.0.1', 'localhost');

describe('the embedded wallet frame', () => {
  it('is ready under the configured parent, and answers requests (Farcaster: "Not enabled")', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await mountFrame(page, stack.frameUrl);
    expect(await page.evaluate(() => window.__frameReady)).toBe('ready');
    expect(await frameCall(page, 'GET_CHAIN_ID', {})).toEqual({ ok: true, payload: { chainId: 'eip155:1' } });
    expect(await frameCall(page, 'GET_FARCASTER_URI', {})).toEqual({ ok: false, message: 'Not enabled' });
    expect(await page.evaluate(() => getComputedStyle(window.__frame.iframe).display)).toBe('none');
  });

  it('hears no forged message from another window, even one of the frame origin, and hears the frame itself', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await mountFrame(page, stack.frameUrl);
    expect(await page.evaluate(() => window.__frameReady)).toBe('ready');
    const forged = { type: '@wm-frame/SESSION_UPDATE', payload: { token: 'forged' } };
    // A second frame of the frame's origin (same origin, another window), a same-origin srcdoc frame, the page itself.
    await page.evaluate(
      async ({ frameUrl }) => {
        const loaded = (iframe: HTMLIFrameElement) => new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
        const twin = Object.assign(document.createElement('iframe'), { src: `${frameUrl}?twin=1`, name: 'twin' });
        const local = Object.assign(document.createElement('iframe'), { srcdoc: '<p>hostile</p>', name: 'local' });
        document.body.append(twin, local);
        await Promise.all([loaded(twin), loaded(local)]);
      },
      { frameUrl: stack.frameUrl },
    );
    for (const name of ['twin', 'local']) await page.frame({ name })!.evaluate((message) => window.parent.postMessage(message, '*'), forged);
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    await expectSteadyFor(500, () => page.evaluate(() => window.__frameSessions));
    expect(await page.evaluate(() => window.__frameSessions)).toEqual([]);
    // The same message from the genuine frame, to the page's origin, is heard: the refusals above were the checks'.
    const genuine = page.frames().find((frame) => frame.url().startsWith(stack.frameUrl) && !frame.url().includes('twin=1'))!;
    await genuine.evaluate(({ message, origin }) => window.parent.postMessage(message, origin), { message: forged, origin: new URL(stack.url).origin });
    await expect.poll(() => page.evaluate(() => window.__frameSessions)).toEqual(['forged']);
  });

  it('is never ready under a parent origin that is not configured: the browser refuses it (frame-ancestors)', async () => {
    const page = currentPage();
    await page.goto(otherOrigin());
    await mountFrame(page, stack.frameUrl, 3_000);
    expect(await page.evaluate(() => window.__frameReady)).toBe('Unable to load email login dependency');
  });

  describe('without the frame-ancestors header', () => {
    let bare: StackFrame;
    beforeAll(async () => {
      bare = await startStackFrame({ allowedOrigins: () => [new URL(stack.url).origin], frameAncestors: false });
    });
    afterAll(() => bare.stop());

    it("refuses to run by its own check: it shows why, and the parent's readiness fails", async () => {
      const page = currentPage();
      await page.goto(otherOrigin());
      await mountFrame(page, bare.url, 3_000);
      expect(await page.evaluate(() => window.__frameReady)).toBe('Unable to load email login dependency');
      const frame = page.frames().find((f) => f.url().startsWith(bare.url))!;
      expect(await frame.textContent('#status')).toBe(`Invalid App Configuration: ${new URL(otherOrigin()).origin} is not an allowed origin of this wallet`);
    });
  });
});
