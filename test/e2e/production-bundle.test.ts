import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { useE2ePage } from '../support/e2e/page';

/** The built script, as a site would load it: one module script tag and the element. */
let outDir: string;
let server: Server;
let url: string;

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** The Solana chunk (src/client/actions/solana.ts and what it imports). */
const SOLANA_CHUNK = /\/solana-[\w-]+\.js$/;

/** A view's (or the modal's) chunk, by the name Vite gives it. */
const VIEW_CHUNK = (name: string) => new RegExp(`/${name}-[\\w-]+\\.js$`);

/**
 * In the page: watches the element's shadow root and records, at the first DOM change after which `appear` is shown
 * (it has a box: the dialog drawn ahead of the open is there, hidden, before the click), whether `expected` is shown
 * as well. A MutationObserver runs before the browser paints that change.
 */
function watchFirstFrame({ appear, expected }: { appear: string; expected: string }) {
  const root = document.querySelector('wallet-modal')!.shadowRoot!;
  const page = window;
  const shown = (selector: string) => (root.querySelector(selector)?.getClientRects().length ?? 0) > 0;
  delete page.firstFrame;
  const observer = new MutationObserver(() => {
    if (!shown(appear)) return;
    page.firstFrame = shown(expected);
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true });
}

const { browser } = useE2ePage({ pageErrors: 'report' });

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'wallet-modal-dist-'));
  await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/wallet-modal.ts']!.file;
  const pageWith = (networks: string) => `<!doctype html><html><head><link rel="icon" href="data:,"><script type="module" src="/${entry}"></script></head>
    <body><wallet-modal project-id="prod" networks="${networks}"></wallet-modal></body></html>`;
  const pages: Record<string, string> = {
    '/': pageWith('eip155:1'),
    '/index.html': pageWith('eip155:1'),
    '/solana.html': pageWith(`eip155:1,${SOLANA_MAINNET}`),
  };
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const page = pages[path];
    if (page) return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    try {
      const body = readFileSync(join(outDir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('defines the element, draws the trigger, and loads the modal and a view lazily', async () => {
    const page = await browser().newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.getByTestId('wm-trigger').waitFor();
    // No wallet is injected in this page: WalletConnect is what the Connect view offers.
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-connector-walletConnect').waitFor();
    expect(failures).toEqual([]);
    expect(scripts.some((s) => VIEW_CHUNK('ConnectView').test(s))).toBe(true);
    // The WalletConnect provider is fetched only when WalletConnect is chosen.
    expect(scripts.some((s) => /\/provider-[\w-]+\.js$/.test(s))).toBe(false);
    // An EVM-only page never fetches Solana code.
    expect(scripts.filter((s) => SOLANA_CHUNK.test(s))).toEqual([]);
    await page.close();
  });

  it('fetches the modal and its opening view before the click, so the dialog shows the view in its first frame', async () => {
    const page = await browser().newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.getByTestId('wm-trigger').waitFor();
    // The page goes idle: the shell and the Connect view (the opening rules' pick, not connected) are fetched.
    await expect.poll(() => [VIEW_CHUNK('Modal'), VIEW_CHUNK('ConnectView')].every((chunk) => scripts.some((s) => chunk.test(s)))).toBe(true);
    const beforeClick = scripts.length;
    // Then the Connect view is drawn ahead in its dialog, hidden: in the DOM, with no box.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const dialog = document.querySelector('wallet-modal')!.shadowRoot!.querySelector('[data-testid="wm-dialog"]');
          return dialog ? dialog.getClientRects().length : 'none';
        }),
      )
      .toBe(0);

    await page.evaluate(watchFirstFrame, {
      appear: '[data-testid="wm-dialog"]',
      expected: '[data-testid="wm-dialog"] .wm-body [data-testid="wm-all-wallets"]',
    });
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-dialog').waitFor();
    // The first DOM change that shows the dialog shows the Connect view too: nothing suspended, no spinner first.
    expect(await page.evaluate(() => window.firstFrame)).toBe(true);
    expect(scripts.slice(beforeClick).filter((s) => VIEW_CHUNK('Modal').test(s) || VIEW_CHUNK('ConnectView').test(s))).toEqual([]);

    // While Connect is shown, its likely next view is fetched; going there swaps the view in one change too.
    await expect.poll(() => scripts.some((s) => VIEW_CHUNK('AllWalletsView').test(s))).toBe(true);
    await page.evaluate(watchFirstFrame, {
      appear: '[data-testid="wm-dialog"] .wm-body:not(:has([data-testid="wm-all-wallets"]))',
      expected: '[data-testid="wm-dialog"] .wm-body [data-testid="wm-all-wallets-search"]',
    });
    await page.getByTestId('wm-all-wallets').click();
    await page.getByTestId('wm-all-wallets-search').waitFor();
    expect(await page.evaluate(() => window.firstFrame)).toBe(true);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('fetches the Solana chunk only for a page that lists a Solana network, and offers both namespaces', async () => {
    const page = await browser().newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${url}solana.html`);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-namespace-solana').click();
    await expect.poll(() => scripts.filter((s) => SOLANA_CHUNK.test(s)).length).toBe(1);
    expect(await page.getByTestId('wm-namespace-solana').getAttribute('aria-pressed')).toBe('true');
    expect(failures).toEqual([]);
    await page.close();
  });
});
