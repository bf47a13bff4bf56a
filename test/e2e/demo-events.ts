/** The element events the demo page logs (index.html keeps each in window.__events), read from a test. */
import type { Page } from 'playwright-core';

export type LoggedEvent = { type: string; detail: Record<string, unknown> };

const loggedEvents = (page: Page): Promise<LoggedEvent[]> => page.evaluate(() => window.__events);

/** The logged events of one type; with `namespace`, only that namespace's (an event naming none counts as eip155). */
export async function eventsOfType(page: Page, type: string, namespace?: string): Promise<LoggedEvent[]> {
  return (await loggedEvents(page)).filter((e) => e.type === type && (namespace === undefined || (e.detail?.namespace ?? 'eip155') === namespace));
}
