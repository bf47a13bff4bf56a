// What the catalogue bench runs against: the production bundle (built if missing) served with a host page, and
// server/catalogue/ serving a generated catalogue. Everything binds 127.0.0.1 on ports the OS picks.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { generateWallets, startCatalogueServer } from '../../server/catalogue/index.ts';
import { SEARCH_DELAY_MS, SEARCH_RESULTS_MAX, WALLET_PAGE_ENTRIES } from '../../src/constants/index.ts';
import type { Manifest } from './bundle.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

export type Served = { url: string; stop(): Promise<void> };
export type CatalogueBench = {
  pageUrl: string;
  catalogueUrl: string;
  /** The product's own figures (page size, debounce, result cap), so the bench follows them if they change. */
  constants: { SEARCH_DELAY_MS: number; SEARCH_RESULTS_MAX: number; WALLET_PAGE_ENTRIES: number };
  stop(): Promise<void>;
};

/** `npm run bench` has just built dist/; run alone, a bench builds it when it is missing. */
export async function ensureBuilt(root: string): Promise<void> {
  if (existsSync(join(root, 'dist/.vite/manifest.json'))) return;
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error', build: { manifest: true } });
}

/** Serves dist/ and a host page holding the built entry and one element with `elementAttributes`. */
export async function serveBundle(root: string, elementAttributes: Record<string, string>): Promise<Served> {
  const dist = join(root, 'dist');
  const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['src/wallet-modal.ts']?.file;
  if (!entry) throw new Error('the build has no src/wallet-modal.ts entry');
  const attributes = Object.entries(elementAttributes)
    .map(([name, value]) => `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ');
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="/${entry}"></script></head>
    <body><wallet-modal ${attributes}></wallet-modal></body></html>`;
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path === '/' || path === '/index.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (path.includes('..')) return void res.writeHead(404).end();
    try {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(join(dist, path)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The bundle's page with one element reading a catalogue of `wallets` generated wallets, and that catalogue's service. */
export async function startCatalogueBench({ root, wallets, network }: { root: string; wallets: number; network: string }): Promise<CatalogueBench> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
  };
  try {
    await ensureBuilt(root);
    const service = await startCatalogueServer({ wallets: generateWallets(wallets), log: () => {} });
    stops.push(() => service.stop());
    const bundle = await serveBundle(root, { 'project-id': 'bench', networks: network, 'catalogue-url': service.url });
    stops.push(() => bundle.stop());
    return { pageUrl: bundle.url, catalogueUrl: service.url, constants: { SEARCH_DELAY_MS, SEARCH_RESULTS_MAX, WALLET_PAGE_ENTRIES }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
