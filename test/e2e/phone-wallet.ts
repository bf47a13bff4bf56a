/** The WalletConnect pieces the e2e tests share: the modal's QR URI, and the Phone Wallet page in a second tab. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the Phone Wallet page offers tests on `window.phoneWallet` (see dev/phone-wallet/main.ts). */
export type PhoneWalletControls = {
  mode: 'manual' | 'approve' | 'reject';
  readonly prompts: number;
  readonly sessions: { topic: string; peer: string; chains: string[]; accounts: string[] }[];
  readonly address?: string;
  /** Its Solana account (base58), when the stack has a Solana chain. */
  readonly solanaAddress?: string;
  /** Vendor origins the clients tried to reach (refused: the stack is offline). */
  refusedCalls: string[];
  ready: Promise<void>;
  pair(uri: string): Promise<void>;
  disconnect(topic?: string): Promise<void>;
};

/** The `wc:` URI of the QR code the modal shows now (waits for it). */
export async function currentQr(page: Page): Promise<string> {
  const qr = page.getByTestId('wm-wc-qr');
  await qr.waitFor();
  const uri = await qr.getAttribute('data-uri');
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri!;
}

/** The Phone Wallet in a second tab of the same browser (same origin, its own WalletConnect storage prefix), ready. */
export async function openPhoneWallet(page: Page, url: string, mode: PhoneWalletControls['mode']): Promise<Page> {
  const phone = await page.context().newPage();
  await phone.goto(`${url}?mode=${mode}`);
  await phone.evaluate(() => window.phoneWallet.ready);
  return phone;
}
