// The Account tabs under a heavy account: the longest main-thread task while switching the tabs (Tokens / NFTs /
// Activity) and scrolling them, with TOKENS tokens and ACTIVITY activity rows, in Chromium on the production bundle.
// What feeds the page is real: Anvil (chain 31337) answers the RPC, and the data service (server/data/, its own
// process, PGlite) is seeded through its own schema with one account holding TOKENS tokens and ACTIVITY transactions,
// and answers the balance and history routes as it would anyone. The wallet is the one stand-in: a few lines announced
// by EIP-6963 that hold Anvil's first dev account and forward every other call to Anvil.
// The figure comes from a Chromium trace of the renderer's main thread (dev/bench/scroll-tasks.ts: longestTask).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startAnvil } from '../anvil.ts';
import { BENCH_ACCOUNT as ACCOUNT, BENCH_WALLET_RDNS as WALLET_RDNS, injectBenchWallet } from './bench-wallet.ts';
import { ensureBuilt, serveBundle } from './catalogue-stack.ts';
import { startDataServerProcess } from './data-processes.ts';
import { benchToken, seedAccountSql } from './data-seed.ts';
import { inPage } from './in-page.ts';
import { longestTask, scrollFigure } from './scroll-tasks.ts';
import { mainThreadTasks, traceEvents } from './trace.ts';

const TOKENS = 200;
const ACTIVITY = 1000;
const TASK_BUDGET_MS = 50;
const CHAIN_ID = 31337;
const CAIP = `eip155:${CHAIN_ID}`;
const WHEEL_STEP_PX = 300;
const WHEEL_PAUSE_MS = 40;
const GIVE_UP_MS = 180_000;

/** A long animation frame as the diagnosis prints it, with the bench's step at the time. */
export type LongFrame = { phase: string | undefined; duration: number; blocking: number; render: number; style: number; scripts: string[] };
/** The parts of a 'long-animation-frame' entry read here (Chromium's PerformanceLongAnimationFrameTiming). */
type AnimationFrameEntry = PerformanceEntry & {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
};

/** In the page (diagnose): long animation frames, with the phase the bench was in and the scripts Chromium blames. */
const watchLongFrames = inPage(() => {
  const frames: LongFrame[] = [];
  window.wmLongFrames = frames;
  const isFrame = (e: PerformanceEntry): e is AnimationFrameEntry => 'scripts' in e && 'blockingDuration' in e;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries().filter(isFrame)) {
      frames.push({
        phase: window.wmPhase,
        duration: Math.round(e.duration),
        blocking: Math.round(e.blockingDuration),
        render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0),
        style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0),
        scripts: e.scripts.map(
          (s) =>
            `${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}ms (layout ${Math.round(s.forcedStyleAndLayoutDuration)})`,
        ),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
});

/** Marks a step in the page (user timing, traced too), so the longest task can be told by its step. */
const markPhase = inPage((name: string) => {
  window.wmPhase = name;
  performance.mark(`wm-phase:${name}`);
});
const longFrames = inPage(() => window.wmLongFrames ?? []);
const isConnected = inPage(() => document.querySelector('wallet-modal')?.getAccount().isConnected === true);
const openAccount = inPage(() => document.querySelector('wallet-modal')?.open({ view: 'Account' }));
const countAtLeast = inPage(
  ([selector, count]: [string, number]) => (document.querySelector('wallet-modal')?.shadowRoot?.querySelectorAll(selector).length ?? 0) >= count,
);
const scrolledToEnd = inPage((el: HTMLElement | SVGElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1);

/** The step (a wm-phase mark) in which the longest main-thread task by `field` (tdur: CPU, dur: wall) began. */
function stepOf(trace: Buffer, field: 'tdur' | 'dur'): string {
  const events = traceEvents(trace);
  const tasks = mainThreadTasks(events).filter((e) => typeof e[field] === 'number');
  const marks = events.filter((e) => typeof e.name === 'string' && e.name.startsWith('wm-phase:')).sort((a, b) => a.ts - b.ts);
  if (tasks.length === 0) return 'unknown';
  const longest = tasks.reduce((a, b) => ((b[field] ?? 0) > (a[field] ?? 0) ? b : a));
  return (
    marks
      .filter((m) => m.ts <= longest.ts)
      .at(-1)
      ?.name?.slice('wm-phase:'.length) ?? 'before the first step'
  );
}

type BalanceAnswer = { balances: { address?: string | null }[] };
type HistoryAnswer = { data: unknown[]; next?: string | null };

/** What the service answers for the account: its balances and every history page, counted. */
async function serviceCounts(url: string): Promise<{ balances: number; tokens: number; transactions: number }> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, url));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const { balances } = await get<BalanceAnswer>(`/v1/account/${ACCOUNT}/balance?currency=usd&chainId=${CAIP}`);
  let transactions = 0;
  let cursor = '';
  for (;;) {
    const page = await get<HistoryAnswer>(`/v1/account/${ACCOUNT}/history?chainId=${CAIP}${cursor ? `&cursor=${cursor}` : ''}`);
    transactions += page.data.length;
    if (!page.next) break;
    cursor = page.next;
  }
  return { balances: balances.length, tokens: balances.filter((b) => b.address).length, transactions };
}

