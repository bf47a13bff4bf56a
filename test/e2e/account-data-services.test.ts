// The Account view against data services of the test's own, over the stack's chains: a registry no other test reads
// (a name registered for the demo account would show in every other file's trigger), and a service the test stops
// and starts again. The page is the stack's demo page, served with api-url naming the test's service.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { formatEther } from 'ethers';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { activityRows, connectDemoWallet, DEMO_ACCOUNT, openTab, tokenRows, texts } from './account-page';
import { eventsOfType } from './demo-events';
import { rpcUrlOf } from '../../dev/stack.ts';
import { DEV_NAME_SUFFIX, startStackDataService } from '../../dev/stack-data-service.ts';
import type { ServiceProcess } from '../../dev/service-process.ts';
import { rpcCall } from '../support/local-chain';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;
const services: ServiceProcess[] = [];

/** A data service process as the stack runs it (the built entry, the same chains, prices, spam list and suffix), PGlite in memory, indexed to the head. */
async function startService(port = 0): Promise<ServiceProcess> {
  const { rpcUrl, caipNetworkId, demoAddress, mint, firstSlot } = stack.solana;
  const service = await startStackDataService({
    chains: stack.chains,
    contracts: stack.contracts,
    solana: { rpcUrl, caipNetworkId, demoAddress, mint, firstSlot },
    pageUrl: stack.url,
    quiet: true,
    port,
  });
  services.push(service);
  return service;
}

/**
 * Loads the demo page with api-url naming `dataUrl` instead of the stack's service (reloads included): the attribute is
 * rewritten as the parser inserts the element, before the element's module defines it. (Fulfilling the page from the
 * test instead would make Chromium treat it as a public page, whose requests to loopback services it blocks.)
 */
