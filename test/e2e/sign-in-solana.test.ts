// Sign-in with the wallet (issue 12) on Solana and over WalletConnect, against the real stack: the Demo Wallet's
// Wallet Standard solana:signIn writes and signs the CAIP-122 text; the Phone Wallet signs EIP-4361 with personal_sign
// and the Sign-In With Solana text with solana_signMessage; the data service verifies and stores each session.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { DEMO_ACCOUNT, walletMode } from './account-page';
import { eventsOfType } from './demo-events';
import { currentQr, openPhoneWallet } from './phone-wallet';
import { storedSessions } from './sign-in-page';
import { expectSteadyFor } from '../support/steady';

const stack = inject('stack');
const SOLANA = stack.solana.caipNetworkId;
const HOST = new URL(stack.url).host;
const SOLANA_CONNECTOR = 'wm-connector-wallet-standard:demo-wallet';

const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in from the open SIWXSignMessage view; resolves with the verify request's body and the wm-sign-in detail. */
async function sign(p: Page = page) {
  const before = (await eventsOfType(p, 'wm-sign-in')).length;
  const verify = p.waitForRequest((r) => r.url().includes('/v1/sessions/verify'));
  await p.getByTestId('wm-siwx-sign').click();
  await expect.poll(async () => (await eventsOfType(p, 'wm-sign-in')).length, { timeout: 20_000 }).toBe(before + 1);
  return {
    sent: JSON.parse((await verify).postData()!) as { message: string; signature: string },
    detail: (await eventsOfType(p, 'wm-sign-in')).at(-1)!.detail,
  };
}

async function liveOnService(address: string, token: string | undefined): Promise<number> {
  return (await fetch(`${stack.dataUrl}/v1/sessions/${address}`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('Sign-in on Solana with the Demo Wallet (Wallet Standard solana:signIn)', () => {
  it('required: the wallet writes and signs the CAIP-122 text, the service verifies it, and a reload keeps the session', async () => {
    await page.goto(`${stack.url}?sign-in=required`);
    await page.getByTestId('wm-trigger').waitFor();
    await walletMode(page, 'approve');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-namespace-solana').click();
    await page.getByTestId(SOLANA_CONNECTOR).click();
    await page.getByTestId('wm-siwx').waitFor();
    expect(await page.getByTestId('wm-close').isDisabled()).toBe(true);
    const { sent, detail } = await sign();
    expect(await page.evaluate(() => window.demoWallet.solana.signIns)).toBe(1);
    expect(sent.message).toMatch(new RegExp(`^${escapeRegExp(HOST)} wants you to sign in with your Solana account:\\n${stack.solana.demoAddress}\\n\\n`));
    expect(sent.message).toContain(`\nChain ID: ${SOLANA.slice('solana:'.length)}\nNonce: `);
    expect(sent.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/);
    expect(detail).toMatchObject({ namespace: 'solana', address: stack.solana.demoAddress, caipNetworkId: SOLANA });
    const [session] = await storedSessions(page);
    expect(await liveOnService(stack.solana.demoAddress, session!.token)).toBe(200);
    // The same signed text again: refused (its nonce is spent).
    const replay = await fetch(`${stack.dataUrl}/v1/sessions/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(stack.url).origin },
      body: JSON.stringify(sent),
    });
    expect(replay.status).toBe(400);

    await page.reload();
    await expect.poll(() => eventsOfType(page, 'wm-connect', 'solana')).toHaveLength(1);
    await page.evaluate(() => document.querySelector('wallet-modal')!.open({ namespace: 'solana' }));
    await page.getByTestId('wm-account-address').waitFor();
    // The session check answers meanwhile: the Account view stays.
    await expectSteadyFor(500, () => page.evaluate(() => document.querySelector('wallet-modal')!.state.view));
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.state.view)).toBe('Account');
  });
});

describe('Sign-in over WalletConnect with the Phone Wallet', () => {
  it('EVM through personal_sign, then Solana through solana_signMessage, each verified by the service', async () => {
    await page.goto(`${stack.url}?sign-in=required`);
    await page.getByTestId('wm-trigger').waitFor();
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-connector-walletConnect').click();
    const uri = await currentQr(page);
    const phone = await openPhoneWallet(page, stack.phoneWalletUrl, 'approve');
    await phone.evaluate((u) => window.phoneWallet.pair(u), uri);
    await page.getByTestId('wm-siwx').waitFor({ timeout: 20_000 });

    const evm = await sign();
    expect(evm.detail).toMatchObject({ namespace: 'eip155', address: DEMO_ACCOUNT });
    expect(evm.sent.message).toMatch(new RegExp(`^${escapeRegExp(HOST)} wants you to sign in with your Ethereum account:\\n${DEMO_ACCOUNT}\\n`));

    // The Solana side of the same session: opening it asks for its own sign-in, signed over solana_signMessage.
    await page.evaluate(() => document.querySelector('wallet-modal')!.open({ namespace: 'solana' }));
    await page.getByTestId('wm-siwx').waitFor();
    const solana = await sign();
    const solanaAddress = solana.detail.address as string;
    expect(solana.detail).toMatchObject({ namespace: 'solana', caipNetworkId: SOLANA });
    expect(solana.sent.message).toMatch(new RegExp(`^${escapeRegExp(HOST)} wants you to sign in with your Solana account:\\n${solanaAddress}\\n`));
    const sessions = await storedSessions(page);
    expect(sessions.map((s) => s.namespace).sort()).toEqual(['eip155', 'solana']);
    for (const s of sessions) expect(await liveOnService(s.address, s.token)).toBe(200);
  });
});
