/**
 * Issue 23 point 4: the element in the apps sites build. Each app of test/apps/ installs the packed tarball (not the
 * source tree) with npm, is built by its own toolchain, and is served as built; in Chromium it connects the Demo
 * Wallet on the local stack, handles wm-connect in its own code, and reads getAccount(). The npm registry must be
 * reachable (the apps install React, Vue and Vite from it). Next.js runs apart: test/e2e-apps/next.test.ts.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INITIAL_BUDGET_GZIP } from '../../dev/bench/budgets.ts';
import { buildApp, serveFolder, type BuiltApp, type StaticSite } from '../support/apps/app-build';
import { initialJsBytes } from '../support/apps/initial-js';
import { connectInApp, openApp } from '../support/apps/app-page';
import { useE2ePage } from '../support/e2e/page';
import { stagePackage, type StagedPackage } from '../support/package/stage';

const APPS = ['plain-html', 'react', 'vue'] as const;
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

describe('the size of the React app', () => {
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
