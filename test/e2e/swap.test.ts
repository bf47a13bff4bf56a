// Swaps on the real stack: the Demo Wallet on Anvil 31337, the stack's DemoSwap pools, the data service's
// /v1/convert routes. ETH → DUSD (6 decimals) end to end; DUSD → ETH through ApproveTransaction (an exact approve);
// the pool moved by another account between the wallet's send and the block: the swap reverts, the view says so,
// and the balances and the pending list follow the chain. (The tests run in this order on one pool: the impacts
// they check assume it.) Swap with the data service down or on a network without swaps: swap-unavailable.test.ts.
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseEther, parseUnits } from 'ethers';
import { activityRows, DEMO_ACCOUNT, openTab, walletMode } from './account-page';
import { eventsOfType } from './demo-events';
import { DEV_ACCOUNTS } from '../../dev/contracts/deploy.ts';
import { rpcCall } from '../support/local-chain';
import * as MESSAGES from '../../src/messages';
import { allowance, amountOut, demoWallet, DUSD, dusdBalance, ERC20, ethBalance, feeOf, NATIVE, POOL, rpcUrl, swap, units, useSwapPage } from './swap-page';

const swapPage = useSwapPage();
const { openSwap } = swapPage;
let page: Page;

beforeEach(() => {
  page = swapPage.page();
});

/** Another account (alice) swaps 10 ETH into the ETH/DUSD pool: about 18% fewer DUSD per ETH after it. */
async function movePool(tip?: { maxPriorityFeePerGas: string; maxFeePerGas: string }) {
  const block = await rpcCall<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  await rpcCall(rpcUrl, 'eth_sendTransaction', [
    {
      from: DEV_ACCOUNTS.alice,
      to: swap.router,
      value: `0x${parseEther('10').toString(16)}`,
      gas: '0x30d40',
      ...tip,
      data: POOL.encodeFunctionData('swapExactIn', [
        NATIVE,
        DUSD,
        parseEther('10'),
        1n,
        DEV_ACCOUNTS.alice,
        BigInt(Math.max(Number(block.timestamp), Math.floor(Date.now() / 1000))) + 600n,
      ]),
    },
  ]);
}

