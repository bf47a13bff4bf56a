// Languages on the real stack (issue 13): the demo page's <wallet-modal> in Arabic (right to left, checked by where
// things are drawn), Japanese and German; a change of `locale` while the modal is open; and axe-core's check of every
// view of the tour (test/support/e2e/view-tour.ts) in English and Arabic, light and dark (in Arabic the Send review's
// address is checked to run left to right).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { TOUR_RECEIVER, tourViews } from '../support/e2e/view-tour';
import { connectDemoWallet, DEMO_ACCOUNT, walletMode } from './account-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;

beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
});

/** Sets the element's attribute and waits until the trigger says `connect` (the catalogue has arrived and is drawn). */
async function useLocale(locale: string, connect: string): Promise<void> {
  await page.getByTestId('wm-trigger').waitFor();
  await page.evaluate((tag) => document.querySelector('wallet-modal')!.setAttribute('locale', tag), locale);
  await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toBe(connect);
}

const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
const directionOf = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).direction);
const title = () => page.getByTestId('wm-dialog').locator('.wm-title').textContent();

/** Whether the element's text is drawn left to right: its first character is left of its last. */
const firstLeftOfLast = (locator: ReturnType<Page['getByTestId']>) =>
  locator.evaluate((el) => {
    const text = el.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const first = range.getBoundingClientRect().left;
    range.setStart(text, text.textContent!.length - 1);
    range.setEnd(text, text.textContent!.length);
    return first < range.getBoundingClientRect().left;
  });

describe('languages', () => {
  it('ar: right to left inside the shadow root, mirrored (close on the left, back on the right, the arrow turned), the address still left to right', async () => {
    await useLocale('ar', 'ربط');
    await connectDemoWallet(page);
    expect(await title()).toBe('الحساب');
    expect(await page.getByTestId('wm-dialog').evaluate((el) => [getComputedStyle(el).direction, el.closest('.wm-root')!.getAttribute('lang')])).toEqual([
      'rtl',
      'ar',
    ]);
    expect(await page.getByTestId('wm-disconnect').textContent()).toBe('قطع الاتصال');
    expect(await directionOf('wm-account-address')).toBe('ltr');
    expect(await directionOf('wm-balance')).toBe('ltr');
    // The tabs run from the right: ArrowLeft goes on to the next tab, as the eye sees it.
    await page.getByTestId('wm-tab-tokens').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('wm-tab-nfts').getAttribute('aria-selected')).toBe('true');
    expect((await box('wm-tab-nfts')).x).toBeLessThan((await box('wm-tab-tokens')).x);

    await page.getByTestId('wm-action-receive').click();
    await page.getByTestId('wm-receive-address').waitFor();
    expect(await title()).toBe('استلام');
    const [close, back, dialog] = [await box('wm-close'), await box('wm-back'), await box('wm-dialog')];
    expect(close.x + close.width / 2).toBeLessThan(dialog.x + dialog.width / 2);
    expect(back.x + back.width / 2).toBeGreaterThan(dialog.x + dialog.width / 2);
    expect(back.x).toBeGreaterThan(close.x + close.width);
    // The back arrow points right, the way back in a right-to-left reading.
    expect(await page.getByTestId('wm-back').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The address is drawn left to right: its text is the address as written, its first character left of its last.
    expect(await directionOf('wm-receive-address')).toBe('ltr');
    expect(await page.getByTestId('wm-receive-address').textContent()).toBe(DEMO_ACCOUNT);
    expect(await firstLeftOfLast(page.getByTestId('wm-receive-address'))).toBe(true);
  });

  it('ja: titles, buttons and aria-labels in Japanese', async () => {
    await useLocale('ja', '接続');
    await walletMode(page, 'approve');
    await page.getByTestId('wm-trigger').click();
    await expect.poll(title).toBe('ウォレットを接続');
    expect(await page.getByTestId('wm-close').getAttribute('aria-label')).toBe('閉じる');
    expect(await page.getByTestId('wm-all-wallets').textContent()).toContain('すべてのウォレット');
    await page.getByTestId('wm-all-wallets').click();
    await expect.poll(title).toBe('すべてのウォレット');
    expect(await page.getByTestId('wm-all-wallets-search').getAttribute('placeholder')).toBe('ウォレットを検索');
    expect(await page.getByTestId('wm-back').getAttribute('aria-label')).toBe('戻る');
    await page.getByTestId('wm-back').click();
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    await page.getByTestId('wm-account-address').waitFor();
    expect(await title()).toBe('アカウント');
    expect(await page.getByTestId('wm-tab-activity').textContent()).toBe('アクティビティ');
    expect(await page.getByTestId('wm-disconnect').textContent()).toBe('接続を解除');
  });

  it('de: German words and numbers (1.234,567 ETH), and a change of locale keeps the open view and what was typed', async () => {
    await useLocale('de-AT', 'Verbinden');
    await connectDemoWallet(page);
    expect(await title()).toBe('Konto');
    expect(await page.getByTestId('wm-balance').textContent()).toMatch(/^\d{1,3}(\.\d{3})*,\d{3} ETH$/);
    expect(await page.getByTestId('wm-action-receive').textContent()).toBe('Empfangen');

    await page.getByTestId('wm-disconnect').click();
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-all-wallets').click();
    await page.getByTestId('wm-all-wallets-search').fill('Phone');
    await page.evaluate(() => document.querySelector('wallet-modal')!.setAttribute('locale', 'ja'));
    await expect.poll(title).toBe('すべてのウォレット');
    expect(await page.getByTestId('wm-all-wallets-search').inputValue()).toBe('Phone');
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.state.view)).toBe('AllWallets');
    await page.getByTestId('wm-back').click();
    await expect.poll(title).toBe('ウォレットを接続');
  });
});

