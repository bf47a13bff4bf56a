/** The demo page's Account view as the account-data e2e tests drive it: connect the Demo Wallet, open a tab, read rows. */
import type { Locator, Page } from 'playwright-core';

export const DEMO_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const walletMode = (page: Page, mode: 'manual' | 'approve' | 'reject') => page.evaluate((m) => (window.demoWallet.mode = m), mode);

/** Opens the modal and connects the Demo Wallet (EIP-6963) with every request approved; resolves on the Account view. */
export async function connectDemoWallet(page: Page): Promise<void> {
  await page.getByTestId('wm-trigger').waitFor();
  await walletMode(page, 'approve');
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
  await page.getByTestId('wm-account-address').waitFor();
}

export type TabKey = 'tokens' | 'nfts' | 'activity';

/** Selects a tab by clicking it; the panel that shows is returned. */
export async function openTab(page: Page, tab: TabKey): Promise<Locator> {
  await page.getByTestId(`wm-tab-${tab}`).click();
  return page.getByTestId(`wm-tabpanel-${tab}`);
}

/** The text of each element with `testId` inside `scope`, in order. */
export const texts = (scope: Locator, testId: string): Promise<string[]> => scope.getByTestId(testId).allTextContents();

/** Token rows as `SYMBOL amount value`. */
export async function tokenRows(panel: Locator): Promise<string[]> {
  const rows = await panel.getByTestId('wm-token-row').all();
  return Promise.all(
    rows.map(async (row) =>
      [
        await row.getByTestId('wm-token-symbol').textContent(),
        await row.getByTestId('wm-token-amount').textContent(),
        await row.getByTestId('wm-token-value').textContent(),
      ].join(' '),
    ),
  );
}

/** Activity rows as `label amount status`, e.g. '↓ Received +2,500 DUSD Confirmed'. */
export async function activityRows(panel: Locator): Promise<string[]> {
  const rows = await panel.getByTestId('wm-activity-row').all();
  return Promise.all(
    rows.map(async (row) =>
      [
        await row.getByTestId('wm-activity-label').textContent(),
        await row.getByTestId('wm-activity-amount').textContent(),
        await row.getByTestId('wm-activity-status').textContent(),
      ].join(' '),
    ),
  );
}
