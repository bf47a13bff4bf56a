// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// What the catalogue bench runs against: the production bundle (built if missing) served with a host page, and
// server/catalogue/ serving a generated catalogue. Everything binds 127.0.0.1 on ports the OS picks.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.map': 'application/json', '.svg': 'image/svg+xml' };

/** `npm run bench` has just built dist/; run alone, this script builds it when it is missing. */
export async function ensureBuilt(root) {
  if (existsSync(join(root, 'dist/.vite/manifest.json'))) return;
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error', build: { manifest: true } });
}

/** Serves dist/ and a host page holding the built entry and one element. */
export async function serveBundle(root, elementAttributes) {
  const dist = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = manifest['src/wallet-modal.ts'].file;
  const attributes = Object.entries(elementAttributes)
    .map(([name, value]) => `${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
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
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * @param {{ root: string, wallets: number, network: string }} options
 * @returns {Promise<{ pageUrl: string, catalogueUrl: string, constants: Record<string, number>, stop(): Promise<void> }>}
 */
export async function startCatalogueBench({ root, wallets, network }) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
  };
  try {
    await ensureBuilt(root);
    // The product's own figures (page size, debounce, result cap), so the bench follows them if they change.
    const constants = await import('../../src/constants/index.ts');
    const catalogue = await import('../../server/catalogue/index.ts');
    const service = await catalogue.startCatalogueServer({ wallets: catalogue.generateWallets(wallets), log: () => {} });
    stops.push(() => service.stop());
    const bundle = await serveBundle(root, { 'project-id': 'bench', networks: network, 'catalogue-url': service.url });
    stops.push(() => bundle.stop());
    return { pageUrl: bundle.url, catalogueUrl: service.url, constants, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
