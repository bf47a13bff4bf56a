/**
 * The modal's social login in Chromium (issue 21 points 7 to 9), end to end on the local stack: a click on Google in
 * the Connect view opens the popup, the frame (its own origin) starts the login at the auth service and the popup goes
 * to the dev OpenID provider (which the stack's Google points at), where the person signs in and allows the site; the
 * provider sends the popup to the service, which closes it, while the frame claims the login; the modal connects.
 * A denial at the provider ends in the service's words and the retry, which a new click turns into a login.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { account, withFrameUrl } from './modal-login-page';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

/** Clicks `testId` and answers the popup it opened once it shows one of the provider's pages (its login or consent). */
async function popupOf(page: Page, testId: string): Promise<Page> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId(testId).click()]);
  await popup.waitForSelector('body[data-prompt]', { timeout: 20_000 });
  return popup;
}

/** At the provider: signs in as alice when it asks (it may remember her), then answers its consent page. */
async function atProvider(popup: Page, answer: 'Allow' | 'Deny'): Promise<void> {
  if ((await popup.getAttribute('body', 'data-prompt')) === 'login') {
    await popup.fill('#login', 'alice@example.test');
    await popup.fill('#password', 'password');
    await popup.click('button[type=submit]');
    await popup.waitForSelector('body[data-prompt="consent"]');
  }
  await popup.click(`button:text-is("${answer}")`);
}

describe('social login in the modal', () => {
  it('signs in with Google at the provider in the popup; the Account view and getAccount() name the login, and a reload keeps it', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await withFrameUrl(page);
    await page.getByTestId('wm-trigger').click();
    const popup = await popupOf(page, 'wm-social-google');
    expect(new URL(popup.url()).pathname).toMatch(/^\/interaction\//);
    await page.getByTestId('wm-social-waiting').waitFor();
    const closed = popup.waitForEvent('close');
    await atProvider(popup, 'Allow');
    await closed;

    await page.getByTestId('wm-account-login').waitFor();
    expect(await page.getByTestId('wm-account-login-name').textContent()).toBe('alice@example.test');
    expect(await page.getByTestId('wm-account-login-provider').textContent()).toBe('Google');
    // A social login's address is its provider's: no email change is offered.
    expect(await page.getByTestId('wm-change-email').count()).toBe(0);
    const info = await account(page);
    expect(info).toMatchObject({
      isConnected: true,
      socialProvider: 'google',
      user: { email: 'alice@example.test', userName: 'alice' },
      embeddedWalletInfo: { authProvider: 'google', accountType: 'eoa', user: { email: 'alice@example.test', userName: 'alice', address: info.address } },
    });
    expect(await account(page, 'solana')).toMatchObject({ socialProvider: 'google', embeddedWalletInfo: { authProvider: 'google' } });

    await page.reload();
    await withFrameUrl(page);
    await expect.poll(() => account(page).then((a) => a.status), { timeout: 30_000 }).toBe('connected');
    expect(await account(page)).toMatchObject({ address: info.address, socialProvider: 'google', embeddedWalletInfo: { authProvider: 'google' } });
  });

  it('a denial at the provider shows the service’s words and the retry; the retry’s popup signs in', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await withFrameUrl(page);
    await page.getByTestId('wm-trigger').click();
    const denied = await popupOf(page, 'wm-social-google');
    await atProvider(denied, 'Deny');
    await expect.poll(() => page.getByTestId('wm-social-error').textContent(), { timeout: 20_000 }).toContain('The sign-in was cancelled');
    // The modal closed the popup, whose last page said why.
    await expect.poll(() => denied.isClosed()).toBe(true);
    expect(await account(page)).toMatchObject({ isConnected: false });

    const again = await popupOf(page, 'wm-social-retry');
    const closed = again.waitForEvent('close');
    await atProvider(again, 'Allow');
    await closed;
    await page.getByTestId('wm-account-login').waitFor();
    expect(await account(page)).toMatchObject({ isConnected: true, socialProvider: 'google', embeddedWalletInfo: { authProvider: 'google' } });
  });
});