/** axe-core's WCAG A/AA rules on the modal's open shadow tree (contrast aside: the theme is checked elsewhere); it must have judged some buttons. */
async function axeViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { axe } = window;
    const result = await axe.run(
      { include: [['wallet-modal']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules: { 'color-contrast': { enabled: false } } },
    );
    if (!result.passes.some((r) => r.id === 'button-name' && r.nodes.length >= 2)) return ['axe judged no buttons in the modal'];
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('Swap on Anvil through DemoSwap', () => {
  it('ETH → DUSD: the live quote is the pool’s, the review matches, and the balances move by the quoted amounts', async () => {
    const amountIn = parseEther('0.25');
    await openSwap('ETH', 'DUSD', '0.25');
    const quoted = await amountOut(amountIn, NATIVE, DUSD);
    // DUSD has 6 decimals, all shown: the quote on screen is the pool's answer to the unit.
    expect(units(await page.getByTestId('wm-swap-to-amount').textContent(), 6)).toBe(quoted);
    const minimum = units(await page.getByTestId('wm-swap-minimum').textContent(), 6);
    expect(minimum).toBe((quoted * 9_900n) / 10_000n);
    // 0.25 ETH into 100 ETH: about 0.25% worse than the pool's rate for a small trade.
    expect(await page.getByTestId('wm-swap-impact').textContent()).toMatch(/^0\.2[4-6]%$/);
    expect(await page.getByTestId('wm-swap-fee').textContent()).toMatch(/^≈ 0\.\d+ ETH$/);
    expect(await axeViolations()).toEqual([]);

    await page.getByTestId('wm-swap-review').click();
    await page.getByTestId('wm-swap-confirm').waitFor();
    expect(await page.getByTestId('wm-swap-preview-pay').textContent()).toBe('0.25 ETH');
    expect(units(await page.getByTestId('wm-swap-preview-receive').textContent(), 6)).toBe(quoted);
    expect(units(await page.getByTestId('wm-swap-preview-minimum').textContent(), 6)).toBe(minimum);
    expect(await page.getByTestId('wm-swap-needs-approval').count()).toBe(0);
    // The simulated outcome before the wallet is asked: 0.25 ETH out (and the fee), the quoted DUSD in.
    await expect.poll(() => page.getByTestId('wm-simulation').getAttribute('data-status')).toBe('done');
    expect(await axeViolations()).toEqual([]);
    const simulated = (await page.getByTestId('wm-simulation').textContent()) ?? '';
    expect(simulated).toContain('-0.25');
    expect(simulated).toContain(`+${(await page.getByTestId('wm-swap-preview-receive').textContent())!.replace('≈ ', '')}`);

    // Refused in the wallet first: said plainly, nothing sent, the review still there to try again.
    await walletMode(page, 'reject');
    await page.getByTestId('wm-swap-confirm').click();
    await expect.poll(() => page.getByTestId('wm-swap-error').textContent()).toBe(MESSAGES.swapRejected);
    expect(await eventsOfType(page, 'wm-transaction')).toEqual([]);
    await walletMode(page, 'approve');

    const [eth0, dusd0, prompts0] = [await ethBalance(), await dusdBalance(), await demoWallet(page)];
    await page.getByTestId('wm-swap-confirm').click();
    await page.getByTestId('wm-swap-complete').waitFor();
    expect(await demoWallet(page)).toBe(prompts0 + 1);
    const events = await eventsOfType(page, 'wm-transaction');
    expect(events.map((e) => e.detail.status)).toEqual(['pending', 'confirmed']);
    const hash = events[0]!.detail.hash as string;
    const { fee, status } = await feeOf(hash);
    expect(status).toBe('0x1');
    expect(await dusdBalance()).toBe(dusd0 + quoted);
    expect(await ethBalance()).toBe(eth0 - amountIn - fee);
    // SPEC §8's toast once the wallet answered (the × is its Dismiss button).
    expect(await page.getByTestId('wm-toast').allTextContents()).toContain('Transaction started×');

    await page.getByTestId('wm-swap-done').click();
    const activity = await openTab(page, 'activity');
    expect(await activity.getByTestId('wm-pending-row').count()).toBe(0);
  });

  it('DUSD → ETH: the allowance is short, ApproveTransaction approves exactly the amount, then the swap', async () => {
    // No allowance left from any earlier run: the demo account is unlocked on Anvil.
    await rpcCall(rpcUrl, 'eth_sendTransaction', [{ from: DEMO_ACCOUNT, to: DUSD, data: ERC20.encodeFunctionData('approve', [swap.router, 0n]) }]);
    expect(await allowance()).toBe(0n);
    const amountIn = parseUnits('30', 6);
    await openSwap('DUSD', 'ETH', '30', true);
    await page.keyboard.press('Enter');
    await page.getByTestId('wm-swap-needs-approval').waitFor();
    expect(await page.getByTestId('wm-swap-confirm').count()).toBe(0);

    await page.getByTestId('wm-swap-approve').click();
    expect(await page.getByTestId('wm-approve-amount').textContent()).toBe('30 DUSD');
    expect((await page.getByTestId('wm-approve-spender').getAttribute('title'))?.toLowerCase()).toBe(swap.router.toLowerCase());
    // Simulated: an approval of 30 DUSD, not flagged unlimited.
    await expect.poll(() => page.getByTestId('wm-simulation').getAttribute('data-status')).toBe('done');
    expect(await page.getByTestId('wm-simulation').textContent()).toContain('30 DUSD');
    expect(await page.getByTestId('wm-simulation-unlimited').count()).toBe(0);
    expect(await axeViolations()).toEqual([]);
    const prompts0 = await demoWallet(page);
    await page.getByTestId('wm-approve-confirm').click();
    // Mined, then back to the review, built again now that the allowance is there.
    await page.getByTestId('wm-swap-confirm').waitFor();
    expect(await allowance()).toBe(amountIn);
    expect(await page.getByTestId('wm-swap-needs-approval').count()).toBe(0);

    const quoted = await amountOut(amountIn, DUSD, NATIVE);
    const [eth0, dusd0] = [await ethBalance(), await dusdBalance()];
    await page.getByTestId('wm-swap-confirm').click();
    await page.getByTestId('wm-swap-complete').waitFor();
    expect(await demoWallet(page)).toBe(prompts0 + 2);
    const events = await eventsOfType(page, 'wm-transaction');
    expect(events.map((e) => e.detail.status)).toEqual(['pending', 'confirmed', 'pending', 'confirmed']);
    const { fee, status } = await feeOf(events[2]!.detail.hash as string);
    expect(status).toBe('0x1');
    expect(await dusdBalance()).toBe(dusd0 - amountIn);
    expect(await ethBalance()).toBe(eth0 + quoted - fee);
    // The approval was exact: the swap used it all.
    expect(await allowance()).toBe(0n);
  });

  it('the pool moves between the send and the block: the swap reverts, the view says why, balances and the pending list stay right', async () => {
    const amountIn = parseEther('0.5');
    // A trade large for the pool first: 20 ETH into 100 moves the price about 17%, shown as a warning.
    await openSwap('ETH', 'DUSD', '20');
    await expect.poll(() => page.getByTestId('wm-swap-impact').textContent()).toMatch(/^1[67]\.\d\d% \(high\)$/);
    await page.getByTestId('wm-swap-amount').fill('0.5');
    await expect.poll(() => page.getByTestId('wm-swap-impact').textContent()).toMatch(/^0\.\d\d%$/);
    await page.getByTestId('wm-swap-review').click();
    await page.getByTestId('wm-swap-confirm').waitFor();
    const [eth0, dusd0] = [await ethBalance(), await dusdBalance()];

    // Anvil holds the swap in its pool of transactions; another account's larger swap goes first (a higher tip).
    await rpcCall(rpcUrl, 'evm_setAutomine', [false]);
    let hash: string;
    try {
      await page.getByTestId('wm-swap-confirm').click();
      await expect.poll(async () => (await eventsOfType(page, 'wm-transaction')).length).toBe(1);
      hash = (await eventsOfType(page, 'wm-transaction'))[0]!.detail.hash as string;
      expect(await page.getByTestId('wm-swap-status').textContent()).toContain('Waiting for the network');
      await movePool({ maxPriorityFeePerGas: '0x174876e800', maxFeePerGas: '0x2540be4000' });
      await rpcCall(rpcUrl, 'evm_mine', []);
    } finally {
      await rpcCall(rpcUrl, 'evm_setAutomine', [true]);
    }

    await expect.poll(() => page.getByTestId('wm-swap-failed-message').textContent()).toBe(MESSAGES.swapReverted);
    const { fee, status } = await feeOf(hash);
    expect(status).toBe('0x0');
    expect((await eventsOfType(page, 'wm-transaction')).map((e) => e.detail.status)).toEqual(['pending', 'failed']);
    // Nothing swapped: DUSD as before, ETH less only the fee of the reverted transaction.
    expect(await dusdBalance()).toBe(dusd0);
    expect(await ethBalance()).toBe(eth0 - fee);
    expect(amountIn).toBeGreaterThan(0n);

    // Back to the account: no pending row left, and the balance shown is the chain's (read again once mined).
    await page.getByTestId('wm-swap-new-quote').click();
    await page.getByTestId('wm-swap-amount').waitFor();
    await page.getByTestId('wm-back').click();
    const activity = await openTab(page, 'activity');
    expect(await activity.getByTestId('wm-pending-row').count()).toBe(0);
    const chainEth = Number((await ethBalance()) / 10n ** 15n) / 1000;
    await expect.poll(async () => units(await page.getByTestId('wm-balance').textContent(), 3)).toBe(parseUnits(chainEth.toFixed(3), 3));
    await expect.poll(async () => (await activityRows(activity)).length).toBeGreaterThan(0);
  });

  it('a swap the pool moved away from is warned about before the wallet is asked; confirmed again, it reverts', async () => {
    const amountIn = parseEther('0.5');
    await openSwap('ETH', 'DUSD', '0.5');
    // The service builds the swap at today's price; before the page has it (and simulates it), the pool moves.
    await page.route('**/v1/convert/build-transaction**', async (route) => {
      const response = await route.fetch();
      await movePool();
      await route.fulfill({ response });
    });
    await page.getByTestId('wm-swap-review').click();
    await expect.poll(() => page.getByTestId('wm-simulation-revert-reason').textContent()).toContain('DemoSwap: output below minAmountOut (slippage)');
    const [eth0, dusd0, prompts0] = [await ethBalance(), await dusdBalance(), await demoWallet(page)];

    await page.getByTestId('wm-swap-confirm').click();
    // Warned, not sent: the wallet was not asked, and the button asks again.
    expect(await page.getByTestId('wm-swap-confirm').textContent()).toBe('Swap anyway');
    expect(await demoWallet(page)).toBe(prompts0);
    expect(await eventsOfType(page, 'wm-transaction')).toEqual([]);

    await page.getByTestId('wm-swap-confirm').click();
    await expect.poll(() => page.getByTestId('wm-swap-failed-message').textContent()).toBe(MESSAGES.swapReverted);
    expect(await demoWallet(page)).toBe(prompts0 + 1);
    const [pending, failed] = await eventsOfType(page, 'wm-transaction');
    expect([pending!.detail.status, failed!.detail.status]).toEqual(['pending', 'failed']);
    const { fee, status } = await feeOf(failed!.detail.hash as string);
    expect(status).toBe('0x0');
    expect(await dusdBalance()).toBe(dusd0);
    expect(await ethBalance()).toBe(eth0 - fee);
    expect(amountIn).toBeGreaterThan(fee);
  });
});
