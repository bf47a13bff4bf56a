// The production build on a site with a strict Content Security Policy and Trusted Types: a real HTTP server sends
// the policy header, the built dist/ and a host page (test/e2e/csp-site.ts); connect, the account, disconnect, the
// wallet list, the WalletConnect QR code and a Solana connect raise no violation.
import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { eventsOf, hostPage, lockDown, STRICT_CSP, useCspSite, violations, watch } from './csp-site';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const { browser } = useE2ePage({ pageErrors: 'report' });
const { serveSite, pinnedEntry } = useCspSite();

describe('strict CSP and Trusted Types', () => {
  it(`connects, shows the account and disconnects under "${STRICT_CSP}" with no violation`, async () => {
    const url = await serveSite({ '/': { html: hostPage(pinnedEntry()), csp: STRICT_CSP } });
    const context = await browser().newContext();
    const problems = await watch(context);
    const page = await context.newPage();
    const response = await page.goto(`${url}?wallet=approve`);
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);

    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    await expect.poll(() => eventsOf(page, 'wm-connect')).toHaveLength(1);
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toMatch(/ETH/);
    expect(await page.getByTestId('wm-account-address').textContent()).toContain('0xf39F');
    // The theme variables reached the element through CSSOM (allowed), not a style attribute string.
    expect(await page.locator('wallet-modal .wm-root').evaluate((el) => getComputedStyle(el).getPropertyValue('--wm-accent'))).toBe('#0b7a5a');
    await page.getByTestId('wm-disconnect').click();
    await expect.poll(() => eventsOf(page, 'wm-disconnect')).toHaveLength(1);
    await expect.poll(() => page.getByTestId('wm-trigger').textContent()).toMatch(/Connect/);
    expect((await eventsOf(page, 'wm-connect'))[0]!.detail).toMatchObject({ caipAddress: `eip155:31337:${ADDRESS}` });

    expect(await violations(page)).toEqual([]);
    expect(problems.filter((p) => /trusted ?type|content security policy|refused to/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);

    // The watchers do see a violation: a <style> element and an innerHTML string inside the shadow root are refused.
    const refused = await page.locator('wallet-modal').evaluate((element) => {
      const shadow = element.shadowRoot!;
      const style = document.createElement('style');
      style.textContent = '.wm-root { outline: 1px solid red; }';
      shadow.append(style);
      try {
        shadow.querySelector('.wm-root')!.innerHTML = '<b>x</b>';
        return 'innerHTML accepted';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(refused).toBe('TypeError');
    await expect
      .poll(async () => ((await violations(page)) as { where: string; directive: string }[]).map((v) => `${v.where} ${v.directive}`).sort())
      .toEqual(['document require-trusted-types-for', 'document style-src-elem', 'shadow root style-src-elem']);
    await context.close();
  });

  it('draws the wallet list and the WalletConnect QR code under a lock-down policy: only the RPC and relay URLs to connect to', async () => {
    const url = await serveSite({ '/': { html: hostPage(pinnedEntry()), csp: lockDown() } });
    const context = await browser().newContext();
    const problems = await watch(context);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-all-wallets').click();
    await expect.poll(() => page.locator('wallet-modal button[data-testid^="wm-wallet-"]').count()).toBeGreaterThan(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('wm-connector-walletConnect').click();
    await expect.poll(() => page.getByTestId('wm-wc-qr').getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/);
    expect(await page.getByTestId('wm-wc-qr').locator('rect').count()).toBeGreaterThan(10);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('connects a Solana wallet (Wallet Standard) and shows its account under the lock-down policy, with no violation', async () => {
    const url = await serveSite({ '/': { html: hostPage(pinnedEntry(), `eip155:31337,${stack.solana.caipNetworkId}`), csp: lockDown() } });
    const context = await browser().newContext();
    const problems = await watch(context);
    const page = await context.newPage();
    await page.goto(`${url}?wallet=approve`);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-namespace-solana').click();
    await page.getByTestId('wm-connector-wallet-standard:demo-wallet').click();
    await expect.poll(() => eventsOf(page, 'wm-connect')).toHaveLength(1);
    await expect.poll(() => page.getByTestId('wm-balance').textContent()).toMatch(/SOL$/);
    expect(await page.getByTestId('wm-account-address').getAttribute('title')).toBe(stack.solana.demoAddress);
    await page.getByTestId('wm-disconnect').click();
    await expect.poll(() => eventsOf(page, 'wm-disconnect')).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
