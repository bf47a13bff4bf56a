// Issue 11's toast figure: from the wallet's answer to eth_sendTransaction to the frame that shows 'Transaction
// started', through the Send view on the production bundle in Chromium. Real parts: Anvil answers the RPC (and mines
// the sends), the data service (its own process, PGlite) answers the account's balances and prices, and the wallet is a
// few lines announced by EIP-6963 that hold Anvil's first dev account and forward its calls to Anvil, stamping the
// moment its answer goes back to the page. The median of RUNS sends is the figure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startAnvil } from '../anvil.ts';
import { BENCH_ACCOUNT as ACCOUNT, BENCH_WALLET_RDNS as WALLET_RDNS, injectBenchWallet } from './bench-wallet.ts';
import { ensureBuilt, serveBundle } from './catalogue-stack.ts';
import { startDataServerProcess } from './data-processes.ts';
import { seedAccountSql } from './data-seed.ts';
import { inPage } from './in-page.ts';

const RUNS = 7;
const BUDGET_MS = 100;
const CHAIN_ID = 31337;
const CAIP = `eip155:${CHAIN_ID}`;
/** Anvil's third dev account: the receiver. */
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOAST_TEXT = 'Transaction started';

/**
 * In the page, before the Confirm click: resolves with the ms from the wallet's answer to just after the first frame
 * that holds the toast (checked on every animation frame; a message posted from that frame is handled once it has
 * been rendered, so painting it is counted).
 */
const armToastWatch = inPage(({ text }: { text: string }) => {
  const root = document.querySelector('wallet-modal')?.shadowRoot;
  if (!root) throw new Error('no <wallet-modal> on the page');
  window.wmWalletAnsweredAt = undefined;
  window.wmToastShown = new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error(`no '${text}' toast within 20 s`)), 20_000);
    const check = () => {
      const toast = [...root.querySelectorAll('[data-testid="wm-toast"]')].find((t) => t.textContent?.includes(text));
      if (!toast || toast.getBoundingClientRect().width === 0) return void requestAnimationFrame(check);
      const painted = new MessageChannel();
      painted.port1.onmessage = () => {
        clearTimeout(giveUp);
        const answered = window.wmWalletAnsweredAt;
        if (answered === undefined) reject(new Error('the toast showed before the wallet answered'));
        else resolve(performance.now() - answered);
      };
      painted.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
});

const toastShown = inPage(() => {
  if (!window.wmToastShown) throw new Error('the toast watch was not armed');
  return window.wmToastShown;
});

const confirmEnabled = inPage(() => {
  const button = document.querySelector('wallet-modal')?.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="wm-send-confirm"]');
  return button ? !button.disabled : false;
});

/** Resolves false when over budget. */
export async function sendToastBench({ root, browser }: { root: string; browser: Browser }): Promise<boolean> {
  const stops: (() => Promise<unknown>)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'wm-bench-toast-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await ensureBuilt(root);
    const anvil = await startAnvil({ chainId: CHAIN_ID });
    stops.push(() => anvil.stop());
    const service = await startDataServerProcess({
      dataDir,
      seed: seedAccountSql({ account: ACCOUNT.toLowerCase(), chainId: CAIP, tokens: 1, transactions: 1 }),
      chains: [{ chainId: CAIP, name: 'Anvil', testnet: false, nativeSymbol: 'ETH', nativeName: 'Ether', nativeDecimals: 18, rpcUrl: anvil.rpcUrl }],
      prices: { [CAIP]: { native: '3000.00' } },
    });
    stops.push(() => service.stop());
    const bundle = await serveBundle(root, {
      'project-id': 'bench',
      networks: CAIP,
      'rpc-urls': JSON.stringify({ [CAIP]: anvil.rpcUrl }),
      'api-url': service.url,
    });
    stops.push(() => bundle.stop());

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.addInitScript(injectBenchWallet, { rpcUrl: anvil.rpcUrl, account: ACCOUNT, rdns: WALLET_RDNS });
    await page.goto(bundle.url);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId(`wm-connector-${WALLET_RDNS}`).click();
    await page.getByTestId('wm-account-address').waitFor();

    const figures: number[] = [];
    // One warm-up send (chunks fetched, the simulation's code loaded), then the measured ones.
    for (let run = 0; run <= RUNS; run++) {
      await page.getByTestId('wm-action-send').click();
      await page.getByTestId('wm-send-amount').fill('0.01');
      await page.getByTestId('wm-send-receiver').fill(RECEIVER);
      await page.getByTestId('wm-send-review').click();
      const confirm = page.getByTestId('wm-send-confirm');
      await page.waitForFunction(confirmEnabled);
      await page.evaluate(armToastWatch, { text: TOAST_TEXT });
      await confirm.click();
      const ms = await page.evaluate(toastShown);
      if (run > 0) figures.push(ms);
      await page.getByTestId('wm-account-address').waitFor();
      // Dismissed, so that this toast cannot be taken for the next send's.
      await page.getByTestId('wm-toast-dismiss').first().click();
      await page.getByTestId('wm-toast').waitFor({ state: 'detached' });
    }
    if (failures.length) throw new Error(`the page threw: ${failures.join('; ')}`);
    figures.sort((a, b) => a - b);
    const median = figures[Math.floor(figures.length / 2)] ?? Number.NaN;
    const verdict = median <= BUDGET_MS ? 'PASS' : 'OVER';
    console.log(
      `\nWallet's answer -> 'Transaction started' toast painted (Send view, median of ${RUNS}; runs ${figures.map((f) => f.toFixed(1)).join(', ')} ms): ${median.toFixed(1)} ms <= ${BUDGET_MS} ms: ${verdict}`,
    );
    return verdict === 'PASS';
  } catch (error) {
    console.log(`\nWallet's answer -> toast: could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}
