// The production build on a site with a strict Content Security Policy and Trusted Types, and Subresource Integrity
// on the script and its lazy chunks: a real HTTP server sends the policy header, the built dist/ and a host page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { BrowserContext, Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { SRI_FILE, type SriManifest } from '../../dev/vite-sri-plugin';
import { embedSnippet } from '../../dev/embed-snippet.ts';

const stack = inject('stack');
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";
/** A chunk the tamper tests alter, and a one-byte change that keeps it valid JavaScript. */
type Tamper = { chunk: RegExp; from: string; to: string };
/** The Connect view: the 'All wallets' row's test id 'wm-all-wallets' becomes 'wm-bll-wallets' (its words are in the catalogue). */
const TAMPER_VIEW: Tamper = { chunk: /^chunks\/ConnectView-[\w-]+\.js$/, from: '`wm-all-wallets`', to: '`wm-bll-wallets`' };
/** The dialog itself (the modal's chunk): its spinner's label key 'common.loading' becomes 'common.loadinf'. */
const TAMPER_MODAL: Tamper = { chunk: /^chunks\/Modal-[\w-]+\.js$/, from: '`common.loading`', to: '`common.loadinf`' };
/** Where the site serves dist/: under a path, as from a CDN folder, so a chunk URL that ignored it would 404. */
const DIST = '/wm/';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.map': 'application/json' };

let root: string;
let outDir: string;
let sri: SriManifest;
let walletScript: string;
const { browser } = useE2ePage({ pageErrors: 'report' });
const servers: Server[] = [];

/** A host page and the Content-Security-Policy header it is sent with. */
type HostPage = { html: string; csp: string };

/** Serves dist/ (optionally with one chunk altered), the Demo Wallet, the stack's config, and the pages given. */
async function serveSite(routes: Record<string, HostPage>, tamper?: Tamper): Promise<string> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const page = routes[path];
    if (page) return void res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': page.csp }).end(page.html);
    if (path === '/demo-wallet.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(walletScript);
    if (path === '/stack-config.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(stackConfigScript());
    try {
      if (!path.startsWith(DIST)) throw new Error('not in dist/');
      const file = path.slice(DIST.length);
      let body = readFileSync(join(outDir, file));
      if (tamper?.chunk.test(file)) {
        const text = body.toString('utf8');
        if (!text.includes(tamper.from)) throw new Error(`${file} no longer holds ${tamper.from}: pick another byte to change`);
        body = Buffer.from(text.replace(tamper.from, tamper.to));
      }
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** What the Demo Wallet reads from window.__WM_STACK__, as a script from 'self' (an inline one would be blocked). */
function stackConfigScript(): string {
  const { rpcUrl, caipNetworkId } = stack.solana;
  const config = { chains: stack.chains, relayUrl: stack.relayUrl, solana: { rpcUrl, caipNetworkId } };
  return `window.__WM_STACK__ = ${JSON.stringify(config)};`;
}

const rpcUrls = () =>
  JSON.stringify({
    ...Object.fromEntries(stack.chains.filter((c) => c.chainId !== 31339).map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
    [stack.solana.caipNetworkId]: stack.solana.rpcUrl,
  });
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

/** The host page: the Demo Wallet injected as an extension would (EIP-6963), then the element as the README embeds it. */
function hostPage(head: string, networks = 'eip155:31337,eip155:31338'): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
    <script src="/stack-config.js"></script>
    <script type="module" src="/demo-wallet.js"></script>
    ${head}
    </head><body>
    <wallet-modal project-id="csp" networks="${networks}" rpc-urls='${escapeAttribute(rpcUrls())}'
      relay-url="${escapeAttribute(stack.relayUrl)}" theme-variables='{"--wm-accent":"#0b7a5a"}'></wallet-modal>
    </body></html>`;
}

/**
 * Records every CSP report (on the document, and inside the element's shadow root: an init script runs before the
 * page's own and is not subject to its policy), every wm-* event, and the console errors and page errors.
 */
async function watch(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window;
    w.__violations = [];
    w.__events = [];
    const record = (where: string) => (event: Event) => {
      const e = event as SecurityPolicyViolationEvent;
      w.__violations.push({ where, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}` });
    };
    document.addEventListener('securitypolicyviolation', record('document'), true);
    void customElements.whenDefined('wallet-modal').then(() => {
      for (const element of document.querySelectorAll('wallet-modal')) {
        element.shadowRoot?.addEventListener('securitypolicyviolation', record('shadow root'), true);
        for (const type of ['wm-connect', 'wm-disconnect', 'wm-error', 'wm-open', 'wm-close']) {
          element.addEventListener(type, (event) => w.__events.push({ type, detail: (event as CustomEvent).detail }));
        }
      }
    });
  });
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`page: ${error.error().message}`));
  return problems;
}

