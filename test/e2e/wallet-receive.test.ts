// Receive on the real stack: the Demo Wallet connects, Receive shows the address, and its QR code, photographed by
// Chromium and read by a QR decoder (jsQR), gives that address back.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { useE2ePage } from '../support/e2e/page';
import { connectDemoWallet, DEMO_ACCOUNT } from './account-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;

beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
});

describe('Receive', () => {
  it("the Account view's Receive shows the address and a QR code that decodes to it; Back returns to Account", async () => {
    await connectDemoWallet(page);
    await page.getByTestId('wm-action-receive').click();
    const qr = page.getByTestId('wm-receive-qr');
    await qr.waitFor();
    expect(await page.getByTestId('wm-receive-address').textContent()).toBe(DEMO_ACCOUNT);

    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
    expect(decoded?.data).toBe(DEMO_ACCOUNT);

    // The networks it can receive on are the page's EVM networks, and no Solana one.
    const networks = await page.getByTestId('wm-receive-networks').locator('li').allTextContents();
    expect(networks.length).toBeGreaterThan(0);
    expect(networks.join(' ')).not.toMatch(/Solana/);

    await page.getByTestId('wm-back').click();
    await page.getByTestId('wm-account-address').waitFor();
  });
});