async function pointPageAt(p: Page, dataUrl: string): Promise<void> {
  await p.addInitScript((url) => {
    new MutationObserver((_, observer) => {
      const modal = document.querySelector('wallet-modal');
      if (!modal) return;
      modal.setAttribute('api-url', url);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, dataUrl);
}

/** The native balance as the Account view shows it: 3 decimals, rounded down, en-US. */
async function nativeBalanceText(chainId: number): Promise<string> {
  const [whole, fraction = ''] = formatEther(BigInt(await rpcCall<string>(rpcUrlOf(stack.chains, chainId), 'eth_getBalance', [DEMO_ACCOUNT, 'latest']))).split(
    '.',
  );
  return `${BigInt(whole!).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`;
}

const toastTexts = (p: Page) => p.getByTestId('wm-toast').allTextContents();

beforeEach(async () => {
  page = currentPage();
});

afterEach(async () => {
  for (const service of services.splice(0)) await service.stop().catch(() => {});
});

describe('names', () => {
  it('registers a name (RegisterAccountName → sign → RegisterAccountNameSuccess): the trigger shows it, and again after a reload', async () => {
    const service = await startService();
    await pointPageAt(page, service.url);
    await page.goto(stack.url);
    expect(await page.evaluate(() => document.querySelector('wallet-modal')?.getAttribute('api-url'))).toBe(service.url);
    await connectDemoWallet(page);
    expect(await page.getByTestId('wm-trigger-name').textContent()).toMatch(/^0xf39F/);

    await page.getByTestId('wm-choose-name').click();
    await expect.poll(async () => (await eventsOfType(page, 'wm-view-change')).at(-1)?.detail.view).toBe('RegisterAccountName');
    const label = `e2e-${Date.now().toString(36)}`;
    const name = `${label}${DEV_NAME_SUFFIX}`;
    await page.getByTestId('wm-name-input').fill('ab');
    await expect.poll(() => page.getByTestId('wm-name-hint').textContent()).toBe('At least 4 characters');
    await page.getByTestId('wm-name-input').fill(label);
    // The registry's suggestions follow the pause: the name itself, free.
    await expect.poll(() => texts(page.getByTestId('wm-name-suggestions'), 'wm-name-suggestion')).toContain(`${name}Available`);
    await page.getByTestId('wm-register-name').click();

    await page.getByTestId('wm-name-registered').waitFor();
    expect(await page.getByTestId('wm-name-registered').textContent()).toContain(name);
    const views = (await eventsOfType(page, 'wm-view-change')).map((e) => e.detail.view);
    expect(views.slice(views.indexOf('RegisterAccountName'))).toEqual(['RegisterAccountName', 'RegisterAccountNameSuccess']);
    await expect.poll(() => page.getByTestId('wm-trigger-name').textContent()).toBe(name);

    // The registry (which checked the wallet's personal_sign) holds it for the demo account, under 31337's ENSIP-11 coin type.
    const record = (await (await fetch(`${service.url}/v1/profile/account/${name}?apiVersion=2`)).json()) as {
      name: string;
      addresses: Record<string, { address: string }>;
    };
    expect(record).toMatchObject({ name, addresses: { [String(0x80000000 + 31337)]: { address: DEMO_ACCOUNT } } });
    expect(await (await fetch(`${service.url}/v1/identity/${DEMO_ACCOUNT}`)).json()).toMatchObject({ name });

    await page.reload();
    await expect.poll(() => page.getByTestId('wm-trigger-name').textContent()).toBe(name);
    // Without the stored identity (5 min cache) the name comes from the service again.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.includes('identity-cache'))
        .forEach((k) => {
          localStorage.removeItem(k);
        }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('wm-trigger-name').textContent()).toBe(name);
    await page.getByTestId('wm-trigger').click();
    await expect.poll(() => page.getByTestId('wm-account-address').textContent()).toBe(name);
    expect(await page.getByTestId('wm-choose-name').count()).toBe(0);
  });
});

describe('without the data service', () => {
  it('keeps the native balance, says the tabs’ data is unavailable, and recovers with Try again once it is back', async () => {
    const service = await startService();
    const port = service.port;
    await pointPageAt(page, service.url);
    await page.goto(stack.url);
    await connectDemoWallet(page);
    const tokens = await openTab(page, 'tokens');
    await expect.poll(() => tokenRows(tokens)).toEqual(expect.arrayContaining(['DUSD 2,404.50 $2,404.50']));

    // The service goes away; the account moves to the other chain, where nothing is cached.
    await service.stop();
    services.splice(services.indexOf(service), 1);
    await page.getByTestId('wm-network-button').click();
    await page.getByTestId('wm-network-eip155:31338').click();
    await expect.poll(() => page.getByTestId('wm-network-name').textContent()).toContain('31338');
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toBe(await nativeBalanceText(31338));

    await expect.poll(() => page.getByTestId('wm-tokens-error').textContent()).toContain('Token Balance Unavailable');
    expect(await tokens.getByTestId('wm-token-row').count()).toBe(0);
    const nfts = await openTab(page, 'nfts');
    await expect.poll(() => nfts.getByTestId('wm-nfts-error').textContent()).toContain('Failed to fetch NFTs');
    const activity = await openTab(page, 'activity');
    await expect.poll(() => activity.getByTestId('wm-activity-error').textContent()).toContain('Failed to fetch transactions');
    await expect
      .poll(() => toastTexts(page))
      .toEqual(expect.arrayContaining([expect.stringContaining('Token Balance Unavailable'), expect.stringContaining('Failed to fetch transactions')]));
    // The modal still works: it closes, opens on Account with the balance read from the chain, and the tabs say the same.
    await page.keyboard.press('Escape');
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-account-address').waitFor();
    expect(await page.getByTestId('wm-balance').textContent()).toBe(await nativeBalanceText(31338));
    await expect.poll(() => page.getByTestId('wm-tokens-error').count()).toBe(1);
    await openTab(page, 'activity');
    await expect.poll(() => activity.getByTestId('wm-activity-error').count()).toBe(1);

    // Back on the same port: Try again brings the activity; the tokens' Try again their balances; NFTs load as the tab opens.
    await startService(port);
    await activity.getByTestId('wm-tab-retry').click();
    await expect.poll(() => activityRows(activity)).toEqual(expect.arrayContaining(['↓ Received +5,000 DUSD Confirmed']));
    await openTab(page, 'tokens');
    await tokens.getByTestId('wm-tab-retry').click();
    await expect.poll(() => tokenRows(tokens)).toEqual(expect.arrayContaining(['DUSD 4,809.00 $4,809.00', 'DEMO18 1,998.50 $4,996.25']));
    expect(await page.getByTestId('wm-tokens-error').count()).toBe(0);
    await openTab(page, 'nfts');
    await expect.poll(() => texts(nfts, 'wm-nft-name')).toEqual(expect.arrayContaining(['Local Lights #1', 'Local Lights #3']));
  });
});
