/**
 * Every e2e file's browser, page, page errors and failure report, set up one way: one browser per file, a fresh
 * context (so fresh localStorage) and page per test, each page's uncaught errors (`pageerror`) collected, and on a
 * failure what every open page was doing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { reportPages } from './failure-report';

export type E2ePageOptions = {
  /**
   * 'fail': a test whose page threw an uncaught error fails (nothing a service says, or fails to say, may throw in the
   * page). 'report': the errors are only printed with a failure report.
   */
  pageErrors: 'fail' | 'report';
};

export type E2ePage = {
  /** The current test's page. */
  page: () => Page;
  /** The file's browser, for a test that needs contexts of its own (a policy, a second site). */
  browser: () => Browser;
};

/**
 * Call it at the top of a file, before the file's own beforeEach hooks (they then find the page). Its afterEach runs
 * after the file's own (Vitest runs after-hooks in reverse): a file that closes pages on its own registers that
 * afterEach before calling this, so the failure report still sees them.
 */
export function useE2ePage(options: E2ePageOptions): E2ePage {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  /** The uncaught errors of the test's page, and of any other page its context opened. */
  const errors: string[] = [];
  const otherErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    errors.length = 0;
    otherErrors.length = 0;
    context = await browser!.newContext();
    const first = await context.newPage();
    first.on('pageerror', (error) => errors.push(error.message));
    context.on('page', (other) => other.on('pageerror', (error) => otherErrors.push(`${other.url()}: ${error.message}`)));
    page = first;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await reportPages(
        task.name,
        browser!.contexts().flatMap((c) => c.pages()),
      );
      if (errors.length + otherErrors.length) console.error(`[${task.name}] page errors:\n${[...errors, ...otherErrors].join('\n')}`);
    }
    if (options.pageErrors === 'fail') expect(errors).toEqual([]);
  });
  return { page: () => page!, browser: () => browser! };
}
