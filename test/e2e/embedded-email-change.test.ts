/**
 * SPEC §4's email change in the modal, in Chromium on the local stack: an email login, then the Account view's
 * *Change email*: the new address, the code mailed to the current address (VERIFY_PRIMARY_OTP), the code mailed to the
 * new one (VERIFY_SECONDARY_OTP), both read from the dev inbox and typed into the six boxes. The Account view and
 * getAccount() then show the new address, and a later login with it opens the same wallet.
 */
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { newEmail } from './frame-page';
import { account, loginByEmail, typeCode, withFrameUrl } from './modal-login-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

describe('email change in the modal', () => {
  it('moves the login to a new address with a code to each; a login with the new address reaches the same wallet', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await withFrameUrl(page);
    const [from, to] = [newEmail('change-from'), newEmail('change-to')];
    await loginByEmail(page, from);
    const before = await account(page);

    await page.getByTestId('wm-change-email').click();
    expect(await page.getByTestId('wm-current-email').textContent()).toContain(from);
    await page.getByTestId('wm-new-email-input').fill(to);
    await page.getByTestId('wm-new-email-submit').click();
    await typeCode(page, from);
    // The second code's view names the new address; its boxes start empty.
    await expect.poll(() => page.getByTestId('wm-change-hint').textContent(), { timeout: 20_000 }).toContain(to);
    await typeCode(page, to);

    await expect.poll(() => page.getByTestId('wm-account-login-name').textContent(), { timeout: 20_000 }).toBe(to);
    expect(await account(page)).toMatchObject({
      isConnected: true,
      address: before.address,
      user: { email: to },
      embeddedWalletInfo: { authProvider: 'email', user: { email: to, address: before.address } },
    });
    expect(await page.evaluate(() => localStorage.getItem('wm:wallet:email'))).toContain(to);

    await page.evaluate(() => document.querySelector('wallet-modal')!.disconnect());
    expect(await account(page)).toMatchObject({ isConnected: false });
    await loginByEmail(page, to);
    expect(await account(page)).toMatchObject({ address: before.address, user: { email: to } });
  });
});
