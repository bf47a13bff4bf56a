// sendTransaction() from the demo page with the Demo Wallet on Anvil: wm-transaction pending, then confirmed, and the balance moved.
import { describe, expect, inject, it } from 'vitest';
import { Wallet } from 'ethers';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { activityRows, connectDemoWallet, DEMO_ACCOUNT, openTab } from './account-page';
import { eventsOfType } from './demo-events';
import { rpcCall, transferBase64 } from '../support/local-chain';

const stack = inject('stack');
const rpcUrl = stack.chains.find((c) => c.chainId === 31337)!.rpcUrl;
const { page: currentPage } = useE2ePage({ pageErrors: 'report' });

describe('sendTransaction() from the demo page', () => {
  it('resolves with the hash; wm-transaction says pending, then confirmed; the ETH moved and the Account view shows it', async () => {
    const page = currentPage();
    await rpcCall(rpcUrl, 'anvil_setBalance', [DEMO_ACCOUNT, '0x2b5e3af16b1880000']); // 50 ETH
    await page.goto(stack.url);
    await connectDemoWallet(page);
    await expect.poll(() => page.getByTestId('wm-balance').textContent(), { timeout: 15000 }).toMatch(/^50\.000\s*ETH$/);

    const receiver = Wallet.createRandom().address;
    const hash = await page.evaluate((to) => document.querySelector('wallet-modal')!.sendTransaction({ to, value: BigInt('1500000000000000000') }), receiver);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // SPEC §4: the site's own request settled with nothing on the transaction stack, so the open modal closed.
    await expect.poll(() => page.evaluate(() => document.querySelector('wallet-modal')!.state.open)).toBe(false);
    const first = await eventsOfType(page, 'wm-transaction');
    expect(first[0]!.detail).toEqual({ namespace: 'eip155', hash, status: 'pending' });

    await expect
      .poll(async () => (await eventsOfType(page, 'wm-transaction')).map((e) => e.detail.status), { timeout: 15000 })
      .toEqual(['pending', 'confirmed']);
    expect((await eventsOfType(page, 'wm-transaction'))[1]!.detail).toEqual({ namespace: 'eip155', hash, status: 'confirmed' });
    const receipt = await rpcCall<{ status: string; from: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    expect(receipt.status).toBe('0x1');
    expect(receipt.from.toLowerCase()).toBe(DEMO_ACCOUNT.toLowerCase());
    expect(BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(1_500_000_000_000_000_000n);
    // 50 - 1.5 - the fee (a few hundred gwei at most on Anvil): the view reads the balance again once it is mined.
    await page.getByTestId('wm-trigger').click();
    await expect.poll(() => page.getByTestId('wm-balance').textContent(), { timeout: 15000 }).toMatch(/^48\.(499|500)\s*ETH$/);
  });

  it('on Solana: wire bytes in, the signature out; wm-transaction pending then confirmed from the signature status, and the SOL moved', async () => {
    const page = currentPage();
    const { solana } = stack;
    await page.goto(stack.url);
    await page.getByTestId('wm-trigger').waitFor();
    await page.evaluate(() => (window.demoWallet.mode = 'approve'));
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-namespace-solana').click();
    await page.getByTestId('wm-connector-wallet-standard:demo-wallet').click();
    await page.getByTestId('wm-account-address').waitFor();

    // A fresh receiver, so that no other test's transfer moves its balance.
    const receiver = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
    const transaction = await transferBase64(solana.rpcUrl, solana.demoAddress, receiver, 2_000_000n);
    const signature = await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return document.querySelector('wallet-modal')!.sendTransaction(bytes);
    }, transaction);
    expect(getBase58Encoder().encode(signature as string)).toHaveLength(64);
    await expect
      .poll(async () => (await eventsOfType(page, 'wm-transaction', 'solana')).map((e) => e.detail), { timeout: 15000 })
      .toEqual([
        { namespace: 'solana', hash: signature, status: 'pending' },
        { namespace: 'solana', hash: signature, status: 'confirmed' },
      ]);
    expect((await rpcCall<{ value: number }>(solana.rpcUrl, 'getBalance', [receiver])).value).toBe(2_000_000);
  });

  it('lists the transaction on top of Activity while it waits for a block, then it becomes a normal row', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await connectDemoWallet(page);
    const panel = await openTab(page, 'activity');
    await panel.getByTestId('wm-activity-row').first().waitFor();
    // An amount no other test sends (0.0042 to 0.0140 ETH), so its row is ours.
    const tenThousandths = 42 + Math.floor(Math.random() * 99);
    const shown = `↑ Sent -${(tenThousandths / 10_000).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH Confirmed`;
    // Anvil holds the transaction until told to mine: the pending state lasts as long as the test needs.
    await rpcCall(rpcUrl, 'evm_setAutomine', [false]);
    try {
      const hash = await page.evaluate(([to, wei]) => document.querySelector('wallet-modal')!.sendTransaction({ to, value: BigInt(wei) }), [
        Wallet.createRandom().address,
        String(BigInt(tenThousandths) * 10n ** 14n),
      ] as const);
      // The modal closed as the request settled (SPEC §4); opened again, Activity lists it on top.
      await expect.poll(() => page.evaluate(() => document.querySelector('wallet-modal')!.state.open)).toBe(false);
      await page.getByTestId('wm-trigger').click();
      await openTab(page, 'activity');
      const pending = panel.getByTestId('wm-pending-row');
      await pending.waitFor();
      expect(await pending.locator('[title]').getAttribute('title')).toBe(hash);
      expect(await pending.getByTestId('wm-activity-status').textContent()).toBe('Pending');
      // On top of the list.
      expect(await panel.locator('li').first().getAttribute('data-testid')).toBe('wm-pending-row');
      await rpcCall(rpcUrl, 'evm_mine', []);
      await expect
        .poll(async () => (await eventsOfType(page, 'wm-transaction')).map((e) => e.detail.status), { timeout: 15000 })
        .toEqual(['pending', 'confirmed']);
      await expect.poll(() => panel.getByTestId('wm-pending-row').count()).toBe(0);
      await expect.poll(() => activityRows(panel), { timeout: 10000 }).toContain(shown);
    } finally {
      await rpcCall(rpcUrl, 'evm_setAutomine', [true]);
    }
  });

  it('refuses a to without 0x with a clear error, and no event fires', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await connectDemoWallet(page);
    const error = await page.evaluate(() =>
      document
        .querySelector('wallet-modal')!
        .sendTransaction({ to: '70997970c51812dc3a010c7d01b50e0d17dc79c8' })
        .then(
          () => undefined,
          (e: { code: string; details?: string }) => ({ code: e.code, details: e.details }),
        ),
    );
    expect(error).toEqual({ code: 'INVALID_INPUT', details: 'sendTransaction: to must be a string starting with 0x' });
    expect(await eventsOfType(page, 'wm-transaction')).toEqual([]);
  });
});
