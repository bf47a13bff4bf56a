/**
 * A logo host on 127.0.0.1 for the token-logo tests: one good PNG, one passive SVG, a token list, and every hostile
 * answer a logo's host could give (an SVG with a script and a handler, one loading an outside image, 10 MB, a body
 * that never ends, HTML called image/png, a redirect to a private address, a 404). It counts the requests per path,
 * so a test sees that the service fetched a logo once.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const SAFE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#2a5bd7"/></svg>';

type Answer = (res: ServerResponse) => void;

const svg =
  (text: string): Answer =>
  (res) =>
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(text);

/** The hostile answers, by path. */
export const HOSTILE: Readonly<Record<string, Answer>> = {
  '/script.svg': svg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>'),
  '/external.svg': svg('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/pixel.png" width="8" height="8"/></svg>'),
  // Chunked, with no Content-Length to refuse it by: the service must stop reading at its own limit.
  '/huge.png': (res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(PNG);
    res.end(Buffer.alloc(10 * 1024 * 1024));
  },
  '/endless.png': (res) => {
    // Headers and the first bytes, then nothing more: the service's time limit must end it.
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(PNG.subarray(0, 16));
  },
  '/html.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><script>alert(3)</script>'),
  '/redirect.png': (res) => res.writeHead(302, { location: 'http://10.0.0.1/logo.png' }).end(),
  '/missing.png': (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
};

export type LogoServer = { origin: string; hits: (path: string) => number; close(): Promise<void> };

/** Starts the host; `list` is the token list it serves at /list.json. */
export async function startLogoServer(list: () => unknown): Promise<LogoServer> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/safe.svg') return svg(SAFE_SVG)(res);
    if (path === '/list.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list()));
    const hostile = HOSTILE[path];
    if (hostile) return hostile(res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