/** The entry as the plain embed pins it: its own `integrity` attribute, nothing inline. */
const pinnedEntry = () => `<script type="module" src="${DIST}${sri.entry}" integrity="${sri.files[sri.entry]}"></script>`;

/** What docs/security.md tells a site to allow, and nothing else: any other fetch, socket, frame or image is a violation. */
function lockDown(): string {
  const rpcOrigins = [...new Set([...stack.chains.map((c) => c.rpcUrl), stack.solana.rpcUrl].map((u) => new URL(u).origin))];
  return `default-src 'none'; ${STRICT_CSP}; connect-src ${[...rpcOrigins, stack.relayUrl].join(' ')}; img-src data:; base-uri 'none'; form-action 'none'`;
}

const violations = (page: Page) => page.evaluate(() => window.__violations);
const eventsOf = (page: Page, type: string) => page.evaluate((t) => window.__events.filter((e) => e.type === t), type);

/**
 * Vitest runs with NODE_ENV=test, and Vite bundles for whatever NODE_ENV says: without this, React's development
 * build (a different bundle, with its own DOM writes) would be what the policy is tested against.
 */
async function buildForProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    process.env.NODE_ENV = before;
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wallet-modal-csp-'));
  outDir = join(root, 'dist');
  await buildForProduction(() => build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } }));
  sri = JSON.parse(readFileSync(join(outDir, SRI_FILE), 'utf8')) as SriManifest;
  const core = Object.keys(sri.files).find((name) => /^chunks\/wallet-modal-core-[\w-]+\.js$/.test(name))!;
  if (readFileSync(join(outDir, core), 'utf8').includes('react.dev/link/')) throw new Error('the build under test is React’s development build');
  // The Demo Wallet as one file: a browser extension's injected script, served here from 'self'.
  const walletDir = join(root, 'wallet');
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      outDir: walletDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      lib: { entry: 'dev/demo-wallet/index.ts', formats: ['es'], fileName: 'demo-wallet' },
    },
  });
  walletScript = readFileSync(join(walletDir, 'demo-wallet.js'), 'utf8');
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  if (root) rmSync(root, { recursive: true, force: true });
});

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

describe('Subresource Integrity', () => {
  it('refuses a tampered lazy chunk pinned by the import map; the dialog says so and offers Try again', async () => {
    const snippet = embedSnippet(sri, DIST);
    // The import map is an inline script: the page allows exactly it, by hash, and nothing else inline.
    const csp = `script-src 'self' ${snippet.importMapHash}; style-src 'self'; require-trusted-types-for 'script'`;
    const url = await serveSite(
      {
        '/': { html: hostPage(snippet.html), csp },
        '/unpinned.html': { html: hostPage(`<script type="module" src="${DIST}${sri.entry}"></script>`), csp: STRICT_CSP },
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
    const chunk = Object.keys(sri.files).find((name) => TAMPER_VIEW.chunk.test(name))!;
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
    const snippet = embedSnippet(sri, DIST);
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
    const chunk = Object.keys(sri.files).find((name) => TAMPER_MODAL.chunk.test(name))!;
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
