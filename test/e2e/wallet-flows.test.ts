import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { eventsOfType } from './demo-events';
import { rpcCall } from '../support/local-chain';
import { expectSteadyFor } from '../support/steady';
import type { Eip1193Provider } from '../../src/chains/request';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const rpcOf = (chainId: number) => stack.chains.find((c) => c.chainId === chainId)!.rpcUrl;

const rpc = (chainId: number, method: string, params: unknown[] = []) => rpcCall<unknown>(rpcOf(chainId), method, params);

const walletMode = (page: Page, mode: 'manual' | 'approve' | 'reject') => page.evaluate((m) => (window.demoWallet.mode = m), mode);
/** The data-testid of the focused element, looking inside shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('data-testid') ?? el?.tagName;
  });
const prompts = (page: Page) => page.evaluate(() => window.demoWallet.prompts);

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });
let page: Page;

beforeAll(async () => {
  // Distinct balances per chain prove which chain the Account view reads.
  await rpc(31337, 'anvil_setBalance', [ADDRESS, '0x2b5e3af16b1880000']); // 50 ETH
  await rpc(31338, 'anvil_setBalance', [ADDRESS, '0x42dfa3981b69e0000']); // 77.1 ETH
});
beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
  await page.getByTestId('wm-trigger').waitFor();
});

async function connectWithDemoWallet() {
  await page.getByTestId('wm-trigger').click();
  await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
}

describe('injected EVM wallet, end to end', () => {
  it('connects: wm-connect with the CAIP address, then the Account view shows the devnet balance', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const [connect] = await eventsOfType(page, 'wm-connect');
    expect(connect!.detail.caipAddress).toBe(`eip155:31337:${ADDRESS}`);
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toMatch(/^50\.000\s*ETH$/);
    expect(await page.getByTestId('wm-account-address').textContent()).toContain('0xf39F');
    expect(await page.getByTestId('wm-network-name').textContent()).toContain('31337');
  });

  it('shows the rejected state, and Try again connects', async () => {
    await walletMode(page, 'reject');
    await connectWithDemoWallet();
    await page.getByTestId('wm-connect-rejected').waitFor();
    expect(await eventsOfType(page, 'wm-connect')).toHaveLength(0);
    await walletMode(page, 'approve');
    await page.getByTestId('wm-retry').click();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    await page.getByTestId('wm-balance').waitFor();
  });

  it('switches network: wm-network-change and the new chain balance', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await page.getByTestId('wm-balance').waitFor();
    await page.getByTestId('wm-network-button').click();
    await page.getByTestId('wm-network-eip155:31338').click();
    await expect.poll(async () => (await eventsOfType(page, 'wm-network-change')).at(-1)?.detail.caipNetworkId).toBe('eip155:31338');
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toMatch(/^77\.100\s*ETH$/);
    const chainId = await page.evaluate(() =>
      (document.querySelector('wallet-modal')!.getProvider('eip155') as Eip1193Provider).request({ method: 'eth_chainId' }),
    );
    expect(chainId).toBe('0x7a6a');
  });

  it('chooses a network by keyboard from the header: the list opens on the current network, Escape closes only the list', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await page.getByTestId('wm-balance').waitFor();
    const button = page.getByTestId('wm-network-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => deepFocus(page)).toBe('wm-network-eip155:31337');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Escape closes the list and gives the focus back; the dialog stays open.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('wm-network-eip155:31338').count()).toBe(0);
    expect(await deepFocus(page)).toBe('wm-network-button');
    expect(await page.getByTestId('wm-dialog').isVisible()).toBe(true);
    expect(await eventsOfType(page, 'wm-close')).toHaveLength(0);
    // Opened again, the next network is a Tab away; choosing it switches, closes the list and returns the focus.
    await page.keyboard.press('Enter');
    await expect.poll(() => deepFocus(page)).toBe('wm-network-eip155:31337');
    await page.keyboard.press('Tab');
    expect(await deepFocus(page)).toBe('wm-network-eip155:31338');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await eventsOfType(page, 'wm-network-change')).at(-1)?.detail.caipNetworkId).toBe('eip155:31338');
    await expect.poll(() => deepFocus(page)).toBe('wm-network-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('wm-network-name').textContent()).toContain('31338');
    // The second Escape is the dialog's.
    await page.keyboard.press('Escape');
    await expect.poll(() => eventsOfType(page, 'wm-close')).toHaveLength(1);
  });

  it('opens UnsupportedChain when the wallet moves to a chain outside the setup, and switches back', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await page.getByTestId('wm-balance').waitFor();
    await page.evaluate(() => window.demoWallet.switchChain(31339));
    await expect.poll(async () => (await eventsOfType(page, 'wm-view-change')).at(-1)?.detail.view).toBe('UnsupportedChain');
    expect((await eventsOfType(page, 'wm-network-change')).at(-1)?.detail).toMatchObject({ caipNetworkId: 'eip155:31339', supported: false });
    await page.getByTestId('wm-network-eip155:31337').click();
    await expect.poll(async () => (await eventsOfType(page, 'wm-view-change')).at(-1)?.detail.view).toBe('Account');
  });

  it('reconnects after a reload without a prompt and emits wm-connect', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    await page.reload();
    await walletMode(page, 'manual');
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    expect(await prompts(page)).toBe(0);
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toMatch(/0xf39F.*ETH/s);
  });

  it('disconnects: wm-disconnect and the stored connection is cleared', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await page.getByTestId('wm-disconnect').click();
    await expect.poll(() => eventsOfType(page, 'wm-disconnect')).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('wm:connected-connector-ids'))).toBeNull();
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toMatch(/Connect/);
    await page.reload();
    await page.getByTestId('wm-trigger').waitFor();
    await expectSteadyFor(300, () => eventsOfType(page, 'wm-connect'));
    expect(await eventsOfType(page, 'wm-connect')).toHaveLength(0);
  });

  it('signMessage returns a signature that recovers to the account', async () => {
    await walletMode(page, 'approve');
    await connectWithDemoWallet();
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    const signature = await page.evaluate(() => document.querySelector('wallet-modal')!.signMessage('hello'));
    const { verifyMessage } = await import('ethers');
    expect(verifyMessage('hello', signature as string)).toBe(ADDRESS);
  });

  it('is usable by keyboard alone: Tab, Enter, Escape, focus back on the trigger', async () => {
    await walletMode(page, 'approve');
    await page.getByTestId('wm-trigger').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('wm-dialog').waitFor();
    // The dialog is drawn ahead of the open, so it can show before the page has found its wallets (the dev server
    // serves the discovery code slowly): wait for the demo wallet's entry, as a person would.
    await page.getByTestId('wm-connector-dev.walletmodal.demo').waitFor();
    // Focus moved into the dialog; Tab reaches the wallet button and Enter connects.
    for (let i = 0; i < 6; i++) {
      const focused = await deepFocus(page);
      if (focused === 'wm-connector-dev.walletmodal.demo') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => eventsOfType(page, 'wm-connect')).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => eventsOfType(page, 'wm-close')).toHaveLength(1);
    // Focus goes back to the trigger once the dialog has gone.
    await expect.poll(() => deepFocus(page)).toBe('wm-trigger');
  });
});
