// Swap when it cannot quote: the data service down (said so, with Try again, nothing spinning), and SPEC §8's words
// on a network the service has no pool for.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { connectDemoWallet } from './account-page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { gasPriceUnsupported as GAS_PRICE_NETWORK_UNSUPPORTED, swapsUnsupported as SWAP_NETWORK_UNSUPPORTED } from '../../src/messages';
import * as MESSAGES from '../../src/messages';
import { useSwapPage } from './swap-page';

const stack = inject('stack');
const swapPage = useSwapPage();
let page: Page;

beforeEach(() => {
  page = swapPage.page();
});

describe('Swap on Anvil through DemoSwap: unavailable', () => {
  it('with the data service down, Swap says so and offers Try again; nothing spins', async () => {
    // A closed port: every call to the service fails at once.
    await page.evaluate(() => document.querySelector('wallet-modal')!.setAttribute('api-url', 'http://127.0.0.1:9'));
    await connectDemoWallet(page);
    await page.getByTestId('wm-action-swaps').click();
    await expect.poll(() => page.getByTestId('wm-swap-unavailable').getByRole('alert').textContent()).toBe(MESSAGES.swapServiceUnavailable);
    expect(await page.locator('wallet-modal .wm-spinner').count()).toBe(0);
    await page.getByTestId('wm-swap-retry').click();
    await page.getByTestId('wm-swap-unavailable').waitFor();
  });

  it('a network without swaps shows SPEC §8’s words', async () => {
    // 31339 runs in the stack, but the data service has no pool there.
    await page.evaluate(
      (url) => {
        const modal = document.querySelector('wallet-modal')!;
        const rpcUrls = JSON.parse(modal.getAttribute('rpc-urls') ?? '{}') as Record<string, string>;
        modal.setAttribute('rpc-urls', JSON.stringify({ ...rpcUrls, 'eip155:31339': url }));
        modal.setAttribute('networks', `${modal.getAttribute('networks')},eip155:31339`);
      },
      rpcUrlOf(stack.chains, 31339),
    );
    await connectDemoWallet(page);
    await page.evaluate(() => document.querySelector('wallet-modal')!.switchNetwork('eip155:31339'));
    await page.getByTestId('wm-action-swaps').click();
    const notice = page.getByTestId('wm-swap-unsupported');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(`${SWAP_NETWORK_UNSUPPORTED}${GAS_PRICE_NETWORK_UNSUPPORTED}`);
  });
});