/** axe-core (a devDependency): its source is injected into the page, and it checks open shadow roots. */
const require = createRequire(import.meta.url);
function axeSource(): string {
  let path: string;
  try {
    path = require.resolve('axe-core/axe.min.js');
  } catch {
    throw new Error(
      'axe-core is not installed: add it as a devDependency (npm install --save-dev axe-core@4.14.1) to run the accessibility check of every view',
    );
  }
  if (!existsSync(path)) throw new Error(`axe-core's axe.min.js is missing at ${path}`);
  return readFileSync(path, 'utf8');
}

/** axe's WCAG 2 A/AA rules over the element (its shadow root included); the violations, as 'view rule target'. */
async function violations(view: string): Promise<string[]> {
  const found = await page.evaluate(async () => {
    const axe = window.axe;
    const result = await axe.run({ include: [['wallet-modal']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  return found.map((v) => `${view}: ${v}`);
}

describe.each([
  ['en', 'light', 'Connect'],
  ['en', 'dark', 'Connect'],
  ['ar', 'light', 'ربط'],
  ['ar', 'dark', 'ربط'],
])('axe: %s, %s', (locale, theme, connect) => {
  it('reports no violation in any view', async () => {
    const source = axeSource();
    const found: string[] = [];
    await tourViews(page, {
      url: stack.url,
      async prepare() {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.evaluate((t) => document.querySelector('wallet-modal')!.setAttribute('theme', t), theme);
        await useLocale(locale, connect);
        await page.addScriptTag({ content: source });
      },
      async at({ view }) {
        found.push(...(await violations(view)));
        if (view !== 'WalletSendPreview') return;
        const receiver = page.getByTestId('wm-send-review-receiver').locator('bdi');
        expect(await receiver.textContent()).toBe(TOUR_RECEIVER);
        expect(await receiver.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        expect(await firstLeftOfLast(receiver)).toBe(true);
        if (locale !== 'ar') return;
        expect(await page.getByTestId('wm-send-summary').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
        expect(await page.getByTestId('wm-send-confirm').textContent()).toBe('إرسال');
      },
    });
    expect(found).toEqual([]);
  }, 240_000);
});
