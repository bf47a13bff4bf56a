// Search timing in the AllWallets view: from the moment the debounced search starts to the moment the new query's
// results are committed to the DOM and laid out.
//
// Start: the view debounces with setTimeout(fn, SEARCH_DELAY_MS). An init script wraps setTimeout so that every
// timer of exactly that delay stamps performance.now() as its callback begins; the stamp of the one timer that fires
// after the last keystroke is the start (anything else is refused, so a stray 300 ms timer cannot fake a start).
// Stops: a MutationObserver on the view's shadow root checks each DOM change. "In view": the grid is the search
// results and its first tiles are the first the catalogue answers, as many as fill the view (the view draws those
// first and the rest right after). "Complete": the grid is not busy and lists exactly the ids the catalogue service
// answers for the query, in its order. At each it forces style and layout (offsetHeight) and stamps the time. That
// is when the results are rendered; the frame that paints them
// comes at the next vsync, whose wait is idle time, not the product's work, so it is reported apart ("next frame":
// requestAnimationFrame, then a task posted from it, which runs once that frame's rendering is done).

import type { Page } from 'playwright-core';
import { inPage } from './in-page.ts';

/** One query's figures, in ms from the debounce's start; `phases` when the browser timed the request's parts. */
export type SearchTiming = {
  phases: { queued: number; waiting: number; body: number } | undefined;
  debounce: number;
  inView: number;
  rendered: number;
  frame: number;
  request: number;
};
/** What the probe keeps on window.__wmBench: the debounce timers' start times, and the armed query's outcome. */
export type DebounceProbe = { fired: number[]; realSetTimeout: Window['setTimeout']; pending: Promise<SearchTiming> | undefined };
type ArmOptions = { ids: string[]; delayMs: number; inViewCount: number };

/** Installed before the page's scripts run: page.addInitScript(debounceProbe, SEARCH_DELAY_MS). */
export const debounceProbe = inPage((delayMs: number) => {
  const realSetTimeout = window.setTimeout.bind(window);
  const bench: DebounceProbe = { fired: [], realSetTimeout, pending: undefined };
  window.__wmBench = bench;
  const probed = (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    realSetTimeout(
      typeof handler === 'function' && delay === delayMs
        ? (...a: unknown[]) => {
            bench.fired.push(performance.now());
            handler(...a);
          }
        : handler,
      delay,
      ...args,
    );
  // Defined rather than assigned: Node's typings give the global setTimeout a member the page's has not.
  Object.defineProperty(window, 'setTimeout', { value: probed, writable: true, configurable: true });
});

/** In the page: arms the observer for one query; the outcome is left in window.__wmBench.pending. */
const arm = inPage(({ ids, delayMs, inViewCount }: ArmOptions) => {
  const bench = window.__wmBench;
  if (!bench) throw new Error('the debounce probe is not installed');
  /** Finds a test id through open shadow roots (before the clock runs, so its cost is not measured). */
  const find = (root: Document | ShadowRoot, sel: string): HTMLElement | undefined =>
    root.querySelector<HTMLElement>(sel) ??
    [...root.querySelectorAll('*')].map((e) => (e.shadowRoot ? find(e.shadowRoot, sel) : undefined)).find((e) => e !== undefined);
  const input = find(document, '[data-testid="wm-all-wallets-search"]');
  const root = input?.getRootNode();
  if (!input || !(root instanceof ShadowRoot)) throw new Error('no AllWallets search field in a shadow root');
  const wanted = ids.map((id) => `wm-wallet-${id}`).join('\n');
  const wantedInView = ids
    .slice(0, inViewCount)
    .map((id) => `wm-wallet-${id}`)
    .join('\n');
  let lastKey = 0;
  const onInput = () => {
    lastKey = performance.now();
  };
  input.addEventListener('input', onInput);
  bench.fired.length = 0;
  // The search's request is looked up by its timing entry; images would otherwise fill the 250-entry buffer.
  performance.clearResourceTimings();
  bench.pending = new Promise((resolve, reject) => {
    let inView = Number.NaN;
    const check = () => {
      const grid = root.querySelector<HTMLElement>('[data-testid="wm-all-wallets-grid"]');
      if (grid?.getAttribute('aria-label') !== 'Search results') return;
      const shown = [...grid.querySelectorAll<HTMLButtonElement>('button[data-testid^="wm-wallet-"]')].map((b) => b.dataset.testid);
      // The first tiles of the answer, in its order, enough to fill the view: what the person sees.
      if (Number.isNaN(inView) && shown.length >= Math.min(inViewCount, ids.length) && shown.slice(0, inViewCount).join('\n') === wantedInView) {
        void grid.offsetHeight;
        inView = performance.now();
      }
      if (grid.getAttribute('aria-busy') !== 'false' || shown.join('\n') !== wanted) return;
      void grid.offsetHeight; // style and layout of the new tiles, now
      const rendered = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const afterKey = bench.fired.filter((t) => t > lastKey);
          const start = afterKey[0];
          if (afterKey.length !== 1 || start === undefined)
            return reject(new Error(`expected one ${delayMs} ms debounce after the last keystroke, saw ${afterKey.length}`));
          const request = performance
            .getEntriesByType('resource')
            .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
            .filter((e) => e.name.includes('/getWallets') && e.name.includes('search=') && e.startTime >= start)
            .at(-1);
          const phases =
            request && request.requestStart > 0
              ? {
                  queued: request.requestStart - request.startTime,
                  waiting: request.responseStart - request.requestStart,
                  body: request.responseEnd - request.responseStart,
                }
              : undefined;
          resolve({
            phases,
            debounce: start - lastKey,
            inView: inView - start,
            rendered: rendered - start,
            frame: performance.now() - start,
            request: request ? request.responseEnd - request.startTime : Number.NaN,
          });
        };
        channel.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'aria-label'] });
    const timer = bench.realSetTimeout(() => {
      observer.disconnect();
      reject(new Error(`the results for this query never showed (wanted ${ids.length} tiles)`));
    }, 15_000);
  });
});

const pendingRun = inPage(() => {
  const pending = window.__wmBench?.pending;
  if (!pending) throw new Error('no query was armed');
  return pending;
});

/**
 * Types each query like a person (a keystroke every 70 ms, under the debounce) into the open AllWallets view.
 * inViewCount: how many tiles fill the grid's view (the first ones the person sees).
 */
export async function searchTimings(
  page: Page,
  { queries, expected, delayMs, inViewCount }: { queries: string[]; expected: (query: string) => Promise<string[]>; delayMs: number; inViewCount: number },
): Promise<(SearchTiming & { query: string; results: number })[]> {
  const search = page.getByTestId('wm-all-wallets-search');
  const runs: (SearchTiming & { query: string; results: number })[] = [];
  for (const query of queries) {
    const ids = await expected(query);
    if (ids.length === 0) throw new Error(`the catalogue has no wallet matching ${JSON.stringify(query)}: pick queries that match`);
    // Back to the full grid, then a quiet moment so the previous query's image loads do not overlap this one.
    await search.fill('');
    await page.locator('[data-testid="wm-all-wallets-grid"][aria-label="All wallets"]').waitFor();
    await page.waitForTimeout(500);
    await page.evaluate(arm, { ids, delayMs, inViewCount });
    await search.focus();
    await page.keyboard.type(query, { delay: 70 });
    const run = await page.evaluate(pendingRun);
    runs.push({ query, results: ids.length, ...run });
  }
  return runs;
}
