/**
 * Issue 23 points 1-3: the package as npm would publish it. Built and packed apart from dist/ (test/support/package/),
 * it lists only what a site needs, stays under the packed-size budget docs/package.md states, passes publint and
 * attw, and each entry imports in plain Node (server rendering) without throwing or reading a browser global other
 * than in a `typeof` check. The CDN build's manifest pins each of its files; views stay lazy in the library build.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import { importInNode, type GlobalRead } from '../support/package/node-import';
import { installTarball, stagePackage, type StagedPackage } from '../support/package/stage';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILD_TIMEOUT = 240_000;

/** The budget as docs/package.md states it, so that the page and the test cannot disagree. */
const BUDGET = Number(/packed size budget: \*\*([\d,]+) B\*\*/i.exec(readFileSync(join(ROOT, 'docs/package.md'), 'utf8'))?.[1]?.replaceAll(',', ''));

/** What a site needs: the entries' builds, the CDN build, the servers, the frame, the types and the three texts. */
const ALLOWED = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/(lib|cdn|server|frame|types)\/.+)$/;

let staged: StagedPackage;
let site: { dir: string; remove(): void };
let paths: string[];
const { browser } = useE2ePage({ pageErrors: 'report' });

beforeAll(async () => {
  staged = await stagePackage();
  site = installTarball(staged.tarball);
  paths = staged.dryRun.files.map((file) => file.path);
}, BUILD_TIMEOUT);

afterAll(() => {
  site?.remove();
  staged?.remove();
});

