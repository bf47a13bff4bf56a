/**
 * Every view a visitor reaches on the demo page, in one walk on the local stack: Connect and AllWallets, a Demo Wallet
 * connection, the Account view and its tabs, Receive, Send and its review, Swap, its token list and review,
 * RegisterAccountName, the onramp's three steps, WalletConnect's QR, and SIWXSignMessage on the sign-in page. The
 * axe check (languages.test.ts), the layout baseline (layout.test.ts) and `npm run shots` walk it alike, so a view
 * added here is checked, measured and pictured at once.
 */
import type { Page } from 'playwright-core';

/** A view as the walk stops at it: its name, and the test id that says it is drawn (a trailing '-' matches a prefix). */
type TourStop = { view: string; ready: string };

export type TourOptions = {
  /** The demo page's address (the stack's URL). */
  url: string;
  /** Runs after each page load: the theme, the locale, scripts to inject. */
  prepare(page: Page): Promise<void>;
  /** Runs at each stop, once the view is drawn and its animations have ended. */
  at(stop: TourStop): Promise<void>;
};

/** Anvil's third dev account (public knowledge): a receiver with no history, so no look-alike warning. */
export const TOUR_RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const walletMode = (page: Page, mode: 'manual' | 'approve') => page.evaluate((m) => (window.demoWallet.mode = m), mode);

/** Waits until the view is drawn and at rest: colours and boxes are judged after the dialog's fade-in, not during it. */
async function settle(page: Page, ready: string): Promise<void> {
  await (ready.endsWith('-') ? page.locator(`[data-testid^="${ready}"]`) : page.getByTestId(ready)).first().waitFor();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function tourViews(page: Page, { url, prepare, at }: TourOptions): Promise<void> {
  const stop = async (view: string, ready: string) => {
    await settle(page, ready);
    await at({ view, ready });
  };
  const click = (testId: string) => page.getByTestId(testId).click();
  const simulated = () =>
    page.waitForFunction(
      () => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[data-testid="wm-simulation"]')?.getAttribute('data-status') === 'done',
      undefined,
      { timeout: 15_000 },
    );

  await page.goto(url);
  await page.getByTestId('wm-trigger').waitFor();
  await prepare(page);
  await click('wm-trigger');
  await stop('Connect', 'wm-recommended-');
  await click('wm-all-wallets');
  await stop('AllWallets', 'wm-wallet-');
  await click('wm-back');
  await walletMode(page, 'manual');
  await click('wm-connector-dev.walletmodal.demo');
  await stop('ConnectingExternal', 'wm-connect-waiting');
  await click('demo-wallet-approve');
  await stop('Account', 'wm-token-row');
  await click('wm-tab-nfts');
  await stop('Account (NFTs)', 'wm-nft');
  await click('wm-tab-activity');
  await stop('Account (Activity)', 'wm-activity-row');
  await click('wm-action-receive');
  await stop('WalletReceive', 'wm-receive-qr');
  await click('wm-back');
  await click('wm-action-send');
  await stop('WalletSend', 'wm-send-amount');
  await page.getByTestId('wm-send-amount').fill('0.01');
  await page.getByTestId('wm-send-receiver').fill(TOUR_RECEIVER);
  await click('wm-send-review');
  await page.getByTestId('wm-send-confirm').waitFor();
  await simulated();
  await stop('WalletSendPreview', 'wm-simulation-change-');
  await click('wm-back');
  await page.getByTestId('wm-send-amount').waitFor();
  await click('wm-back');
  await click('wm-action-swaps');
  await stop('Swap', 'wm-swap-from');
  await click('wm-swap-from');
  await stop('SwapSelectToken', 'wm-swap-token-ETH');
  await click('wm-swap-token-ETH');
  await click('wm-swap-to');
  await click('wm-swap-token-DUSD');
  await page.getByTestId('wm-swap-amount').fill('0.01');
  await page.getByTestId('wm-swap-quote').waitFor();
  await click('wm-swap-review');
  await page.getByTestId('wm-swap-confirm').waitFor();
  await simulated();
  await stop('SwapPreview', 'wm-swap-preview');
  await click('wm-back');
  await page.getByTestId('wm-swap-from').waitFor();
  await click('wm-back');
  await page.getByTestId('wm-tabpanel-tokens').waitFor();
  await click('wm-choose-name');
  await stop('RegisterAccountName', 'wm-name-input');
  await click('wm-back');
  await click('wm-action-onramp');
  await stop('OnRampFiatSelect', 'wm-onramp-amount');
  await click('wm-onramp-token');
  await stop('OnRampTokenSelect', 'wm-onramp-token-');
  await click('wm-back');
  await page.getByTestId('wm-onramp-amount').fill('20');
  await click('wm-onramp-continue');
  await stop('OnRampProviders', 'wm-onramp-quote');
  // Last, WalletConnect's QR (its pairing would hold up the Demo Wallet's connection above).
  await page.evaluate(() => document.querySelector('wallet-modal')!.disconnect());
  await page.evaluate(() => document.querySelector('wallet-modal')!.open({ view: 'Connect' }));
  await page.locator('[data-testid^="wm-recommended-"]').first().click();
  await stop('ConnectingWalletConnect', 'wm-wc-qr');
  // SIWXSignMessage: the demo page with sign-in required.
  await page.goto(`${url}?sign-in=required`);
  await page.getByTestId('wm-trigger').waitFor();
  await prepare(page);
  await walletMode(page, 'approve');
  await click('wm-trigger');
  await click('wm-connector-dev.walletmodal.demo');
  await stop('SIWXSignMessage', 'wm-siwx-sign');
}
