// Buy on the real stack: the Demo Wallet on Anvil 31337, the data service's onramp routes, and the local provider's
// checkout page (dev/onramp-provider/) in the window Continue opens. A declined card funds nothing; a test card funds
// the account from Anvil's dev account 8, and the Account view's native balance and Activity show it.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { activityRows, connectDemoWallet, DEMO_ACCOUNT, openTab } from './account-page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { rpcCall } from '../support/local-chain';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;
const balanceOf = async () => BigInt((await rpcCall(rpcUrlOf(stack.chains, 31337), 'eth_getBalance', [DEMO_ACCOUNT, 'latest'])) as string);
/** '10,000.123 ETH' → 10000.123 */
const shownBalance = async () => Number(((await page.getByTestId('wm-balance').textContent()) ?? '').replace(/[^\d.]/g, ''));

beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
});

describe('Buy through the local provider', () => {
  it("shows each payment currency's flag and the bought currency's image from the data service, loaded in Chromium", async () => {
    await connectDemoWallet(page);
    await page.getByTestId('wm-action-onramp').click();
    const flag = page.getByTestId('wm-onramp-currency-USD').locator('img');
    await flag.waitFor();
    expect(await flag.getAttribute('src')).toMatch(/\/public\/getCurrencyImage\/USD$/);
    expect(await flag.getAttribute('alt')).toBe('');
    await expect.poll(() => flag.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // The native currency bought is shown by its network's image.
    const bought = page.getByTestId('wm-onramp-token').locator('img');
    expect(await bought.getAttribute('src')).toMatch(/\/public\/getAssetImage\/eip155-31337$/);
    await expect.poll(() => bought.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  });

  it('quotes, opens the provider page, is declined once, pays with a test card, and the balance and Activity update', async () => {
    await connectDemoWallet(page);
    await expect.poll(() => page.getByTestId('wm-balance').isVisible()).toBe(true);
    const before = await shownBalance();
    const activity = await openTab(page, 'activity');
    await expect.poll(async () => (await activityRows(activity)).length).toBeGreaterThan(5);
    const rowsBefore = await activityRows(activity);

    await page.getByTestId('wm-action-onramp').click();
    await expect.poll(() => page.getByTestId('wm-onramp-limits').textContent()).toBe('Card: 10.00 to 7,500.00 USD');
    expect(await page.getByTestId('wm-onramp-sample').count()).toBe(0);
    // An amount no other run uses: 250.00 to 349.99 USD buys about 0.08 to 0.11 ETH at the dev price (3,000).
    const cents = 25_000 + Math.floor(Math.random() * 10_000);
    await page.getByTestId('wm-onramp-amount').fill(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    await page.getByTestId('wm-onramp-continue').click();

    await page.getByTestId('wm-onramp-quote').waitFor();
    expect(await page.getByTestId('wm-onramp-provider').textContent()).toBe('Local ProviderFees 1-2%');
    // 2% for a card, rounded half up to the cent.
    const fee = Math.floor((cents * 200 + 5_000) / 10_000);
    expect(await page.getByTestId('wm-onramp-quote-provider-fee').textContent()).toBe(`${(fee / 100).toFixed(2)} USD`);
    const bought = ((await page.getByTestId('wm-onramp-quote-you-get').textContent()) ?? '').replace(' ETH', '');
    expect(bought).toMatch(/^0\.\d+$/);
    const wei = BigInt(bought.replace('0.', '').padEnd(18, '0'));

    const [provider] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('wm-onramp-open').click()]);
    await provider.waitForLoadState();
    expect(provider.url().startsWith(stack.onrampProviderUrl)).toBe(true);
    // noopener: the provider's page has no handle on ours.
    expect(await provider.evaluate(() => window.opener)).toBeNull();
    expect(await provider.getByTestId('crypto-amount').textContent()).toBe(`${bought} ETH`);
    await page.getByTestId('wm-buy-in-progress').waitFor();

    const chainBefore = await balanceOf();
    await provider.fill('#number', '4000 0000 0000 0002');
    await provider.fill('#expiry', '12/40');
    await provider.fill('#cvc', '123');
    await provider.click('button[type=submit]');
    await expect.poll(() => provider.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect(await balanceOf()).toBe(chainBefore);

    await provider.fill('#number', '4242 4242 4242 4242');
    await provider.fill('#cvc', '123');
    await provider.click('button[type=submit]');
    await provider.getByTestId('complete').waitFor();
    expect(await balanceOf()).toBeGreaterThanOrEqual(chainBefore + wei - 10n ** 16n);
    await provider.close();

    // The modal notices the balance grow (it reads it again every 2 s), then back to the account.
    await page.getByTestId('wm-buy-complete').waitFor({ timeout: 15_000 });
    await page.getByTestId('wm-buy-back').click();
    await expect.poll(() => shownBalance(), { timeout: 10_000 }).toBeGreaterThan(before + Number(bought) - 0.01);
    const after = await openTab(page, 'activity');
    // The indexer sees the funding transfer within seconds: one new received row of the amount bought (4 decimals shown).
    await expect
      .poll(async () => (await activityRows(after)).filter((r) => !rowsBefore.includes(r) && /^↓ Received \+0\.\d{1,4} ETH Confirmed$/.test(r)).length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    const row = (await activityRows(after)).find((r) => !rowsBefore.includes(r) && r.startsWith('↓ Received'))!;
    expect(Math.abs(Number(row.replace(/[^\d.]/g, '')) - Number(bought))).toBeLessThan(0.0001);
  });
});
