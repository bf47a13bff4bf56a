// Sign-in with the wallet (issue 12) on EVM, against the real stack: the Demo Wallet signs EIP-4361 messages, the data
// service (PGlite) issues nonces, verifies and stores sessions; a DemoSmartAccount (EIP-1271) signs in through its
// owner; the demo page's own server route verifies with verifySiwx. Solana and WalletConnect: sign-in-solana.test.ts.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Wallet } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { DEMO_ACCOUNT, walletMode } from './account-page';
import { eventsOfType } from './demo-events';
import { revokeSessionMessage } from '../../src/siwx';
import { storedSessions } from './sign-in-page';
import { expectSteadyFor } from '../support/steady';

const stack = inject('stack');
/** Anvil's first dev key: the Demo Wallet's account and the DemoSmartAccount's owner. */
const DEMO_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HOST = new URL(stack.url).host;
const ORIGIN = new URL(stack.url).origin;

const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;
beforeEach(() => {
  page = currentPage();
});

const account = (p: Page) => p.evaluate(() => document.querySelector('wallet-modal')!.getAccount());
const modalView = (p: Page) => p.evaluate(() => document.querySelector('wallet-modal')!.state.view);

/** The demo page with sign-in on, the Demo Wallet approving; connects it through the modal. */
async function connectWithSignIn(query: string, before?: (p: Page) => Promise<void>) {
  await page.goto(`${stack.url}?${query}`);
  await page.getByTestId('wm-trigger').waitFor();
  await walletMode(page, 'approve');
  await before?.(page);
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
  await page.getByTestId('wm-siwx').waitFor();
}

/** Signs in from the open SIWXSignMessage view; resolves with the wm-sign-in detail. */
async function sign(p: Page = page) {
  const before = (await eventsOfType(p, 'wm-sign-in')).length;
  await p.getByTestId('wm-siwx-sign').click();
  await expect.poll(async () => (await eventsOfType(p, 'wm-sign-in')).length).toBe(before + 1);
  return (await eventsOfType(p, 'wm-sign-in')).at(-1)!.detail;
}

