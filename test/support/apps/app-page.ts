/**
 * An app of test/apps/ in Chromium on the local stack: what a site would write into `<wallet-modal>` for this stack
 * (`window.__APP__`, which the apps read), the Demo Wallet injected as an extension is (from the stack's dev server),
 * and the connect a visitor makes.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { rpcUrlOf } from '../../../dev/stack-networks.ts';
import type { ProvidedContext } from 'vitest';
import { connectDemoWallet, DEMO_ACCOUNT } from '../../e2e/account-page';

type Stack = ProvidedContext['stack'];

export function stackAttributes(stack: Stack): Record<string, string> {
  const rpcUrls = { 'eip155:31337': rpcUrlOf(stack.chains, 31337), 'eip155:31338': rpcUrlOf(stack.chains, 31338) };
  return {
    networks: 'eip155:31337,eip155:31338',
    'default-network': 'eip155:31337',
    'rpc-urls': JSON.stringify(rpcUrls),
    'relay-url': stack.relayUrl,
    'catalogue-url': stack.catalogueUrl,
    'api-url': stack.dataUrl,
  };
}

/** Opens the app's page with the stack's attributes at hand and the Demo Wallet injected. */
export async function openApp(page: Page, stack: Stack, url: string): Promise<void> {
  const config = { chains: stack.chains, relayUrl: stack.relayUrl, solana: { rpcUrl: stack.solana.rpcUrl, caipNetworkId: stack.solana.caipNetworkId } };
  await page.addInitScript(
    ({ config, attributes }) => {
      Object.assign(window, { __WM_STACK__: config, __APP__: attributes });
    },
    { config, attributes: stackAttributes(stack) },
  );
  await page.goto(url);
  await page.addScriptTag({ type: 'module', url: new URL('/dev/demo-wallet/index.ts', stack.url).href });
  await page.waitForFunction(() => 'demoWallet' in window);
}

/** Connects the Demo Wallet through the modal; the app's own wm-connect handler and getAccount() must both see it. */
export async function connectInApp(page: Page): Promise<void> {
  await connectDemoWallet(page);
  await expect.poll(() => page.getByTestId('app-address').textContent()).toBe(DEMO_ACCOUNT);
  const account = await page.evaluate(() => document.querySelector('wallet-modal')!.getAccount('eip155'));
  expect(account).toMatchObject({ isConnected: true, address: DEMO_ACCOUNT, caipAddress: `eip155:31337:${DEMO_ACCOUNT}` });
}
