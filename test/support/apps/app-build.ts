/**
 * The apps of test/apps/ as a site builds them: each copied beside the packed tarball (their package.json names it
 * `file:../wallet-modal.tgz`), installed with npm from the registry, built with its own toolchain (`npm run build`,
 * when it has one), and its output served over HTTP on a free port.
 */
import { execFile } from 'node:child_process';
import { cpSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const APPS = fileURLToPath(new URL('../../apps/', import.meta.url));
const run = promisify(execFile);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export type BuiltApp = {
  /** Where the app was installed and built. */
  dir: string;
  /** The folder a static host serves: the build's `dist/`, or the app itself when it has no build. */
  served: string;
  remove(): void;
};

async function npm(args: string[], cwd: string): Promise<void> {
  try {
    await run('npm', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed in ${cwd} (the npm registry must be reachable):\n${stderr ?? ''}\n${stdout ?? ''}`.slice(0, 8000));
  }
}

/** Installs test/apps/<name> with the tarball and builds it. */
export async function buildApp(name: string, tarball: string): Promise<BuiltApp> {
  const root = mkdtempSync(join(tmpdir(), `wallet-modal-app-${name}-`));
  const dir = join(root, name);
  cpSync(join(APPS, name), dir, { recursive: true, filter: (path) => !/(^|\/)(node_modules|dist)(\/|$)/.test(path.slice(APPS.length)) });
  copyFileSync(tarball, join(root, 'wallet-modal.tgz'));
  await npm(['install', '--prefer-offline', '--no-package-lock'], dir);
  const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if (scripts.build) await npm(['run', 'build'], dir);
  const served = scripts.build ? join(dir, 'dist') : dir;
  // An app with a server of its own (`start`: Next.js) is run, not served as files.
  if (!scripts.start && !existsSync(join(served, 'index.html'))) throw new Error(`${name}: no index.html in ${served}`);
  return { dir, served, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type StaticSite = { url: string; close(): Promise<void> };

/** Serves a folder's files as a static host would; anything outside it, or missing, is a 404. */
export async function serveFolder(folder: string): Promise<StaticSite> {
  const server: Server = createServer((req, res) => {
    let path: string;
    try {
      path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    } catch {
      return void res.writeHead(400).end();
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = join(folder, path);
    if (!file.startsWith(folder)) return void res.writeHead(404).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
