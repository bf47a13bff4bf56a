/**
 * Issue 23 point 5 in Chromium: a wagmi app on the demo page uses `<wallet-modal>` as its connect UI. wagmi's connect
 * opens the modal, the Demo Wallet is picked there, and wagmi's own actions read the account, switch to the second
 * Anvil devnet and send a transaction that the test then finds mined on that chain.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Wallet } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { rpcCall } from '../support/local-chain';
import { rpcUrlOf } from '../../dev/stack-networks.ts';
import { DEMO_ACCOUNT, walletMode } from './account-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

/** The demo page with the wagmi app started on the stack's two page networks (test/e2e/wagmi-app.ts). */
async function openWagmiApp(page: Page): Promise<void> {
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
  // A module script of the page's own dev server (a dynamic import inside evaluate would be Vitest's, not the page's).
  await page.addScriptTag({ type: 'module', content: "import { startWagmiApp } from '/test/e2e/wagmi-app.ts'; window.__startWagmiApp = startWagmiApp;" });
  await page.waitForFunction(() => typeof window.__startWagmiApp === 'function');
  const chains = stack.chains.filter((c) => c.chainId === 31337 || c.chainId === 31338);
  await page.evaluate((chains) => {
    window.__wagmiApp = window.__startWagmiApp(chains);
  }, chains);
}

describe('wagmi with walletModal()', () => {
  it("connects through the modal, switches chain and sends a transaction on Anvil through wagmi's actions", async () => {
    const page = currentPage();
    await openWagmiApp(page);
    await walletMode(page, 'approve');
    expect(await page.evaluate(() => window.__wagmiApp.account())).toMatchObject({ status: 'disconnected', address: undefined });

    // wagmi's connect opens the modal; the person picks the Demo Wallet there.
    const connecting = page.evaluate(() => window.__wagmiApp.connect());
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    expect(await connecting).toEqual({ accounts: [DEMO_ACCOUNT], chainId: 31337 });
    expect(await page.evaluate(() => window.__wagmiApp.account())).toEqual({
      status: 'connected',
      address: DEMO_ACCOUNT,
      chainId: 31337,
      connectorId: 'walletModal',
    });

    // wagmi's switchChain moves the element and the wallet to the second devnet.
    expect(await page.evaluate(() => window.__wagmiApp.switchChain(31338))).toBe(31338);
    expect(await page.evaluate(() => window.__wagmiApp.account().chainId)).toBe(31338);
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.getAccount('eip155').caipAddress)).toBe(`eip155:31338:${DEMO_ACCOUNT}`);

    // wagmi's sendTransaction goes through the element's provider to the Demo Wallet, and lands on 31338.
    const rpcUrl = rpcUrlOf(stack.chains, 31338);
    const receiver = Wallet.createRandom().address;
    const sent = await page.evaluate(({ to }) => window.__wagmiApp.send(to, '1234500000000000'), { to: receiver });
    expect(sent.status).toBe('success');
    const receipt = await rpcCall<{ status: string; from: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [sent.hash]);
    expect(receipt).toMatchObject({ status: '0x1', from: DEMO_ACCOUNT.toLowerCase(), to: receiver.toLowerCase() });
    expect(BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(1_234_500_000_000_000n);
    // Not on the first devnet: the switch reached the wallet that signed.
    expect(await rpcCall<unknown>(rpcUrlOf(stack.chains, 31337), 'eth_getTransactionReceipt', [sent.hash])).toBeNull();
  });

  it("rejects wagmi's connect with UserRejectedRequestError when the modal is closed without a wallet", async () => {
    const page = currentPage();
    await openWagmiApp(page);
    const connecting = page.evaluate(() => window.__wagmiApp.connect());
    await page.getByTestId('wm-close').click();
    expect(await connecting).toEqual({ error: 'UserRejectedRequestError' });
    expect(await page.evaluate(() => window.__wagmiApp.account().status)).toBe('disconnected');
  });
});
