/**
 * Forged replies (issue 21 point 9): while a request of the page is open, hostile frames on the page post a SUCCESS
 * reply carrying that request's exact id, which a hostile frame could only guess. To make the race certain, the
 * genuine reply is held back: a listener the page installs before the element's frame code (so it runs first) keeps
 * that one reply from the code and hands over its id, as a slow frame would. The forgeries come from a frame of the
 * page's own origin, an opaque-origin (data:) frame, a frame of another origin (the dev inbox), and a second window of
 * the wallet's own origin: the request stays open. The same envelope from the genuine frame then settles it, so the
 * refusals were the source checks', not a bad id.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { expectSteadyFor } from '../support/steady';
import { frameIn, mountFrame } from './frame-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });

type Held = { __holding?: boolean; __heldId?: string; __heldReply?: unknown };
const FORGED_CHAIN = 'eip155:666';

/** Adds the hostile frames to the page, each named, once loaded. */
async function addHostileFrames(page: Page): Promise<string[]> {
  const frames = {
    local: { srcdoc: '<p>hostile, the page origin</p>' },
    opaque: { src: 'data:text/html,<p>hostile, no origin</p>' },
    foreign: { src: stack.devInboxUrl },
    twin: { src: `${stack.frameUrl}?twin=1` },
  };
  await page.evaluate(async (frames) => {
    const loaded = Object.entries(frames).map(([name, attributes]) => {
      const iframe = Object.assign(document.createElement('iframe'), { name, ...attributes });
      const done = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
      document.body.append(iframe);
      return done;
    });
    await Promise.all(loaded);
  }, frames);
  return Object.keys(frames);
}

describe('the parent and forged replies', () => {
  it('settles an open request only with the genuine frame’s reply: forgeries with its exact id from four other windows are dropped', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.evaluate(() => {
      window.addEventListener('message', (event) => {
        const held = window as Held;
        const data = event.data as { type?: unknown; id?: unknown };
        if (!held.__holding || data?.type !== '@wm-frame/GET_CHAIN_ID_SUCCESS' || typeof data.id !== 'string') return;
        event.stopImmediatePropagation();
        held.__holding = false;
        held.__heldId = data.id;
      });
    });
    await mountFrame(page, stack.frameUrl);
    expect(await page.evaluate(() => window.__frameReady)).toBe('ready');
    const genuine = frameIn(page, stack.frameUrl);
    const hostile = await addHostileFrames(page);
    await page.evaluate(() => {
      const held = window as Held;
      held.__holding = true;
      held.__heldReply = 'pending';
      void window.__frame.request('GET_CHAIN_ID', {}).then(
        (reply) => {
          held.__heldReply = reply;
        },
        (error: { shortMessage?: string }) => {
          held.__heldReply = `error: ${error.shortMessage}`;
        },
      );
    });
    await expect.poll(() => page.evaluate(() => (window as Held).__heldId ?? null)).toMatch(/^[0-9a-f]{32}$/);
    const id = await page.evaluate(() => (window as Held).__heldId!);
    const forged = { type: '@wm-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: FORGED_CHAIN } };

    for (const name of hostile) await page.frame({ name })!.evaluate((message) => window.parent.postMessage(message, '*'), forged);
    await expectSteadyFor(500, () => page.evaluate(() => (window as Held).__heldReply));
    expect(await page.evaluate(() => (window as Held).__heldReply)).toBe('pending');

    await genuine.evaluate(({ message, origin }) => window.parent.postMessage(message, origin), { message: forged, origin: new URL(stack.url).origin });
    await expect.poll(() => page.evaluate(() => (window as Held).__heldReply)).toEqual({ chainId: FORGED_CHAIN });
  });
});