describe('npm pack', () => {
  it('lists only what a site needs: no sources, tests, source maps or the hashed product build', () => {
    expect(paths.filter((path) => !ALLOWED.test(path) || path.endsWith('.map'))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { private?: boolean; bin: Record<string, string> };
    expect(pkg.private).toBeUndefined();
    const needed = ['LICENSE', 'CHANGELOG.md', 'dist/lib/wallet-modal.js', 'dist/lib/element.js', 'dist/cdn/wallet-modal.js', 'dist/cdn/sri.json'];
    needed.push('dist/lib/wagmi.js', 'dist/types/wagmi/index.d.ts');
    needed.push('dist/server/server.js', 'dist/types/wallet-modal.d.ts', 'dist/types/wallet-modal-element.d.ts', 'dist/types/siwx/server.d.ts');
    needed.push('dist/frame/index.html', ...Object.values(pkg.bin));
    expect(needed.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it(`keeps the tarball within the budget docs/package.md states`, () => {
    expect(BUDGET).toBeGreaterThan(0);
    expect(staged.dryRun.size, `the packed tarball is ${staged.dryRun.size} B`).toBeLessThanOrEqual(BUDGET);
  });

  it('ships each bin as a program node runs', () => {
    const { bin } = JSON.parse(readFileSync(join(site.dir, 'node_modules/wallet-modal/package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(Object.keys(bin)).toEqual(['wallet-modal-data', 'wallet-modal-catalogue', 'wallet-modal-auth']);
    for (const file of Object.values(bin))
      expect(readFileSync(join(site.dir, 'node_modules/wallet-modal', file), 'utf8').split('\n')[0], file).toBe('#!/usr/bin/env node');
  });
});

describe('package checks', () => {
  it('publint finds nothing, suggestions included', async () => {
    const tarball = readFileSync(staged.tarball);
    const { messages, pkg } = await publint({ pack: { tarball: new Uint8Array(tarball).buffer }, level: 'suggestion', strict: true });
    expect(messages.map((message) => formatMessage(message, pkg) ?? message.code)).toEqual([]);
  });

  // The package is ES modules only (`"type": "module"`, no `require` condition), as the element and its lazy chunks
  // are: the esm-only profile checks Node's ES-module resolution and bundlers', and leaves out node10 and Node's
  // CommonJS `require`, which this package does not offer by design.
  it('attw (--profile esm-only) finds no problem for Node ES modules or bundlers', () => {
    const attw = join(ROOT, 'node_modules/.bin/attw');
    let out: string;
    try {
      out = execFileSync(attw, [staged.tarball, '--profile', 'esm-only', '--format', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      throw new Error(`attw failed: ${String((error as { stdout?: string }).stdout ?? error)}`);
    }
    const { problems = {} } = JSON.parse(out) as { problems?: Record<string, { entrypoint: string; resolutionKind: string }[]> };
    const counted = Object.values(problems)
      .flat()
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs');
    expect(counted).toEqual([]);
  });
});

/**
 * Each read must be `typeof <global>`: V8 places the read at the expression that holds it (`typeof window`, the
 * comparison `"undefined" === typeof window`, or a parenthesis before it), so the first mention of the global from there must follow `typeof`.
 */
function readsOtherThanTypeof(reads: GlobalRead[]): string[] {
  return reads
    .filter((read) => {
      const path = read.file.startsWith('file:') ? fileURLToPath(read.file) : read.file;
      // From the recorded place on, across lines: the expression may open a line before the global (`!(\n typeof …`).
      const from = readFileSync(path, 'utf8')
        .split('\n')
        .slice(read.line - 1)
        .join('\n')
        .slice(read.column - 1, read.column + 500);
      const first = new RegExp(`(?<![\\w$.])${read.name}(?![\\w$])`).exec(from);
      return !first || !/typeof\s+$/.test(from.slice(0, first.index));
    })
    .map((read) => `${read.name} at ${read.file}:${read.line}:${read.column}`);
}

describe('importing each entry in plain Node (no DOM)', () => {
  const entries: [specifier: string, exports: Record<string, string>][] = [
    ['wallet-modal', { WalletModalElement: 'function', WalletModalError: 'function' }],
    ['wallet-modal/element', { WalletModalElement: 'function', WalletModalError: 'function' }],
    ['wallet-modal/server', { createSiwxNonce: 'function', verifySiwx: 'function', createEvmSiwxMessage: 'function' }],
    ['wallet-modal/wagmi', { walletModal: 'function', WalletModalNotFoundError: 'function' }],
  ];
  it.each(entries)('%s imports, and reads browser globals only to check they exist', (specifier, exports) => {
    const { exports: got, reads } = importInNode(specifier, site.dir);
    expect(got).toMatchObject(exports);
    expect(readsOtherThanTypeof(reads)).toEqual([]);
  });

  it('the CDN build imports too, and looks for customElements only to see that it is missing', () => {
    const { exports, reads } = importInNode(pathToFileURL(join(site.dir, 'node_modules/wallet-modal/dist/cdn/wallet-modal.js')).href, site.dir);
    expect(exports).toEqual({ WalletModalElement: 'function', WalletModalError: 'function' });
    expect(reads.map((read) => read.name)).toContain('customElements');
    expect(readsOtherThanTypeof(reads)).toEqual([]);
  });
});

describe('the CDN build', () => {
  const cdn = () => join(site.dir, 'node_modules/wallet-modal/dist/cdn');

  it('is wallet-modal.js under a fixed name, its chunks hashed beside it, each file pinned in sri.json', () => {
    const manifest = JSON.parse(readFileSync(join(cdn(), 'sri.json'), 'utf8')) as { algorithm: string; entry: string; files: Record<string, string> };
    expect(manifest.entry).toBe('wallet-modal.js');
    const files = readdirSync(cdn(), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'sri.json')
      .map((entry) => relative(cdn(), join(entry.parentPath, entry.name)));
    expect(Object.keys(manifest.files).sort()).toEqual(files.sort());
    expect(files.filter((file) => file !== 'wallet-modal.js' && !/^chunks\/[\w-]+-[\w-]{8}\.js$/.test(file))).toEqual([]);
    for (const file of files) {
      const digest = `sha384-${createHash('sha384')
        .update(readFileSync(join(cdn(), file)))
        .digest('base64')}`;
      expect(manifest.files[file], file).toBe(digest);
    }
  });
});

/** The bare packages and relative files a module imports statically (`import … from`, `export … from`, `import "…"`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?["']([^"']+)["'];?$/gm)].map((match) => match[1]!);
}

describe('the library build (wallet-modal, wallet-modal/element)', () => {
  it('keeps views, ethers and wallets behind dynamic imports, for the site’s bundler to split', () => {
    const lib = join(site.dir, 'node_modules/wallet-modal/dist/lib');
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
        else packages.add(specifier);
      }
    };
    visit(join(lib, 'wallet-modal.js'));
    expect([...packages].filter((name) => /^(ethers|viem|uqr|@walletconnect|@solana|@wallet-standard)/.test(name))).toEqual([]);
    expect([...packages]).toEqual(expect.arrayContaining(['react', 'jotai/vanilla']));
    const lazy = [...seen].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["'](\.[^"']+)["']\s*\)/g)].map((match) => match[1]!));
    expect(lazy.length).toBeGreaterThan(5);
    // …and the lazy chunks do reach them: they are left out of the first script, not out of the package.
    const everyImport = readdirSync(join(lib, 'chunks')).flatMap((name) => [
      ...staticImports(join(lib, 'chunks', name)),
      ...[...readFileSync(join(lib, 'chunks', name), 'utf8').matchAll(/\bimport\(\s*["']([^."'][^"']*)["']\s*\)/g)].map((match) => match[1]!),
    ]);
    expect(everyImport).toEqual(expect.arrayContaining(['ethers/address', '@walletconnect/universal-provider', 'uqr']));
    // The element entry is the same code: the self-registering entry adds the define and nothing else.
    expect(staticImports(join(lib, 'wallet-modal.js')).filter((specifier) => !specifier.startsWith('./chunks/'))).toEqual([]);
  });
});

/** Serves the CDN build at two paths (/a/, /b/): the browser loads two copies, two module graphs, as two sites' tags would. */
async function serveCdnTwice(cdn: string, page: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = /^\/[ab]\/([\w/.-]+\.js)$/.exec(path)?.[1];
    try {
      if (!file || file.includes('..')) throw new Error('not a file of the build');
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(cdn, file)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('two copies of the CDN build on one page', () => {
  it('the first defines <wallet-modal>, the second neither throws nor defines it again; the class goes under another tag too', async () => {
    const html = `<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
      <wallet-modal project-id="two-copies" networks="eip155:1"></wallet-modal><shop-wallet project-id="own-tag" networks="eip155:1"></shop-wallet>
      <script type="module">
        const a = await import('/a/wallet-modal.js');
        const b = await import('/b/wallet-modal.js');
        customElements.define('shop-wallet', b.WalletModalElement);
        window.copies = { distinct: a.WalletModalElement !== b.WalletModalElement, defined: customElements.get('wallet-modal') === a.WalletModalElement };
      </script></body></html>`;
    const { url, server } = await serveCdnTwice(join(site.dir, 'node_modules/wallet-modal/dist/cdn'), html);
    const page = await browser().newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      await page.goto(url);
      await expect.poll(() => page.evaluate(() => Reflect.get(window, 'copies'))).toEqual({ distinct: true, defined: true });
      // Both tags upgraded and draw their trigger: the first copy's class, and the second's under the site's tag.
      await expect
        .poll(() =>
          page.locator('wallet-modal, shop-wallet').evaluateAll((els) => els.map((el) => Boolean(el.shadowRoot?.querySelector('[data-testid="wm-trigger"]')))),
        )
        .toEqual([true, true]);
      expect(failures).toEqual([]);
    } finally {
      await page.close();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