describe('Sign-in with the Demo Wallet (EIP-4361, data service)', () => {
  it('required: SIWXSignMessage after connect with Close disabled; Sign stores a session, fires wm-sign-in and closes; a reload keeps it', async () => {
    await connectWithSignIn('sign-in=required');
    expect(await page.getByTestId('wm-siwx-site').textContent()).toBe('wallet-modal demo');
    expect(await page.getByTestId('wm-siwx-domain').textContent()).toBe(HOST);
    expect(await page.getByTestId('wm-siwx-statement').textContent()).toBe('Sign in to wallet-modal demo with your wallet.');
    expect(await page.getByTestId('wm-close').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.querySelector('wallet-modal')!.close());
    expect(await modalView(page)).toBe('SIWXSignMessage');

    const verify = page.waitForRequest((r) => r.url().includes('/v1/sessions/verify'));
    const detail = await sign();
    const sent = JSON.parse((await verify).postData()!) as { message: string; signature: string };
    expect(sent.message).toMatch(new RegExp(`^${HOST.replace(/\./g, '\\.')} wants you to sign in with your Ethereum account:\\n${DEMO_ACCOUNT}\\n`));
    expect(sent.message).toContain(`\nURI: ${ORIGIN}\nVersion: 1\nChain ID: 31337\nNonce: `);
    expect(sent.message).toMatch(/\nIssued At: .+\nExpiration Time: .+$/);
    expect(detail).toMatchObject({ namespace: 'eip155', address: DEMO_ACCOUNT, caipNetworkId: 'eip155:31337' });
    expect(detail.expiresAt as number).toBeGreaterThan(Date.now());
    await expect.poll(() => modalView(page)).toBeUndefined();
    const [session] = await storedSessions(page);
    expect(session).toMatchObject({ namespace: 'eip155', address: DEMO_ACCOUNT, caipNetworkId: 'eip155:31337' });

    // The service knows the session by its token.
    const listed = await fetch(`${stack.dataUrl}/v1/sessions/${DEMO_ACCOUNT}`, { headers: { authorization: `Bearer ${session!.token}` } });
    expect(listed.status).toBe(200);

    // A replayed signed message is refused: its nonce was used.
    const replay = await fetch(`${stack.dataUrl}/v1/sessions/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(sent),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toMatch(/nonce/);

    await page.reload();
    await page.getByTestId('wm-trigger').waitFor();
    await expect.poll(() => account(page)).toMatchObject({ isConnected: true, address: DEMO_ACCOUNT });
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-account-address').waitFor();
    // Give the session check its time: the Account view stays, nothing asks again.
    await expectSteadyFor(500, () => modalView(page));
    expect(await modalView(page)).toBe('Account');
    expect(await eventsOfType(page, 'wm-sign-in')).toEqual([]);
  });

  it('a refusal shows Signature declined, then signing works; disconnect signs out, here and on the data service', async () => {
    await connectWithSignIn('sign-in=required');
    await walletMode(page, 'reject');
    await page.getByTestId('wm-siwx-sign').click();
    await page.getByTestId('wm-siwx-declined').waitFor();
    expect(await page.getByTestId('wm-siwx-declined').textContent()).toBe('Signature declined');
    expect(await storedSessions(page)).toEqual([]);
    await walletMode(page, 'approve');
    await sign();
    const [session] = await storedSessions(page);
    const listed = () => fetch(`${stack.dataUrl}/v1/sessions/${DEMO_ACCOUNT}`, { headers: { authorization: `Bearer ${session!.token}` } });
    expect((await listed()).status).toBe(200);
    await page.evaluate(() => document.querySelector('wallet-modal')!.disconnect());
    await expect.poll(() => eventsOfType(page, 'wm-sign-out')).toHaveLength(1);
    expect((await eventsOfType(page, 'wm-sign-out'))[0]!.detail).toEqual({ namespace: 'eip155', address: DEMO_ACCOUNT });
    expect(await storedSessions(page)).toEqual([]);
    // Revoked on the service before wm-sign-out: its token no longer opens anything there (SPEC §7's sessions).
    expect((await listed()).status).toBe(401);
  });

  it('Cancel while required leaves the site disconnected', async () => {
    await connectWithSignIn('sign-in=required');
    await page.getByTestId('wm-siwx-cancel').click();
    await expect.poll(() => eventsOfType(page, 'wm-disconnect')).toHaveLength(1);
    expect(await account(page)).toMatchObject({ isConnected: false });
    expect(await modalView(page)).toBeUndefined();
    expect(await storedSessions(page)).toEqual([]);
  });

  it('Cancel while the wallet is still asking (ConnectingSiwe) disconnects too; its late answer signs nobody in', async () => {
    await connectWithSignIn('sign-in=required');
    await walletMode(page, 'manual');
    await page.getByTestId('wm-siwx-sign').click();
    await page.getByTestId('wm-siwx-signing').waitFor();
    await expect.poll(() => page.getByTestId('demo-wallet-panel').textContent()).toContain('wants you to sign in with your Ethereum account');
    await page.getByTestId('wm-siwx-cancel').click();
    await expect.poll(() => eventsOfType(page, 'wm-disconnect')).toHaveLength(1);
    await page.getByTestId('demo-wallet-approve').click();
    await expectSteadyFor(1000, () => eventsOfType(page, 'wm-sign-in'));
    expect(await eventsOfType(page, 'wm-sign-in')).toEqual([]);
    expect(await storedSessions(page)).toEqual([]);
    expect(await account(page)).toMatchObject({ isConnected: false });
  });

  it('optional: Close works, Cancel closes and stays connected without a session', async () => {
    await connectWithSignIn('sign-in=optional');
    expect(await page.getByTestId('wm-close').isDisabled()).toBe(false);
    await page.getByTestId('wm-siwx-cancel').click();
    await expect.poll(() => modalView(page)).toBeUndefined();
    expect(await account(page)).toMatchObject({ isConnected: true });
    expect(await storedSessions(page)).toEqual([]);
    expect(await eventsOfType(page, 'wm-sign-in')).toEqual([]);
    expect(await eventsOfType(page, 'wm-disconnect')).toEqual([]);
  });

  it('a network switch to a chain without a session asks again', async () => {
    await connectWithSignIn('sign-in=required');
    await sign();
    await page.evaluate(() => document.querySelector('wallet-modal')!.switchNetwork('eip155:31338'));
    await page.getByTestId('wm-siwx').waitFor();
    const detail = await sign();
    expect(detail).toMatchObject({ caipNetworkId: 'eip155:31338' });
    expect((await storedSessions(page)).map((s) => s.caipNetworkId).sort()).toEqual(['eip155:31337', 'eip155:31338']);
  });

  it('a revoke on the server makes the next open ask again, with the Session Expired alert once', async () => {
    await connectWithSignIn('sign-in=required');
    await sign();
    const [session] = await storedSessions(page);
    // The revoke text names the session's site (the page's host, the sign-in message's domain) and its time, sent in the query.
    const issuedAt = new Date().toISOString();
    const signature = await new Wallet(DEMO_KEY).signMessage(revokeSessionMessage({ pci: session!.pci!, domain: new URL(page.url()).host, issuedAt }));
    const revoked = await fetch(`${stack.dataUrl}/v1/sessions/${DEMO_ACCOUNT}/revoke?issuedAt=${encodeURIComponent(issuedAt)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci: session!.pci, signature }),
    });
    expect(revoked.status).toBe(200);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-siwx').waitFor();
    expect((await eventsOfType(page, 'wm-error')).filter((e) => e.detail.code === 'SESSION_EXPIRED')).toHaveLength(1);
    expect(await page.getByTestId('wm-toast').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Session Expired')]));
    await sign();
  });

  it('an EIP-1271 contract account (DemoSmartAccount) signs in; its refusal adds the smart-account hint', async () => {
    const smart = stack.contracts[31337]!.smartAccount.address;
    await connectWithSignIn('sign-in=required', (p) => p.evaluate((a) => window.demoWallet.useSmartAccount(a), smart));
    await walletMode(page, 'reject');
    await page.getByTestId('wm-siwx-sign').click();
    await page.getByTestId('wm-siwx-declined').waitFor();
    expect(await page.getByTestId('wm-siwx-declined').textContent()).toBe('Signature declinedThis application might not support Smart Accounts');
    await walletMode(page, 'approve');
    const detail = await sign();
    expect((detail.address as string).toLowerCase()).toBe(smart.toLowerCase());
    const [session] = await storedSessions(page);
    const listed = await fetch(`${stack.dataUrl}/v1/sessions/${smart}`, { headers: { authorization: `Bearer ${session!.token}` } });
    expect(((await listed.json()) as { sessions: { address: string }[] }).sessions[0]!.address).toBe(smart.toLowerCase());
  });
});

