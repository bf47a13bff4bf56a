/**
 * The modal's logins as the embedded-wallet e2e tests drive them in Chromium: the demo page's element given
 * `frame-url` (the stack's frame), the account it reports, and the six code boxes typed as a person types them, the
 * code read from the dev inbox.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { codeFor } from './frame-page';

/** The demo page's element again, with `frame-url` (read when the element starts): email and social login on. */
export async function withFrameUrl(page: Page): Promise<void> {
  await page.evaluate((frameUrl) => {
    const old = document.querySelector('wallet-modal')!;
    const element = document.createElement('wallet-modal');
    for (const { name, value } of Array.from(old.attributes)) element.setAttribute(name, value);
    element.setAttribute('frame-url', frameUrl);
    old.replaceWith(element);
  }, inject('stack').frameUrl);
  await page.getByTestId('wm-trigger').waitFor();
}

export const account = (page: Page, namespace: 'eip155' | 'solana' = 'eip155') =>
  page.evaluate((namespace) => document.querySelector('wallet-modal')!.getAccount(namespace), namespace);

/** Types the newest code mailed to `email` into the six boxes once the first has the focus (each digit moves on). */
export async function typeCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('wm-otp-0').waitFor();
  await expect
    .poll(() =>
      page.getByTestId('wm-otp-0').evaluate((box) => box.getRootNode() instanceof ShadowRoot && (box.getRootNode() as ShadowRoot).activeElement === box),
    )
    .toBe(true);
  await page.keyboard.type(await codeFor(inject('stack').devInboxUrl, email));
}

/** An email login from the Connect view, until the Account view shows it. */
export async function loginByEmail(page: Page, email: string): Promise<void> {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-email-input').fill(email);
  await page.getByTestId('wm-email-submit').click();
  await typeCode(page, email);
  await page.getByTestId('wm-account-login').waitFor();
}
