import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_MISSING = `Chromium is not installed at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`;

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING);
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

/**
 * One browser per test file and a fresh context (so fresh localStorage) per test.
 * Returns a getter for the current test's page.
 */
export function usePagePerTest(hooks: { beforeAll: typeof import('vitest').beforeAll; afterAll: typeof import('vitest').afterAll; beforeEach: typeof import('vitest').beforeEach }): () => Page {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  hooks.beforeAll(async () => {
    browser = await launchBrowser();
  });
  hooks.afterAll(async () => {
    await browser?.close();
  });
  hooks.beforeEach(async () => {
    await context?.close();
    context = await browser!.newContext();
    page = await context.newPage();
  });
  return () => page!;
}

/**
 * Fails a test whose page threw an uncaught error (`pageerror`): nothing a service says, or fails to say, may throw in
 * the page. Call it after usePagePerTest, so that the page exists when the listener goes on.
 */
export function failOnPageErrors(hooks: { beforeEach: typeof import('vitest').beforeEach; afterEach: typeof import('vitest').afterEach }, currentPage: () => Page): void {
  const errors: string[] = [];
  hooks.beforeEach(() => {
    errors.length = 0;
    currentPage().on('pageerror', (error) => errors.push(error.message));
  });
  hooks.afterEach(() => {
    expect(errors).toEqual([]);
  });
}
