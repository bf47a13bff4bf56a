// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';
import { SRI_FILE, sriPlugin, type SriManifest } from '../../../dev/vite-sri-plugin';
import { embedSnippet } from '../../../dev/embed-snippet.ts';

/** A tiny project in the shape of ours: an entry, a lazy chunk, a shared chunk, a public file, source maps. */
let root: string;
let outDir: string;
let manifest: SriManifest;

const listFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wm-sri-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'src/entry.js'), "import { shared } from './shared.js';\nexport const load = () => import('./lazy.js');\nexport { shared };\n");
  writeFileSync(join(root, 'src/lazy.js'), "import { shared } from './shared.js';\nexport const lazy = () => shared() + 1;\n");
  writeFileSync(join(root, 'src/shared.js'), 'export const shared = () => 41;\n');
  writeFileSync(join(root, 'public/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [sriPlugin()],
    build: {
      outDir,
      manifest: true,
      sourcemap: true,
      rollupOptions: {
        input: { entry: join(root, 'src/entry.js') },
        output: { entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
  manifest = JSON.parse(readFileSync(join(outDir, SRI_FILE), 'utf8')) as SriManifest;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the SRI plugin', () => {
  it('lists every file of the build (chunks, maps, the Vite manifest, public files) and nothing else', () => {
    const onDisk = listFiles(outDir).filter((name) => name !== SRI_FILE);
    expect(Object.keys(manifest.files)).toEqual(onDisk);
    expect(onDisk).toEqual(expect.arrayContaining(['icon.svg', '.vite/manifest.json']));
    expect(onDisk.filter((name) => /^chunks\/lazy-[\w-]+\.js$/.test(name))).toHaveLength(1);
    expect(onDisk.some((name) => name.endsWith('.js.map'))).toBe(true);
  });

  it('gives each file the sha384 of its bytes on disk', () => {
    expect(manifest.algorithm).toBe('sha384');
    for (const [name, digest] of Object.entries(manifest.files)) {
      expect(digest, name).toBe(sha384(readFileSync(join(outDir, name))));
      expect(digest).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
  });

  it('names the entry chunk', () => {
    expect(manifest.entry).toMatch(/^entry-[\w-]+\.js$/);
    expect(readFileSync(join(outDir, manifest.entry), 'utf8')).toContain('import(');
  });
});

describe('the embed snippet', () => {
  it('pins the entry by its attribute and every other script by the import map, with the CSP hash of that exact map', () => {
    const snippet = embedSnippet(manifest, 'https://cdn.example/wm/');
    const map = JSON.parse(snippet.importMap) as { integrity: Record<string, string> };
    const scripts = Object.keys(manifest.files).filter((name) => name.endsWith('.js') && name !== manifest.entry);
    expect(Object.keys(map.integrity).sort()).toEqual(scripts.map((name) => `https://cdn.example/wm/${name}`).sort());
    for (const name of scripts) expect(map.integrity[`https://cdn.example/wm/${name}`]).toBe(manifest.files[name]);
    expect(snippet.entryTag).toBe(
      `<script type="module" src="https://cdn.example/wm/${manifest.entry}" integrity="${manifest.files[manifest.entry]}" crossorigin="anonymous"></script>`,
    );
    expect(snippet.importMapHash).toBe(`'sha256-${createHash('sha256').update(snippet.importMap).digest('base64')}'`);
    expect(snippet.html).toBe(`<script type="importmap">${snippet.importMap}</script>\n${snippet.entryTag}`);
  });

  it('refuses a base URL without a trailing slash and a file that is not an sri.json', () => {
    expect(() => embedSnippet(manifest, 'https://cdn.example/wm')).toThrow(/must end with "\/"/);
    expect(() => embedSnippet({ entry: 'x.js', files: {} }, '/')).toThrow(/not an sri.json/);
  });
});
