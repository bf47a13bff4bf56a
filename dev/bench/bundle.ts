// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// The production build's files as the browser fetches them: which chunks the first script pulls in, and their sizes.
// Sizes are of the built files on disk; gzip at level 9 approximates what a CDN serves.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest */

/**
 * @param {string} outDir the build's output folder, ending with '/'
 * @param {Manifest} manifest
 */
export function bundleOf(outDir, manifest) {
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  /** @param {string} file */
  function fileSize(file) {
    if (!sizes.has(file)) {
      const bytes = readFileSync(`${outDir}${file}`);
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return /** @type {{ raw: number, gzip: number }} */ (sizes.get(file));
  }
  /** @param {string} key */
  const sizeOf = (key) => fileSize(manifest[key].file);

  /** A chunk's static import closure: everything the browser must fetch before that chunk runs. */
  function staticClosure(/** @type {string} */ key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
    return seen;
  }

  /** Every chunk loaded by import() from the initial set, directly or from another lazy chunk. */
  function lazyRoots(/** @type {Set<string>} */ initial) {
    const roots = new Set();
    const visit = (/** @type {string} */ key) => {
      for (const next of manifest[key].dynamicImports ?? []) {
        if (initial.has(next) || roots.has(next)) continue;
        roots.add(next);
        for (const member of staticClosure(next)) visit(member);
      }
    };
    for (const key of initial) visit(key);
    return roots;
  }

  /** @param {Iterable<string>} keys */
  const total = (keys) => [...keys].reduce((sum, key) => ({ raw: sum.raw + sizeOf(key).raw, gzip: sum.gzip + sizeOf(key).gzip }), { raw: 0, gzip: 0 });

  return { fileSize, sizeOf, staticClosure, lazyRoots, total };
}
