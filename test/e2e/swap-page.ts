/**
 * What the Swap e2e tests share: the stack's DemoSwap on Anvil 31337 and its DUSD token, the demo account's balances
 * and allowance read from the chain, and the demo page opened on Account → Swap with two tokens and an amount.
 */
import { beforeEach, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { Interface, parseUnits } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { connectDemoWallet, DEMO_ACCOUNT } from './account-page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { rpcCall } from '../support/local-chain';

const stack = inject('stack');
export const rpcUrl = rpcUrlOf(stack.chains, 31337);
export const { swap } = stack.contracts[31337]!;
export const DUSD = stack.contracts[31337]!.tokens.find((t) => t.symbol === 'DUSD')!.address;
export const NATIVE = swap.native;
export const ERC20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address,address) view returns (uint256)',
  'function approve(address,uint256) returns (bool)',
]);
export const POOL = new Interface([
  'function getAmountOut(uint256 amountIn, address tokenIn, address tokenOut) view returns (uint256)',
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline) payable returns (uint256)',
]);

const call = async (to: string, data: string) => BigInt(await rpcCall<string>(rpcUrl, 'eth_call', [{ to, data }, 'latest']));
export const ethBalance = async () => BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [DEMO_ACCOUNT, 'latest']));
export const dusdBalance = () => call(DUSD, ERC20.encodeFunctionData('balanceOf', [DEMO_ACCOUNT]));
export const allowance = () => call(DUSD, ERC20.encodeFunctionData('allowance', [DEMO_ACCOUNT, swap.router]));
export const amountOut = (amountIn: bigint, from: string, to: string) => call(swap.router, POOL.encodeFunctionData('getAmountOut', [amountIn, from, to]));
/** What a mined transaction cost its sender. */
export async function feeOf(hash: string): Promise<{ fee: bigint; status: string }> {
  const r = await rpcCall<{ gasUsed: string; effectiveGasPrice: string; status: string }>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
  return { fee: BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice), status: r.status };
}
/** '2,991.026' (6 decimals at most, grouped) → base units. */
export const units = (text: string | null, decimals: number) => parseUnits((text ?? '').replace(/[^\d.]/g, ''), decimals);
export const demoWallet = (p: Page) => p.evaluate(() => window.demoWallet.prompts);

export type SwapPage = {
  /** The current test's page, on the demo page (set before the file's own beforeEach hooks run). */
  page: () => Page;
  /** Account → Swap, the two tokens, the amount; with `keyboard`, the amount is typed where focus lands after the token list. */
  openSwap(from: 'ETH' | 'DUSD', to: 'ETH' | 'DUSD', amount: string, keyboard?: boolean): Promise<void>;
};

/** Call it at the top of a file: a page per test (page errors fail it) on the demo page, and the way to Swap. */
export function useSwapPage(): SwapPage {
  const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
  let page: Page;

  beforeEach(async (context) => {
    page = currentPage();
    // Besides the failure report (test/support/e2e/page.ts): what the modal showed, the shadow root's text.
    context.onTestFailed(async () => {
      console.error(await page.evaluate(() => (document.querySelector('wallet-modal')?.shadowRoot?.textContent ?? '').slice(0, 2000)).catch(() => ''));
    });
    await page.goto(stack.url);
  });

  const focusedTestId = () => page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.activeElement?.getAttribute('data-testid') ?? null);

  async function openSwap(from: 'ETH' | 'DUSD', to: 'ETH' | 'DUSD', amount: string, keyboard = false) {
    await connectDemoWallet(page);
    await page.getByTestId('wm-action-swaps').click();
    await page.getByTestId('wm-swap-from').click();
    await page.getByTestId(`wm-swap-token-${from}`).click();
    await page.getByTestId('wm-swap-to').click();
    // The list takes focus: the keyboard goes on from there.
    await expect.poll(focusedTestId).toMatch(/^wm-swap-token-/);
    await page.getByTestId(`wm-swap-token-${to}`).click();
    if (keyboard) {
      // Back on Swap, focus is in the amount field.
      await expect.poll(focusedTestId).toBe('wm-swap-amount');
      await page.keyboard.type(amount);
    } else {
      await page.getByTestId('wm-swap-amount').fill(amount);
    }
    await page.getByTestId('wm-swap-quote').waitFor();
  }

  return { page: () => page, openSwap };
}
