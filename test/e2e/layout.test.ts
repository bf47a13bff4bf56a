/**
 * The layout of every view of the tour (test/support/e2e/view-tour.ts) at 360 × 640, English, light, against a stored
 * baseline (layout-baseline.json): each test id's box inside the dialog, measured from the dialog's corner. A view
 * whose elements move down, grow, wrap, vanish or appear fails, naming them. Each element's top and height are held to
 * 8 px, the dialog's box whole (24 px across); what a row's text or count moves (end-aligned values, a tab panel's
 * height) follows the chains' state, which earlier tests change, and is left out. Every view must fit the width.
 * After a deliberate change of layout: `WM_UPDATE_LAYOUT=1 npx vitest run --project e2e test/e2e/layout.test.ts`,
 * then look at the diff of the baseline (and `npm run shots`) before committing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { tourViews } from '../support/e2e/view-tour';

const stack = inject('stack');
const { page } = useE2ePage({ pageErrors: 'fail' });

const BASELINE = fileURLToPath(new URL('./layout-baseline.json', import.meta.url));
const VIEWPORT = { width: 360, height: 640 };
const VERTICAL_PX = 8;
const HORIZONTAL_PX = 24;
/** [x, y, width, height] from the dialog's top left corner, in CSS pixels. */
type Box = [number, number, number, number];
type Layout = Record<string, Record<string, Box>>;
/** What the Account view shows at 360 × 640 without scrolling: the network and Disconnect one press away. */
const ACCOUNT_FIRST_SCREEN = ['wm-network-button', 'wm-disconnect', 'wm-account-address', 'wm-balance', 'wm-action-send', 'wm-tab-activity', 'wm-token-row'];

/** The first element of each test id inside the dialog, drawn (a box of some size), where the dialog draws it. */
const measure = (currentPage: ReturnType<typeof page>) =>
  currentPage.evaluate(() => {
    const dialog = document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[data-testid="wm-dialog"]');
    if (!dialog) return {};
    const origin = dialog.getBoundingClientRect();
    const boxes: Record<string, [number, number, number, number]> = {
      'wm-dialog': [Math.round(origin.x), Math.round(origin.y), Math.round(origin.width), Math.round(origin.height)],
    };
    for (const element of dialog.querySelectorAll('[data-testid]')) {
      const id = element.getAttribute('data-testid')!;
      const box = element.getBoundingClientRect();
      if (id in boxes || box.width === 0 || box.height === 0) continue;
      boxes[id] = [Math.round(box.x - origin.x), Math.round(box.y - origin.y), Math.round(box.width), Math.round(box.height)];
    }
    return boxes;
  });

/** Each difference beyond the tolerance, as 'view id: what moved'. */
function differences(expected: Layout, actual: Layout): string[] {
  const found: string[] = [];
  for (const view of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[view];
    const got = actual[view];
    if (!want || !got) {
      found.push(`${view}: ${want ? 'not reached' : 'not in the baseline'}`);
      continue;
    }
    for (const id of new Set([...Object.keys(want), ...Object.keys(got)])) {
      const [a, b] = [want[id], got[id]];
      if (!a || !b) {
        found.push(`${view} ${id}: ${a ? 'gone' : 'new'}`);
        continue;
      }
      // A panel's height follows its rows, and a row's text (an amount, a time) moves its end-aligned parts: both change
      // with the chains' state, which earlier tests move. Held: every element's top and height, the dialog's box whole.
      const held = id === 'wm-dialog' ? [0, 1, 2, 3] : id.startsWith('wm-tabpanel-') ? [1] : [1, 3];
      const limits = [HORIZONTAL_PX, VERTICAL_PX, HORIZONTAL_PX, VERTICAL_PX];
      const names = ['x', 'y', 'width', 'height'];
      for (const i of held) if (Math.abs(a[i]! - b[i]!) > limits[i]!) found.push(`${view} ${id}: ${names[i]} ${a[i]} → ${b[i]}`);
    }
  }
  return found;
}

it('every view keeps its baseline layout at 360 × 640', async () => {
  const current = page();
  await current.setViewportSize(VIEWPORT);
  const actual: Layout = {};
  await tourViews(current, {
    url: stack.url,
    prepare: () => current.emulateMedia({ reducedMotion: 'reduce' }),
    async at({ view }) {
      actual[view] = await measure(current);
      // The dialog fits the phone's width, whatever the view.
      const [x, y, width, height] = actual[view]['wm-dialog']!;
      expect(x, view).toBeGreaterThanOrEqual(0);
      expect(x + width, view).toBeLessThanOrEqual(VIEWPORT.width);
      // The compact Account view: all of this on the first screen, nothing scrolled (issue 22 point 10), whole
      // inside the dialog (which clips what it would scroll to) and the viewport.
      if (view !== 'Account') return;
      const bottom = Math.min(height, VIEWPORT.height - y);
      for (const id of ACCOUNT_FIRST_SCREEN) {
        expect(actual[view][id], id).toBeDefined();
        const [left, top, boxWidth, boxHeight] = actual[view][id]!;
        expect(Math.min(left, top), id).toBeGreaterThanOrEqual(0);
        expect(left + boxWidth, id).toBeLessThanOrEqual(width);
        expect(top + boxHeight, id).toBeLessThanOrEqual(bottom);
      }
    },
  });
  if (process.env.WM_UPDATE_LAYOUT === '1') {
    writeFileSync(BASELINE, `${JSON.stringify({ viewport: VIEWPORT, views: actual }, null, 1)}\n`);
    console.info(`layout baseline written: ${BASELINE}`);
  }
  if (!existsSync(BASELINE)) throw new Error(`no layout baseline at ${BASELINE}: run WM_UPDATE_LAYOUT=1 npx vitest run --project e2e test/e2e/layout.test.ts`);
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as { viewport: typeof VIEWPORT; views: Layout };
  expect(baseline.viewport).toEqual(VIEWPORT);
  expect(differences(baseline.views, actual)).toEqual([]);
}, 240_000);
