/**
 * The modal's email login in Chromium (issue 21 points 6 to 9): the element with `frame-url`, its Connect view's email
 * field, the six code boxes typed with the keyboard (the code read from the dev inbox's JSON, as a person reads the
 * inbox page), the Account view of the login, a message signed through ApproveTransaction, a reload that keeps the
 * login, and a disconnect that forgets it; a transaction the page sends, shown decoded, approved, completed by the
 * modal over Anvil, signed in the frame and mined, and one declined. The frame is the stack's, on its own origin, over
 * the real auth service.
 */
import { verifyMessage, Wallet } from 'ethers';
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { rpcCall } from '../support/local-chain';
import { newEmail } from './frame-page';
import { account, loginByEmail, withFrameUrl } from './modal-login-page';

const stack = inject('stack');
const rpcUrl = stack.chains.find((c) => c.chainId === 31337)!.rpcUrl;
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

describe('email login in the modal', () => {
  it('logs in from the Connect view, shows the login, signs through ApproveTransaction, keeps it over a reload, and forgets it on disconnect', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await withFrameUrl(page);
    const email = newEmail('modal');
    await loginByEmail(page, email);
    expect(await page.getByTestId('wm-account-login-name').textContent()).toBe(email);
    const info = await account(page);
    expect(info).toMatchObject({
      isConnected: true,
      user: { email },
      embeddedWalletInfo: { authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false, user: { email, address: info.address } },
    });
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.getAccount('solana').embeddedWalletInfo?.user.email)).toBe(email);

    // The page asks for a signature: the modal shows the message first, and the wallet signs only once approved.
    const signing = page.evaluate(() => document.querySelector('wallet-modal')!.signMessage('hello from the page'));
    await expect.poll(() => page.getByTestId('wm-approval-text').textContent()).toBe('hello from the page');
    await page.getByTestId('wm-approval-approve').click();
    expect(verifyMessage('hello from the page', (await signing) as string)).toBe(info.address);

    // A reload: the element (with frame-url again) resumes the login from the stored session token.
    await page.reload();
    await withFrameUrl(page);
    await expect.poll(() => account(page).then((a) => a.status), { timeout: 30_000 }).toBe('connected');
    expect(await account(page)).toMatchObject({ address: info.address, user: { email } });

    await page.evaluate(() => document.querySelector('wallet-modal')!.disconnect());
    expect(await account(page)).toMatchObject({ isConnected: false, embeddedWalletInfo: undefined });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /^wm:(wallet:|social-provider)/.test(key)))).toEqual([]);
  });
});

describe('a transaction from the embedded wallet', () => {
  it('shows the recipient and amount, and once approved is completed, signed in the frame and mined; a declined one sends nothing', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await withFrameUrl(page);
    await loginByEmail(page, newEmail('modal-send'));
    const { address = '', caipAddress } = await account(page);
    expect(caipAddress).toBe(`eip155:31337:${address}`);
    await rpcCall(rpcUrl, 'anvil_setBalance', [address, '0x4563918244f40000']); // 5 ETH
    const receiver = Wallet.createRandom().address;

    const sending = page.evaluate((to) => document.querySelector('wallet-modal')!.sendTransaction({ to, value: 250_000_000_000_000_000n }), receiver);
    await expect.poll(() => page.getByTestId('wm-approval-to').getAttribute('title')).toBe(receiver);
    expect(await page.getByTestId('wm-approval-value').textContent()).toMatch(/^0\.25\s*ETH$/);
    // Approve is enabled once the simulation has answered.
    await expect.poll(() => page.getByTestId('wm-approval-approve').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('wm-approval-approve').click();
    const hash = await sending;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect.poll(() => rpcCall(rpcUrl, 'eth_getTransactionReceipt', [hash]), { timeout: 15_000 }).not.toBeNull();
    const receipt = await rpcCall<{ status: string; from: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    expect(receipt).toMatchObject({ status: '0x1', from: address.toLowerCase(), to: receiver.toLowerCase() });
    const mined = await rpcCall<{ value: string; type: string }>(rpcUrl, 'eth_getTransactionByHash', [hash]);
    expect(mined).toMatchObject({ value: '0x3782dace9d90000', type: '0x2' });
    expect(BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(250_000_000_000_000_000n);

    // Declined: the page hears 4001 and no transaction leaves the wallet.
    const declined = page.evaluate(
      (to) =>
        document
          .querySelector('wallet-modal')!
          .sendTransaction({ to, value: 1n })
          .then(
            () => 'sent',
            (error: { code?: string }) => error.code,
          ),
      receiver,
    );
    await page.getByTestId('wm-approval-reject').click();
    expect(await declined).toBe('PROVIDER_4001');
    expect(await rpcCall(rpcUrl, 'eth_getTransactionCount', [address, 'pending'])).toBe('0x1');
  });
});
