import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

/** The built script, as a site would load it: one module script tag and the element. */
let outDir: string;
let server: Server;
let url: string;
let browser: Browser;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'wallet-modal-dist-'));
  await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/wallet-modal.ts']!.file;
  const page = `<!doctype html><html><head><link rel="icon" href="data:,"><script type="module" src="/${entry}"></script></head>
    <body><wallet-modal project-id="prod" networks="eip155:1"></wallet-modal></body></html>`;
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path === '/' || path === '/index.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    try {
      const body = readFileSync(join(outDir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('defines the element, draws the trigger, and loads the modal and a view lazily', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(url);
    await page.getByTestId('wm-trigger').waitFor();
    const beforeOpen = scripts.length;
    await page.getByTestId('wm-trigger').click();
    // No wallet is injected in this page: WalletConnect is what the Connect view offers.
    await page.getByTestId('wm-connector-walletConnect').waitFor();
    expect(failures).toEqual([]);
    expect(scripts.some((s) => s.includes('ConnectView'))).toBe(true);
    expect(scripts.slice(0, beforeOpen).some((s) => s.includes('ConnectView'))).toBe(false);
    // The WalletConnect provider is fetched only when WalletConnect is chosen.
    expect(scripts.some((s) => /\/provider-[\w-]+\.js$/.test(s))).toBe(false);
    await page.close();
  });
});
