// The longest main-thread task while the AllWallets grid is scrolled to its end, every page loaded by the view's
// infinite scroll. A 'longtask' observer only reports tasks of 50 ms or more, so the figure comes from a Chromium
// trace instead: every task the renderer's main thread ran, however short, as the scheduler's
// ThreadControllerImpl::RunTask events (category 'toplevel'; the DevTools timeline category says the same with far
// more detail, but a whole scroll of it outgrows what Node can hold as one string). Each event has its wall time (dur)
// and the main thread's CPU time within it (tdur): wall time minus CPU time is time the thread waited, which on a
// busy shared machine is mostly other processes running.
import type { Browser, Page } from 'playwright-core';
import { inPage } from './in-page.ts';
import { mainThreadTasks, traceEvents, type TaskEvent } from './trace.ts';

/**
 * Milliseconds, and counts: the longest task's wall time and its main-thread CPU time, the longest CPU time of any
 * task that has one, how many tasks had no CPU time and the longest wall time among them.
 */
export type LongestTask = {
  longest: number;
  longestCpu: number | undefined;
  longestOfCpu: number | undefined;
  withoutCpu: number;
  longestWithoutCpu: number | undefined;
  over50: number;
  tasks: number;
};
/** What a budget is judged on, and a line to print when some tasks lacked a CPU time. */
export type TaskFigure = { value: number; basis: 'CPU' | 'wall time'; note: string | undefined };

const WHEEL_STEP_PX = 300; // about three notches of a mouse wheel
const WHEEL_PAUSE_MS = 40; // between wheel events, as a hand scrolls
const GIVE_UP_MS = 180_000;

const hasCpu = (e: TaskEvent): e is TaskEvent & { tdur: number } => typeof e.tdur === 'number';

/**
 * Some Chromium builds leave tdur off some tasks (or all of them). A missing field is reported, never fatal: the CPU
 * figure is taken over the tasks that carry tdur, and when none does, the figure falls back to wall time.
 */
export function longestTask(trace: Buffer): LongestTask {
  const tasks = mainThreadTasks(traceEvents(trace));
  if (tasks.length === 0) throw new Error('the trace holds no main-thread tasks: the trace categories may have changed');
  const timed = tasks.filter(hasCpu);
  const untimed = tasks.filter((e) => !hasCpu(e));
  // A reduce, not Math.max(...): a long scroll traces more tasks than a call's arguments may hold.
  const most = (times: number[]) => (times.length ? times.reduce((max, t) => Math.max(max, t), 0) / 1000 : undefined);
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  return {
    longest: longest.dur / 1000,
    longestCpu: hasCpu(longest) ? longest.tdur / 1000 : undefined,
    longestOfCpu: most(timed.map((e) => e.tdur)),
    withoutCpu: untimed.length,
    longestWithoutCpu: most(untimed.map((e) => e.dur)),
    over50: tasks.filter((e) => e.dur >= 50_000).length,
    tasks: tasks.length,
  };
}

/**
 * What the budget is judged on: the longest task's main-thread CPU time over the tasks that carry one, or wall time
 * when none does; with a line saying so whenever tasks lacked it.
 */
export function scrollFigure(result: LongestTask): TaskFigure {
  const ms = (n: number | undefined) => `${(n ?? 0).toFixed(1)} ms`;
  if (result.longestOfCpu === undefined) {
    return {
      value: result.longest,
      basis: 'wall time',
      note: `none of the ${result.tasks} tasks traced has a thread time (tdur): the figure is wall time, which on a busy machine also counts other processes' turns`,
    };
  }
  const note = result.withoutCpu
    ? `${result.withoutCpu} of ${result.tasks} tasks traced had no thread time (tdur) and are left out of the CPU figure (the longest of them: ${ms(result.longestWithoutCpu)} wall time)`
    : undefined;
  return { value: result.longestOfCpu, basis: 'CPU', note };
}

/** Scrolls the open AllWallets grid with the mouse wheel until `total` tiles are shown and the grid is at its end. */
export async function scrollToEnd(
  page: Page,
  browser: Browser,
  { total }: { total: number },
): Promise<LongestTask & { tiles: number; steps: number; seconds: number }> {
  const scroller = await page.getByTestId('wm-all-wallets-scroll').elementHandle();
  if (!scroller) throw new Error('no AllWallets scroll area');
  const box = await scroller.boundingBox();
  if (!box) throw new Error('the AllWallets scroll area is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // One handle, read directly: a fresh locator each step would walk 2,000 tiles inside the measured window.
  const gridState = inPage((el: HTMLElement | SVGElement) => ({
    tiles: el.querySelectorAll('[data-testid^="wm-wallet-"]').length,
    atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 1,
  }));
  const state = () => scroller.evaluate(gridState);
  await browser.startTracing(page, { categories: ['toplevel'] });
  const started = Date.now();
  let trace: Buffer;
  let seen = await state();
  let steps = 0;
  try {
    while (!(seen.tiles >= total && seen.atEnd)) {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`scrolling never reached the end: ${seen.tiles} of ${total} tiles after ${steps} wheel steps`);
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      await page.waitForTimeout(WHEEL_PAUSE_MS);
      seen = await state();
      steps++;
    }
  } finally {
    trace = await browser.stopTracing();
  }
  return { ...longestTask(trace), tiles: seen.tiles, steps, seconds: (Date.now() - started) / 1000 };
}