describe("Sign-in through the demo page's own server route (siwx hooks, verifySiwx)", () => {
  it('the route verifies the signed message; getSessions keeps the session over a reload; a replay is refused', async () => {
    await connectWithSignIn('sign-in=required&siwx=demo-server');
    const verify = page.waitForRequest((r) => r.url().endsWith('/dev/siwx/verify'));
    const detail = await sign();
    expect(detail).toMatchObject({ namespace: 'eip155', address: DEMO_ACCOUNT, caipNetworkId: 'eip155:31337' });
    expect(await page.evaluate(() => window.__siwxVerified)).toEqual([{ ok: true, address: DEMO_ACCOUNT }]);
    const replay = await fetch(`${stack.url}dev/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: (await verify).postData()!,
    });
    expect(await replay.json()).toEqual({ ok: false, reason: 'nonce' });
    await page.reload();
    await expect.poll(() => account(page)).toMatchObject({ isConnected: true });
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-account-address').waitFor();
    await expectSteadyFor(500, () => modalView(page));
    expect(await modalView(page)).toBe('Account');
  });
});

describe("Sign-in with siweConfig (EIP-4361 only): the modal writes the message, the page's server verifies", () => {
  it('uses the site nonce and statement, never the data service, and keeps the session over a reload', async () => {
    const dataCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(stack.dataUrl) && r.url().includes('/v1/sessions/')) dataCalls.push(r.url());
    });
    await connectWithSignIn('sign-in=required&siwe=demo-server');
    expect(await page.getByTestId('wm-siwx-statement').textContent()).toBe('Sign in to the demo with Ethereum.');
    const verify = page.waitForRequest((r) => r.url().endsWith('/dev/siwx/verify'));
    const detail = await sign();
    const { message } = JSON.parse((await verify).postData()!) as { message: string };
    expect(message).toContain(`\n\nSign in to the demo with Ethereum.\n\nURI: ${ORIGIN}\nVersion: 1\nChain ID: 31337\n`);
    expect(detail).toMatchObject({ namespace: 'eip155', address: DEMO_ACCOUNT, caipNetworkId: 'eip155:31337' });
    expect(dataCalls).toEqual([]);
    await page.reload();
    await expect.poll(() => account(page)).toMatchObject({ isConnected: true });
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-account-address').waitFor();
    await expectSteadyFor(500, () => modalView(page));
    expect(await modalView(page)).toBe('Account');
  });
});
