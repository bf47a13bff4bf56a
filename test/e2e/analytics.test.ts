// Analytics in the browser (SPEC §7, §8): an element with the analytics feature on and a catalogue service that
// enables it stores an INITIALIZE event there; a service that refuses the page's origin (HTTP 403) raises the
// Invalid App Configuration alert once for the page, however many elements ask.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startCatalogueServer, type CatalogueServer, type StoredEvent } from '../../server/catalogue';
import { useE2ePage } from '../support/e2e/page';
import { expectSteadyFor } from '../support/steady';

const stack = inject('stack');
let enabled: CatalogueServer;
let refusing: CatalogueServer;

beforeAll(async () => {
  [enabled, refusing] = await Promise.all([
    startCatalogueServer({ wallets: [], analytics: { enabled: true, exposeRecent: true }, log: () => {} }),
    startCatalogueServer({ wallets: [], analytics: { enabled: true, allowedOrigins: ['https://elsewhere.example'] }, log: () => {} }),
  ]);
});
afterAll(() => Promise.all([enabled?.stop(), refusing?.stop()]));

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;
beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').first().waitFor();
});

/** Adds `count` elements (no button) with analytics on and this catalogue service; wm-error events land in window.__analyticsErrors. */
const addElements = (catalogueUrl: string, count: number) =>
  page.evaluate(
    ([url, n]) => {
      const w = window;
      if (!w.__analyticsErrors) {
        w.__analyticsErrors = [];
        document.addEventListener('wm-error', (e) => w.__analyticsErrors!.push((e as CustomEvent).detail));
      }
      for (let i = 0; i < (n as number); i++) {
        const el = document.createElement('wallet-modal');
        el.setAttribute('project-id', 'analytics-e2e');
        el.setAttribute('catalogue-url', url as string);
        el.setAttribute('features', 'analytics');
        el.setAttribute('hide-button', '');
        document.body.append(el);
      }
    },
    [catalogueUrl, count],
  );

const errors = () => page.evaluate(() => window.__analyticsErrors);

describe('analytics', () => {
  it('the service that enables analytics stores the INITIALIZE event of the page', async () => {
    await addElements(enabled.url, 1);
    const ours = async () => {
      const { events } = (await (await fetch(`${enabled.url}/e/recent`)).json()) as { events: StoredEvent[] };
      return events.filter((e) => e.url === stack.url);
    };
    await expect.poll(async () => (await ours()).length, { timeout: 15_000 }).toBe(1);
    const [event] = await ours();
    expect(event).toMatchObject({ domain: '127.0.0.1', origin: new URL(stack.url).origin, props: { type: 'track', event: 'INITIALIZE' } });
    expect(event!.props.properties).toMatchObject({ projectId: 'analytics-e2e' });
  });

  it('a 403 from analytics shows Invalid App Configuration once: one wm-error with its code, one toast', async () => {
    await addElements(refusing.url, 2);
    const alerts = async () => (await errors()).filter((e) => e.code === 'INVALID_APP_CONFIGURATION');
    await expect.poll(async () => (await alerts()).length, { timeout: 15_000 }).toBe(1);
    await expectSteadyFor(500, alerts);
    expect(await alerts()).toEqual([{ code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' }]);
    expect(await page.getByTestId('wm-toast').filter({ hasText: 'Invalid App Configuration' }).count()).toBe(1);
  });
});
