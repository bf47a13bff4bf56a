/**
 * The modal's email login in Chromium (issue 21 points 6 to 9): the element with `frame-url`, its Connect view's email
 * field, the six code boxes typed with the keyboard (the code read from the dev inbox's JSON, as a person reads the
 * inbox page), the Account view of the login, a message signed through ApproveTransaction, a reload that keeps the
 * login, and a disconnect that forgets it. The frame is the stack's, on its own origin, over the real auth service.
 */
import { verifyMessage } from 'ethers';
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { newEmail } from './frame-page';
import { account, loginByEmail, withFrameUrl } from './modal-login-page';

const stack = inject('stack');
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
