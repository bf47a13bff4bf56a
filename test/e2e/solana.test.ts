import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getBase58Encoder } from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType } from './demo-events';
import { rpcCall, transferBase64 } from '../support/local-chain';

const stack = inject('stack');
const { solana } = stack;
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Funded at the Solana RPC's start from seed 3 (dev/solana/demo-accounts.ts). */
const RECEIVER = 'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse';

const lamportsOf = async (owner: string) => BigInt((await rpcCall<{ value: number }>(solana.rpcUrl, 'getBalance', [owner])).value);

/** An unsigned SOL transfer from the demo account, as wire bytes in base64 (the wallet signs it). */
const transferTransaction = (lamports: bigint) => transferBase64(solana.rpcUrl, solana.demoAddress, RECEIVER, lamports);

/** Checks an ed25519 signature (base58) of the message by the address (base58 public key) with WebCrypto. */
async function verifyEd25519(addressText: string, message: string, signature: string): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(getBase58Encoder().encode(addressText)), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify('Ed25519', key, new Uint8Array(getBase58Encoder().encode(signature)), new TextEncoder().encode(message));
}

const walletMode = (page: Page, mode: 'manual' | 'approve' | 'reject') => page.evaluate((m) => (window.demoWallet.mode = m), mode);
type ModalElement = HTMLElement & {
  signMessage(message: string): Promise<string>;
  disconnect(namespace?: string): Promise<void>;
  getAccount(namespace?: string): { isConnected: boolean; address?: string; caipAddress?: string };
  getProvider(namespace: string): { signAndSendTransaction(bytes: Uint8Array): Promise<string> } | undefined;
};
const account = (page: Page, namespace: string) => page.evaluate((ns) => (document.querySelector('wallet-modal') as ModalElement).getAccount(ns), namespace);

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;

beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
});

/** Opens the modal on the Solana side and picks the Demo Wallet's Wallet Standard entry. */
async function connectSolana() {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-namespace-solana').click();
  await page.getByTestId(SOLANA_CONNECTOR).click();
}
const SOLANA_CONNECTOR = 'wm-connector-wallet-standard:demo-wallet';

describe('Solana with the Demo Wallet (Wallet Standard) on the LiteSVM RPC', () => {
  it('connects: wm-connect with a solana: CAIP address, and the Account view shows the SOL and DEMO balances', async () => {
    await walletMode(page, 'approve');
    await connectSolana();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const [connect] = await eventsOfType(page, 'wm-connect');
    expect(connect!.detail).toMatchObject({
      namespace: 'solana',
      caipAddress: `${solana.caipNetworkId}:${solana.demoAddress}`,
      caipNetworkId: solana.caipNetworkId,
    });
    const lamports = await lamportsOf(solana.demoAddress);
    const sol = `${lamports / 1_000_000_000n}.${(lamports % 1_000_000_000n).toString().padStart(9, '0').slice(0, 3)}`;
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toBe(`${Number(sol.split('.')[0]).toLocaleString('en-US')}.${sol.split('.')[1]} SOL`);
    // The demo page names the data service (api-url), so SPL tokens show in the Tokens tab, read from it.
    const demo = page.getByTestId('wm-token-row').filter({ has: page.getByTestId('wm-token-symbol').getByText('DEMO', { exact: true }) });
    await expect.poll(() => demo.getByTestId('wm-token-amount').textContent()).toMatch(/^[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('wm-account-address').getAttribute('title')).toBe(solana.demoAddress);
  });

  it('signs a message: the base58 ed25519 signature verifies against the account', async () => {
    await walletMode(page, 'approve');
    await connectSolana();
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    const message = 'Sign in to the demo, nonce 42 ✓';
    const signature = await page.evaluate((m) => (document.querySelector('wallet-modal') as ModalElement).signMessage(m), message);
    expect(await verifyEd25519(solana.demoAddress, message, signature)).toBe(true);
    expect(await verifyEd25519(solana.demoAddress, `${message}!`, signature)).toBe(false);
  });

  it("sends SOL through getProvider('solana'): the receiver's balance changes on the local RPC", async () => {
    await walletMode(page, 'approve');
    await connectSolana();
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    const before = await lamportsOf(RECEIVER);
    const transaction = await transferTransaction(1_234_567n);
    const signature = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return (document.querySelector('wallet-modal') as ModalElement).getProvider('solana')!.signAndSendTransaction(bytes);
    }, transaction);
    expect(getBase58Encoder().encode(signature)).toHaveLength(64);
    await expect.poll(() => lamportsOf(RECEIVER)).toBe(before + 1_234_567n);
  });

  it('keeps both namespaces connected while switching between them, and disconnecting one leaves the other', async () => {
    await walletMode(page, 'approve');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-namespace-eip155').click();
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    await expect.poll(async () => (await account(page, 'eip155')).isConnected).toBe(true);
    await page.getByTestId('wm-namespace-solana').click();
    await page.getByTestId(SOLANA_CONNECTOR).click();
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    expect((await account(page, 'eip155')).address).toBe(EVM_ADDRESS);

    // Account view: switch to the EVM namespace and back; both stay connected and each shows its own account.
    await page.getByTestId('wm-namespace-eip155').click();
    await expect.poll(() => page.getByTestId('wm-account-address').getAttribute('title')).toBe(EVM_ADDRESS);
    await page.getByTestId('wm-network-button').click();
    await page.getByTestId(`wm-network-${solana.caipNetworkId}`).click();
    await expect.poll(() => page.getByTestId('wm-account-address').getAttribute('title')).toBe(solana.demoAddress);
    expect((await account(page, 'eip155')).isConnected).toBe(true);
    const switches = (await eventsOfType(page, 'wm-network-change')).map((e) => e.detail.namespace);
    expect(switches).toEqual(expect.arrayContaining(['eip155', 'solana']));

    await page.evaluate(() => (document.querySelector('wallet-modal') as ModalElement).disconnect('solana'));
    expect((await account(page, 'solana')).isConnected).toBe(false);
    expect((await account(page, 'eip155')).isConnected).toBe(true);
    expect((await eventsOfType(page, 'wm-disconnect')).map((e) => e.detail.namespace)).toEqual(['solana']);
    // The button now shows the EVM account that is still connected.
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toContain('0xf39F');
  });

  it('shows the rejected state when the wallet refuses, and a refused signature rejects with code PROVIDER_4001', async () => {
    await walletMode(page, 'reject');
    await connectSolana();
    await page.getByTestId('wm-connect-rejected').waitFor();
    expect(await eventsOfType(page, 'wm-connect')).toHaveLength(0);
    await walletMode(page, 'approve');
    await page.getByTestId('wm-retry').click();
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    await walletMode(page, 'reject');
    const code = await page.evaluate(() =>
      (document.querySelector('wallet-modal') as ModalElement).signMessage('no').then(
        () => 'signed',
        (error: { code?: string }) => error.code,
      ),
    );
    expect(code).toBe('PROVIDER_4001');
  });

  it('restores the Solana connection after a reload without asking again', async () => {
    await walletMode(page, 'approve');
    await connectSolana();
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    await page.reload();
    await walletMode(page, 'reject'); // any prompt would now fail the reconnect
    await expect.poll(async () => (await account(page, 'solana')).isConnected).toBe(true);
    expect((await eventsOfType(page, 'wm-connect')).at(-1)?.detail.namespace).toBe('solana');
  });
});
