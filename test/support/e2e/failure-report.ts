/**
 * On a failure, what the pages were doing: each page's URL, how it was last loaded and how long ago (a reload
 * mid-test shows as a young page), the Phone Wallet's status and activity log, and the demo page's events.
 */
import type { Page } from 'playwright-core';

export async function reportPages(testName: string, pages: readonly Page[]): Promise<void> {
  for (const p of pages) {
    const text = await p
      .evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const status = document.querySelector('[data-testid="phone-status"]')?.textContent ?? '';
        const log = document.querySelector('[data-testid="phone-log"]')?.textContent ?? '';
        const events = JSON.stringify(window.__events ?? []);
        return `${document.title} (${navigation?.type ?? 'navigate'} ${Math.round(performance.now())} ms ago): ${status}\n${log}\n${events}`;
      })
      .catch((e: Error) => e.message);
    console.error(`[${testName}] ${p.url()}\n${text}`);
  }
}