/** Wheels down until `done` (checked after every step) answers true. */
async function wheelUntil(page: Page, done: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  let steps = 0;
  while (!(await done())) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`scrolling never reached ${what} after ${steps} wheel steps`);
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(WHEEL_PAUSE_MS);
    steps++;
  }
  return steps;
}

/**
 * Prints the figure; resolves false when the budget is over or the run could not measure it. diagnose: also print the
 * long animation frames with their phase and the scripts Chromium blames (WM_BENCH_DIAGNOSE=1 in bench.ts).
 */
export async function accountTabsBench({ root, browser, diagnose = false }: { root: string; browser: Browser; diagnose?: boolean }): Promise<boolean> {
  const stops: (() => Promise<unknown>)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'wm-bench-tabs-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await ensureBuilt(root);
    const anvil = await startAnvil({ chainId: CHAIN_ID });
    stops.push(() => anvil.stop());
    const prices = { native: '3000.00', ...Object.fromEntries(Array.from({ length: TOKENS }, (_, k) => [benchToken(k), `${1 + (k % 50)}.50`])) };
    const service = await startDataServerProcess({
      dataDir,
      seed: seedAccountSql({ account: ACCOUNT.toLowerCase(), chainId: CAIP, tokens: TOKENS, transactions: ACTIVITY }),
      chains: [{ chainId: CAIP, name: 'Anvil', testnet: false, nativeSymbol: 'ETH', nativeName: 'Ether', nativeDecimals: 18, rpcUrl: anvil.rpcUrl }],
      prices: { [CAIP]: prices },
    });
    stops.push(() => service.stop());
    const counts = await serviceCounts(service.url);
    if (counts.tokens !== TOKENS || counts.transactions !== ACTIVITY) {
      throw new Error(
        `the data service answers ${counts.tokens} tokens and ${counts.transactions} transactions for the account, not ${TOKENS} and ${ACTIVITY}`,
      );
    }
    const bundle = await serveBundle(root, {
      'project-id': 'bench',
      networks: CAIP,
      'rpc-urls': JSON.stringify({ [CAIP]: anvil.rpcUrl }),
      'api-url': service.url,
    });
    stops.push(() => bundle.stop());

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.addInitScript(injectBenchWallet, { rpcUrl: anvil.rpcUrl, account: ACCOUNT, rdns: WALLET_RDNS });
    if (diagnose) await page.addInitScript(watchLongFrames);
    await page.goto(bundle.url);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId(`wm-connector-${WALLET_RDNS}`).click();
    await page.waitForFunction(isConnected);
    await page.evaluate(openAccount);
    const tokenRows = page.getByTestId('wm-token-row');
    const activityRows = page.getByTestId('wm-activity-row');
    const waitForCount = (testId: string, count: number) => {
      const wanted: [string, number] = [`[data-testid="${testId}"]`, count];
      return page.waitForFunction(countAtLeast, wanted);
    };
    await waitForCount('wm-token-row', counts.balances);
    await page.getByTestId('wm-balance').waitFor();
    const card = await page.locator('.wm-card').boundingBox();
    if (!card) throw new Error('the Account view is not on screen');
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
    await page.waitForTimeout(500);
    const atEnd = () => page.locator('.wm-card').evaluate(scrolledToEnd);
    const activityDone = async () =>
      (await atEnd()) && (await page.getByTestId('wm-activity-sentinel').count()) === 0 && (await activityRows.count()) >= ACTIVITY;

    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
    const started = Date.now();
    let trace: Buffer;
    let steps = 0;
    const phase = (name: string) => page.evaluate(markPhase, name);
    try {
      await phase('scroll tokens');
      steps += await wheelUntil(page, atEnd, 'the end of the Tokens tab');
      await phase('to nfts');
      await page.getByTestId('wm-tab-nfts').click();
      await page.locator('[data-testid="wm-nft"], [data-testid="wm-nfts-empty"]').first().waitFor();
      await phase('to activity');
      await page.getByTestId('wm-tab-activity').click();
      await activityRows.first().waitFor();
      await phase('scroll activity');
      steps += await wheelUntil(page, activityDone, `${ACTIVITY} activity rows`);
      await phase('to tokens');
      await page.getByTestId('wm-tab-tokens').click();
      await waitForCount('wm-token-row', counts.balances);
      await phase('scroll tokens again');
      steps += await wheelUntil(page, atEnd, 'the end of the Tokens tab again');
      await phase('to activity again');
      await page.getByTestId('wm-tab-activity').click();
      await activityRows.first().waitFor();
      await phase('to nfts again');
      await page.getByTestId('wm-tab-nfts').click();
      await page.locator('[data-testid="wm-nft"], [data-testid="wm-nfts-empty"]').first().waitFor();
      await phase('to tokens again');
      await page.getByTestId('wm-tab-tokens').click();
      await tokenRows.first().waitFor();
      await page.waitForTimeout(300);
    } finally {
      trace = await browser.stopTracing();
    }
    const seconds = (Date.now() - started) / 1000;
    if (failures.length) throw new Error(`the page reported errors: ${failures.join('; ')}`);
    const result = longestTask(trace);
    const figure = scrollFigure(result);
    const verdict = figure.value <= TASK_BUDGET_MS ? 'PASS' : 'OVER';
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `\nAccount tabs with ${TOKENS} tokens (+ ETH) and ${ACTIVITY} activity rows (the real data service on PGlite, seeded; Anvil; production bundle): Tokens scrolled to its end, NFTs, Activity scrolled through all ${ACTIVITY / 20} pages, Tokens again and scrolled, Activity, NFTs, Tokens (${steps} wheel steps in ${seconds.toFixed(1)} s): longest main-thread task ${ms(figure.value)} ${figure.basis}`,
    );
    const step = stepOf(trace, figure.basis === 'CPU' ? 'tdur' : 'dur');
    const longestCpu = result.longestCpu === undefined ? 'no thread time' : `${ms(result.longestCpu)} of it CPU`;
    console.log(
      `  ${result.tasks} tasks traced; longest in wall time ${ms(result.longest)} (${longestCpu}); ${result.over50} of 50 ms or more in wall time; the longest (${figure.basis}) was in step '${step}'`,
    );
    if (figure.note) console.log(`  ${figure.note}`);
    if (diagnose) {
      const frames = await page.evaluate(longFrames);
      for (const f of frames.sort((a, b) => b.blocking - a.blocking).slice(0, 12)) console.log(`  [diagnose] ${JSON.stringify(f)}`);
    }
    console.log(`Budget: longest Account-tabs task ${ms(figure.value)} ${figure.basis} <= ${TASK_BUDGET_MS} ms: ${verdict}`);
    await page.close();
    return verdict === 'PASS';
  } catch (error) {
    console.log(`\nAccount tabs bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}
