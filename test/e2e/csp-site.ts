/**
 * The site the strict-CSP and Subresource Integrity tests load: the production build of dist/ (built once per file),
 * the Demo Wallet as one script, and a real HTTP server per site that sends each host page with its
 * Content-Security-Policy header; and what the tests watch in the browser (CSP reports, wm-* events, console errors).
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { BrowserContext, Page } from 'playwright-core';
import { SRI_FILE, type SriManifest } from '../../dev/vite-sri-plugin';

const stack = inject('stack');
export const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";
/** A chunk the tamper tests alter, and a one-byte change that keeps it valid JavaScript. */
type Tamper = { chunk: RegExp; from: string; to: string };
/** The Connect view: the 'All wallets' row's test id 'wm-all-wallets' becomes 'wm-bll-wallets' (its words are in the catalogue). */
export const TAMPER_VIEW: Tamper = { chunk: /^chunks\/ConnectView-[\w-]+\.js$/, from: '`wm-all-wallets`', to: '`wm-bll-wallets`' };
/** The dialog itself (the modal's chunk): its spinner's label key 'common.loading' becomes 'common.loadinf'. */
export const TAMPER_MODAL: Tamper = { chunk: /^chunks\/Modal-[\w-]+\.js$/, from: '`common.loading`', to: '`common.loadinf`' };
/** Where the site serves dist/: under a path, as from a CDN folder, so a chunk URL that ignored it would 404. */
export const DIST = '/wm/';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.map': 'application/json' };

/** A host page and the Content-Security-Policy header it is sent with. */
type HostPage = { html: string; csp: string };

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
export function hostPage(head: string, networks = 'eip155:31337,eip155:31338'): string {
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
export async function watch(context: BrowserContext) {
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

/** What docs/security.md tells a site to allow, and nothing else: any other fetch, socket, frame or image is a violation. */
export function lockDown(): string {
  const rpcOrigins = [...new Set([...stack.chains.map((c) => c.rpcUrl), stack.solana.rpcUrl].map((u) => new URL(u).origin))];
  return `default-src 'none'; ${STRICT_CSP}; connect-src ${[...rpcOrigins, stack.relayUrl].join(' ')}; img-src data:; base-uri 'none'; form-action 'none'`;
}

export const violations = (page: Page) => page.evaluate(() => window.__violations);
export const eventsOf = (page: Page, type: string) => page.evaluate((t) => window.__events.filter((e) => e.type === t), type);

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

export type CspSite = {
  /** The build's digests (once the file's beforeAll has run). */
  readonly sri: SriManifest;
  /** Serves dist/ (optionally with one chunk altered), the Demo Wallet, the stack's config, and the pages given. */
  serveSite(routes: Record<string, HostPage>, tamper?: Tamper): Promise<string>;
  /** The entry as the plain embed pins it: its own `integrity` attribute, nothing inline. */
  pinnedEntry(): string;
};

/** Call it at the top of a file: its beforeAll builds the product and the Demo Wallet, its afterAll stops the servers. */
export function useCspSite(): CspSite {
  let root: string;
  let outDir: string;
  let sri: SriManifest;
  let walletScript: string;
  const servers: Server[] = [];

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

  const pinnedEntry = () => `<script type="module" src="${DIST}${sri.entry}" integrity="${sri.files[sri.entry]}"></script>`;

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

  return {
    get sri() {
      return sri;
    },
    serveSite,
    pinnedEntry,
  };
}
