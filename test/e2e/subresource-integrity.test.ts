// Subresource Integrity on the production build's lazy chunks, pinned by the import map under a strict policy
// (test/e2e/csp-site.ts serves the site): a tampered chunk is refused, the dialog or a floating notice says so and
// offers Try again, and the same bytes unpinned load, so only the digest stopped them.
import { describe, expect, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { embedSnippet } from '../../dev/embed-snippet.ts';
import { DIST, eventsOf, hostPage, STRICT_CSP, TAMPER_MODAL, TAMPER_VIEW, useCspSite, violations, watch } from './csp-site';

const { browser } = useE2ePage({ pageErrors: 'report' });
const site = useCspSite();
const { serveSite } = site;

describe('Subresource Integrity', () => {
  it('refuses a tampered lazy chunk pinned by the import map; the dialog says so and offers Try again', async () => {
    const snippet = embedSnippet(site.sri, DIST);
    // The import map is an inline script: the page allows exactly it, by hash, and nothing else inline.
    const csp = `script-src 'self' ${snippet.importMapHash}; style-src 'self'; require-trusted-types-for 'script'`;
    const url = await serveSite(
      {
        '/': { html: hostPage(snippet.html), csp },
        '/unpinned.html': { html: hostPage(`<script type="module" src="${DIST}${site.sri.entry}"></script>`), csp: STRICT_CSP },
      },
      TAMPER_VIEW,
    );
    const context = await browser().newContext();
    const problems = await watch(context);
    const page = await context.newPage();
    await page.goto(url);

    await page.getByTestId('wm-trigger').click();
    const notice = page.getByRole('dialog').getByTestId('wm-load-error');
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toContain('Unable to load the wallet modal');
    expect(await page.getByRole('dialog').locator('[aria-busy="true"]').count()).toBe(0);
    await expect
      .poll(() => eventsOf(page, 'wm-error'))
      .toEqual([{ type: 'wm-error', detail: { code: 'LOAD_FAILED', message: 'Unable to load the wallet modal' } }]);
    const chunk = Object.keys(site.sri.files).find((name) => TAMPER_VIEW.chunk.test(name))!;
    expect(problems.some((p) => p.includes('integrity') && p.includes(chunk))).toBe(true);
    // Try again asks again, and the chunk is still refused: the notice, not the tampered view.
    await page.getByTestId('wm-load-retry').click();
    await notice.waitFor();
    expect(await page.getByTestId('wm-bll-wallets').count()).toBe(0);
    // The trigger survived, and the import map broke no policy.
    expect(await page.getByTestId('wm-trigger').count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    // The control: the same tampered bytes, not pinned, load and render. Only the digest stopped them above.
    const unpinned = await context.newPage();
    await unpinned.goto(`${url}unpinned.html`);
    await unpinned.getByTestId('wm-trigger').click();
    await unpinned.getByTestId('wm-bll-wallets').waitFor();
    await context.close();
  });
  it('refuses a tampered modal chunk: a floating notice with Try again and Close, and the trigger stays', async () => {
    const snippet = embedSnippet(site.sri, DIST);
    const csp = `script-src 'self' ${snippet.importMapHash}; style-src 'self'; require-trusted-types-for 'script'`;
    const url = await serveSite({ '/': { html: hostPage(snippet.html), csp } }, TAMPER_MODAL);
    const context = await browser().newContext();
    const problems = await watch(context);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('wm-trigger').click();
    const notice = page.getByTestId('wm-load-error');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Unable to load the wallet modal');
    // No dialog could be drawn: the notice stands alone, styled by its own sheet (fixed, centred).
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect.poll(async () => (await eventsOf(page, 'wm-error')).map((e) => e.detail.code)).toContain('LOAD_FAILED');
    const chunk = Object.keys(site.sri.files).find((name) => TAMPER_MODAL.chunk.test(name))!;
    expect(problems.some((p) => p.includes('integrity') && p.includes(chunk))).toBe(true);
    await page.getByTestId('wm-load-retry').click();
    await notice.waitFor();
    await page.getByTestId('wm-load-close').click();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => eventsOf(page, 'wm-close')).toHaveLength(1);
    expect(await page.getByTestId('wm-trigger').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
