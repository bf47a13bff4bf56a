/**
 * Issue 23 points 4 and 5: the element in the apps sites build. Each app of test/apps/ installs the packed tarball
 * (not the source tree) with npm, is built by its own toolchain, and is served as built; in Chromium it connects the
 * Demo Wallet on the local stack, sees the connection in its own code, and reads getAccount(). The wagmi app then
 * connects, switches chain and sends a transaction through wagmi's own actions with `wallet-modal/wagmi`. The npm
 * registry must be reachable (the apps install React, Vue, wagmi and Vite from it). Next.js runs apart:
 * test/e2e-apps/next.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INITIAL_BUDGET_GZIP } from '../../dev/bench/budgets.ts';
import { buildApp, serveFolder, type BuiltApp, type StaticSite } from '../support/apps/app-build';
import { initialJsBytes } from '../support/apps/initial-js';
import { connectInApp, openApp } from '../support/apps/app-page';
import { useE2ePage } from '../support/e2e/page';
import { rpcCall } from '../support/local-chain';
import { stagePackage, type StagedPackage } from '../support/package/stage';
import { rpcUrlOf } from '../../dev/stack-networks.ts';
import { DEMO_ACCOUNT, walletMode } from './account-page';

/** The wagmi app shows wagmi's account (watchAccount): a connection made in the modal reaches wagmi too. */
const APPS = ['plain-html', 'react', 'vue', 'wagmi'] as const;
const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

let staged: StagedPackage | undefined;
const apps = new Map<string, { built: BuiltApp; site: StaticSite }>();

beforeAll(async () => {
  staged = await stagePackage();
  // One at a time: npm installs side by side would race in its cache.
  for (const name of APPS) {
    const built = await buildApp(name, staged.tarball);
    apps.set(name, { built, site: await serveFolder(built.served) });
  }
}, 900_000);

afterAll(async () => {
  for (const { built, site } of apps.values()) {
    await site.close();
    built.remove();
  }
  staged?.remove();
});

describe.each(APPS)('the %s app, built from the packed tarball', (name) => {
  it('connects the Demo Wallet, hears wm-connect and reads getAccount()', async () => {
    const page = currentPage();
    await openApp(page, stack, apps.get(name)!.site.url);
    await connectInApp(page);
    expect(await page.evaluate(() => customElements.get('wallet-modal') !== undefined)).toBe(true);
  });
});

describe('the React app', () => {
  it("shares the app's React (19.2.0, the oldest of the package's ^19.2.0): no second copy under wallet-modal", () => {
    const { dir } = apps.get('react')!.built;
    const version = (path: string) => (JSON.parse(readFileSync(join(dir, 'node_modules', path, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version('react')).toBe('19.2.0');
    expect(version('react-dom')).toBe('19.2.0');
    expect(existsSync(join(dir, 'node_modules/wallet-modal/node_modules/react'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/wallet-modal/node_modules/react-dom'))).toBe(false);
  });

  it(`gets no more initial JS from wallet-modal than our own ${INITIAL_BUDGET_GZIP} B gzip budget`, () => {
    const { dir, served } = apps.get('react')!.built;
    // The same React page without the element, built apart (baseline.html): what is left is what the element adds.
    const withModal = initialJsBytes(served, 'index.html');
    const without = initialJsBytes(join(dir, 'dist-baseline'), 'baseline.html');
    console.log(`React app initial JS: ${withModal} B gzip with wallet-modal, ${without} B without: ${withModal - without} B added`);
    expect(without).toBeGreaterThan(20_000); // React itself is there: the measure is of a real page
    expect(withModal - without).toBeGreaterThan(5_000); // the element and its trigger are in the first load
    expect(withModal - without).toBeLessThanOrEqual(INITIAL_BUDGET_GZIP);
  });
});

describe('the wagmi app: walletModal() is its connector, <wallet-modal> its connect UI', () => {
  it("connects through the modal, switches chain and sends a transaction on Anvil through wagmi's actions", async () => {
    const page = currentPage();
    await openApp(page, stack, apps.get('wagmi')!.site.url);
    await page.getByTestId('wm-trigger').waitFor();
    await walletMode(page, 'approve');
    expect(await page.evaluate(() => window.__wagmiApp.account())).toMatchObject({ status: 'disconnected', address: undefined });

    // wagmi's connect opens the modal; the person picks the Demo Wallet there.
    const connecting = page.evaluate(() => window.__wagmiApp.connect());
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    expect(await connecting).toEqual({ accounts: [DEMO_ACCOUNT], chainId: 31337 });
    expect(await page.evaluate(() => window.__wagmiApp.account())).toEqual({
      status: 'connected',
      address: DEMO_ACCOUNT,
      chainId: 31337,
      connectorId: 'walletModal',
    });

    // wagmi's switchChain moves the element and the wallet to the second devnet.
    expect(await page.evaluate(() => window.__wagmiApp.switchChain(31338))).toBe(31338);
    expect(await page.evaluate(() => window.__wagmiApp.account().chainId)).toBe(31338);
    expect(await page.evaluate(() => document.querySelector('wallet-modal')!.getAccount('eip155').caipAddress)).toBe(`eip155:31338:${DEMO_ACCOUNT}`);

    // wagmi's sendTransaction goes through the element's provider to the Demo Wallet, and lands on 31338.
    const rpcUrl = rpcUrlOf(stack.chains, 31338);
    const receiver = Wallet.createRandom().address;
    const sent = await page.evaluate((to) => window.__wagmiApp.send(to, '1234500000000000'), receiver);
    expect(sent.status).toBe('success');
    const receipt = await rpcCall<{ status: string; from: string; to: string }>(rpcUrl, 'eth_getTransactionReceipt', [sent.hash]);
    expect(receipt).toMatchObject({ status: '0x1', from: DEMO_ACCOUNT.toLowerCase(), to: receiver.toLowerCase() });
    expect(BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(1_234_500_000_000_000n);
    // Not on the first devnet: the switch reached the wallet that signed.
    expect(await rpcCall<unknown>(rpcUrlOf(stack.chains, 31337), 'eth_getTransactionReceipt', [sent.hash])).toBeNull();
  });

  it("rejects wagmi's connect with UserRejectedRequestError when the modal is closed without a wallet", async () => {
    const page = currentPage();
    await openApp(page, stack, apps.get('wagmi')!.site.url);
    await page.getByTestId('wm-trigger').waitFor();
    const connecting = page.evaluate(() => window.__wagmiApp.connect());
    await page.getByTestId('wm-close').click();
    expect(await connecting).toEqual({ error: 'UserRejectedRequestError' });
    expect(await page.evaluate(() => window.__wagmiApp.account().status)).toBe('disconnected');
  });
});
