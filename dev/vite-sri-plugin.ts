/**
 * Subresource Integrity for the build: after Vite writes dist/, every file in it gets a sha384 digest in
 * dist/sri.json, so a site can pin the entry (`<script integrity>`) and every lazy chunk (an import map's
 * `integrity` section). Digests are read back from disk, after every other plugin is done, so they are of the
 * exact bytes a server will send.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const SRI_FILE = 'sri.json';
const SRI_ALGORITHM = 'sha384';

export type SriManifest = {
  algorithm: typeof SRI_ALGORITHM;
  /** The entry script a site loads with `<script type="module" integrity>`, relative to dist/. */
  entry: string;
  /** Every file of dist/ (sri.json aside), by its path relative to dist/ with `/` separators: `sha384-<base64>`. */
  files: Record<string, string>;
};

/** The SRI metadata string (`sha384-<base64>`) for these bytes. */
function integrityOf(bytes: Uint8Array): string {
  return `${SRI_ALGORITHM}-${createHash(SRI_ALGORITHM).update(bytes).digest('base64')}`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Digests every file under `outDir` (but the manifest itself), keys sorted so the manifest is stable. */
function sriManifestOf(outDir: string, entry: string): SriManifest {
  const files: Record<string, string> = {};
  for (const path of filesUnder(outDir)) {
    const name = relative(outDir, path).split(sep).join('/');
    if (name === SRI_FILE) continue;
    files[name] = integrityOf(readFileSync(path));
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (!sorted[entry]) throw new Error(`SRI: the entry ${entry} is not in ${outDir}`);
  return { algorithm: SRI_ALGORITHM, entry, files: sorted };
}

/** Writes dist/sri.json once the bundle is on disk. The build must have exactly one entry chunk. */
export function sriPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'wallet-modal-sri',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options, bundle) {
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        if (entries.length !== 1) throw new Error(`SRI: expected one entry chunk, found ${entries.length}`);
        const outDir = resolve(root, options.dir ?? 'dist');
        const manifest = sriManifestOf(outDir, entries[0]!.fileName);
        writeFileSync(join(outDir, SRI_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}
