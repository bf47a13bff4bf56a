// The catalogue path to WalletConnect: All wallets → search finds the Phone Wallet (listed by the stack's catalogue
// service, its webapp_link pointing at this stack's page) → its QR → the Phone Wallet pairs and approves.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMessage } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType as eventsOfNamespace } from './demo-events';
import { currentQr } from './phone-wallet';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * The page's events of one type for eip155: the demo page also lists the Solana Localnet, so the Phone Wallet's
 * session covers solana too, whose own events walletconnect-solana.test.ts checks.
 */
const eventsOfType = (page: Page, type: string) => eventsOfNamespace(page, type, 'eip155');

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;
beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
});

/** Connect → All wallets → search 'Phone' → the Phone Wallet tile → its QR; returns the `wc:` URI. */
async function phoneWalletQr(): Promise<string> {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-all-wallets').click();
  await page.getByTestId('wm-all-wallets-search').fill('Phone');
  const tile = page.getByTestId('wm-wallet-walletmodal-phone');
  await tile.waitFor();
  expect(await tile.textContent()).toContain('Phone Wallet');
  await tile.click();
  return currentQr(page);
}

describe('WalletConnect from the wallet catalogue', () => {
  it('the stack serves a catalogue that lists the Phone Wallet with this stack’s page as its web app', async () => {
    expect(stack.catalogueUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(await page.evaluate(() => document.querySelector('wallet-modal')?.getAttribute('catalogue-url'))).toBe(stack.catalogueUrl);
  });

  it('All wallets → search finds Phone Wallet → QR → the Phone Wallet pairs and approves → wm-connect; signMessage recovers', async () => {
    const uri = await phoneWalletQr();
    const phone = await page.context().newPage();
    await phone.goto(`${stack.phoneWalletUrl}?mode=approve`);
    await phone.evaluate(() => window.phoneWallet.ready);
    await phone.evaluate((u) => window.phoneWallet.pair(u), uri);
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const [connect] = await eventsOfType(page, 'wm-connect');
    expect(connect!.detail).toMatchObject({ address: ADDRESS, connectorId: 'walletConnect' });
    const signature = await page.evaluate(() => document.querySelector('wallet-modal')!.signMessage('from the catalogue'));
    expect(verifyMessage('from the catalogue', signature as string)).toBe(ADDRESS);
  });

  it('Open Phone Wallet opens its web app link with the URI in a new tab, where the person approves', async () => {
    const uri = await phoneWalletQr();
    const [phone] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('wm-wc-open').click()]);
    await phone.waitForLoadState();
    const opened = new URL(phone.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${stack.phoneWalletUrl}wc`);
    expect(opened.searchParams.get('uri')).toBe(uri);
    await phone.getByTestId('phone-approve').click();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
  });
});

describe('the catalogue in the Connect and All wallets views', () => {
  const walletMode = (mode: 'approve') => page.evaluate((m) => (window.demoWallet.mode = m), mode);
  const setAttribute = (name: string, value: string) => page.evaluate(([n, v]) => document.querySelector('wallet-modal')!.setAttribute(n!, v!), [name, value]);

  it('Connect recommends catalogue wallets (not the installed Demo Wallet, which is listed as a browser wallet) and counts All wallets', async () => {
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-recommended-walletmodal-phone').waitFor();
    expect(await page.getByTestId('wm-recommended-walletmodal-demo').count()).toBe(0);
    expect(await page.getByTestId('wm-connector-dev.walletmodal.demo').count()).toBe(1);
    const recommended = await page.locator('[data-testid^="wm-recommended-"]').count();
    expect(recommended).toBe(4);
    expect(await page.getByTestId('wm-all-wallets').textContent()).toMatch(/All wallets\s*\d+/);
  });

  it('All wallets marks the Demo Wallet installed; choosing it connects through the extension, not WalletConnect', async () => {
    await walletMode('approve');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-all-wallets').click();
    const tile = page.getByTestId('wm-wallet-walletmodal-demo');
    await tile.waitFor();
    expect(await tile.textContent()).toContain('Installed');
    expect(await page.getByTestId('wm-wallet-walletmodal-phone').textContent()).not.toContain('Installed');
    await tile.click();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    expect((await eventsOfType(page, 'wm-connect'))[0]!.detail).toMatchObject({ address: ADDRESS, connectorId: 'dev.walletmodal.demo' });
  });

  it('exclude-wallet-ids hides a wallet from the grid and from search', async () => {
    await setAttribute('exclude-wallet-ids', 'walletmodal-phone');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-all-wallets').click();
    await page.getByTestId('wm-wallet-walletmodal-demo').waitFor();
    expect(await page.getByTestId('wm-wallet-walletmodal-phone').count()).toBe(0);
    await page.getByTestId('wm-all-wallets-search').fill('Phone');
    await page.getByTestId('wm-all-wallets-empty').waitFor();
    expect(await page.getByTestId('wm-all-wallets-empty').textContent()).toContain('Phone');
  });

  it('falls back to the bundled catalogue when the service cannot be reached', async () => {
    // A port nothing listens on: the fetch fails at once.
    await setAttribute('catalogue-url', 'http://127.0.0.1:9');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-all-wallets').click();
    await page.getByTestId('wm-wallet-metamask').waitFor();
    expect(await page.getByTestId('wm-wallet-walletmodal-phone').count()).toBe(0);
    await page.getByTestId('wm-all-wallets-search').fill('rainb');
    await page.getByTestId('wm-wallet-rainbow').waitFor();
    expect(await page.locator('[data-testid^="wm-wallet-"]').count()).toBe(1);
  });
});
