// WalletConnect end to end in Chromium: the demo page's element (dapp side) and the Phone Wallet page (wallet side)
// in two tabs, paired through the stack's loopback relay by the real 2.21.8 clients.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMessage } from 'ethers';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType as eventsOfNamespace } from './demo-events';
import { currentQr as currentQrOf, openPhoneWallet } from './phone-wallet';
import { rpcUrlOf } from '../../dev/stack.ts';
import { rpcCall } from '../support/local-chain';
import { expectSteadyFor } from '../support/steady';
import type { Eip1193Provider } from '../../src/chains/request';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type PhoneWallet = {
  mode: 'manual' | 'approve' | 'reject';
  ready: Promise<void>;
  pair(uri: string): Promise<void>;
  disconnect(): Promise<void>;
  sessions: unknown[];
};

const rpc = <T = unknown>(chainId: number, method: string, params: unknown[] = []) => rpcCall<T>(rpcUrlOf(stack.chains, chainId), method, params);

/**
 * The page's events of one type for eip155: the demo page also lists the Solana Localnet, so the Phone Wallet's
 * session covers solana too, whose own events walletconnect-solana.test.ts checks.
 */
const eventsOfType = (page: Page, type: string) => eventsOfNamespace(page, type, 'eip155');

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;
beforeEach(() => {
  page = currentPage();
});

async function openDemo() {
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
}

/** Opens the modal's WalletConnect entry and returns the `wc:` URI its QR code shows. */
async function qrUri(): Promise<string> {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-walletConnect').click();
  return currentQr();
}
const currentQr = () => currentQrOf(page);
const phoneWallet = (mode: PhoneWallet['mode']) => openPhoneWallet(page, stack.phoneWalletUrl, mode);
const pair = (phone: Page, uri: string) => phone.evaluate((u) => window.phoneWallet.pair(u), uri);

async function connectThroughPhone(): Promise<Page> {
  await openDemo();
  const uri = await qrUri();
  const phone = await phoneWallet('approve');
  await pair(phone, uri);
  await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
  return phone;
}

describe('WalletConnect through the loopback relay, with the Phone Wallet', () => {
  it('QR → the phone pairs with the copied link and approves → wm-connect; signMessage recovers to its address; eth_sendTransaction is mined', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(stack.url).origin });
    await openDemo();
    const uri = await qrUri();
    await page.getByTestId('wm-wc-copy').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(uri);

    const phone = await phoneWallet('manual');
    await phone.getByTestId('phone-uri').fill(copied);
    await phone.getByTestId('phone-pair').click();
    await phone.getByTestId('phone-prompt').waitFor();
    expect(await phone.getByTestId('phone-prompt').textContent()).toContain('wallet-modal demo');
    await phone.getByTestId('phone-approve').click();

    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const [connect] = await eventsOfType(page, 'wm-connect');
    expect(connect!.detail).toMatchObject({ namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}`, connectorId: 'walletConnect' });

    await phone.evaluate(() => (window.phoneWallet.mode = 'approve'));
    const signature = await page.evaluate(() => document.querySelector('wallet-modal')!.signMessage('hello from WalletConnect'));
    expect(verifyMessage('hello from WalletConnect', signature as string)).toBe(ADDRESS);

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const snapshot = await rpc(31337, 'evm_snapshot');
    try {
      const before = BigInt(await rpc<string>(31337, 'eth_getBalance', [to, 'latest']));
      const hash = await page.evaluate(
        ({ from, to }) =>
          (document.querySelector('wallet-modal')!.getProvider('eip155') as Eip1193Provider).request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x2386f26fc10000' }],
          }),
        { from: ADDRESS, to },
      );
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      await expect.poll(async () => (await rpc<{ status: string } | null>(31337, 'eth_getTransactionReceipt', [hash]))?.status ?? null).toBe('0x1');
      expect(BigInt(await rpc<string>(31337, 'eth_getBalance', [to, 'latest'])) - before).toBe(10n ** 16n);
    } finally {
      await rpc(31337, 'evm_revert', [snapshot]);
    }
  });

  it('rejecting the session shows the rejected state; retry shows a new QR that connects', async () => {
    await openDemo();
    const first = await qrUri();
    const phone = await phoneWallet('reject');
    await pair(phone, first);
    await page.getByTestId('wm-connect-rejected').waitFor();
    expect(await eventsOfType(page, 'wm-connect')).toHaveLength(0);

    await page.getByTestId('wm-retry').click();
    const second = await currentQr();
    expect(second).not.toBe(first);
    await phone.evaluate(() => (window.phoneWallet.mode = 'approve'));
    await pair(phone, second);
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
  });

  it('the wallet ending the session fires wm-disconnect', async () => {
    const phone = await connectThroughPhone();
    await phone.getByTestId('phone-disconnect').click();
    await expect.poll(() => eventsOfType(page, 'wm-disconnect')).toHaveLength(1);
    expect((await eventsOfType(page, 'wm-disconnect'))[0]!.detail).toMatchObject({ namespace: 'eip155' });
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toMatch(/Connect/);
  });

  it('a reload restores the session: wm-connect without a new QR, and the wallet still answers', async () => {
    const phone = await connectThroughPhone();
    await page.reload();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const [connect] = await eventsOfType(page, 'wm-connect');
    expect(connect!.detail).toMatchObject({ address: ADDRESS, connectorId: 'walletConnect' });
    expect(await page.getByTestId('wm-wc-qr').count()).toBe(0);
    expect(await phone.evaluate(() => window.phoneWallet.sessions.length)).toBe(1);
    const signature = await page.evaluate(() => document.querySelector('wallet-modal')!.signMessage('after a reload'));
    expect(verifyMessage('after a reload', signature as string)).toBe(ADDRESS);
  });

  it('replaces a URI that reaches its expiry margin (4 min less 10 s) with a fresh one, which connects', async () => {
    await page.clock.install();
    await openDemo();
    const first = await qrUri();
    // Three minutes in, the URI still stands; at 3:50 it counts as expired (SPEC §9).
    await page.clock.fastForward('03:00');
    await expectSteadyFor(300, () => page.getByTestId('wm-wc-qr').getAttribute('data-uri'));
    expect(await page.getByTestId('wm-wc-qr').getAttribute('data-uri')).toBe(first);
    await page.clock.fastForward('00:51');
    await expect.poll(() => page.getByTestId('wm-wc-qr').getAttribute('data-uri')).not.toBe(first);
    const fresh = await currentQr();
    const phone = await phoneWallet('approve');
    await pair(phone, fresh);
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
  });
});
