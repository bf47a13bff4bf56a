// The production build's files as the browser fetches them: which chunks the first script pulls in, which are
// already there when a lazy chunk is asked for, and their sizes. Sizes are of the built files on disk; gzip at level 9
// approximates what a CDN serves.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Vite's dist/.vite/manifest.json: each chunk by its source key, with its static and dynamic imports. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
export type Size = { raw: number; gzip: number };
export type Bundle = ReturnType<typeof bundleOf>;

/** What a section that loads the built bundle in Chromium is given: the dist folder, its manifest and sizes, the browser. */
export type BuiltPage = { root: string; manifest: Manifest; bundle: Bundle; browser: Browser };

/** outDir: the build's output folder, ending with '/'. */
export function bundleOf(outDir: string, manifest: Manifest) {
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`the manifest has no chunk ${key}`);
    return found;
  };
  const has = (key: string) => key in manifest;
  const sizes = new Map<string, Size>();
  function fileSize(file: string): Size {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(`${outDir}${file}`);
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  }
  const sizeOf = (key: string) => fileSize(chunk(key).file);

  /** A chunk's static import closure: everything the browser must fetch before that chunk runs. */
  function staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of chunk(key).imports ?? []) staticClosure(next, seen);
    return seen;
  }

  /** Every chunk loaded by import() from the initial set, directly or from another lazy chunk. */
  function lazyRoots(initial: Set<string>): Set<string> {
    const roots = new Set<string>();
    const visit = (key: string) => {
      for (const next of chunk(key).dynamicImports ?? []) {
        if (initial.has(next) || roots.has(next)) continue;
        roots.add(next);
        for (const member of staticClosure(next)) visit(member);
      }
    };
    for (const key of initial) visit(key);
    return roots;
  }

  /** The chunks that import() `key`. */
  const dynamicImporters = (key: string) => Object.keys(manifest).filter((k) => chunk(k).dynamicImports?.includes(key));

  /**
   * What the browser has loaded already whenever `key` is import()ed: the initial JS, and what every chunk that
   * import()s it has loaded (an import() runs from code of a loaded chunk, with that chunk's static imports). Where
   * no chunk import()s it, or its importers' own import()s lead back to it, only what is certain counts: the initial
   * JS (and, below, each importer with its static imports).
   */
  function loadedBefore(key: string, initial: Set<string>, visiting = new Set<string>()): Set<string> {
    const importers = dynamicImporters(key);
    if (importers.length === 0 || importers.some((k) => visiting.has(k))) return new Set(initial);
    visiting.add(key);
    const loaded = importers.map((k) => new Set([...staticClosure(k), ...loadedBefore(k, initial, visiting)]));
    visiting.delete(key);
    const [first, ...rest] = loaded;
    return new Set([...initial, ...[...(first ?? [])].filter((k) => rest.every((set) => set.has(k)))]);
  }

  const total = (keys: Iterable<string>): Size =>
    [...keys].reduce((sum, key) => ({ raw: sum.raw + sizeOf(key).raw, gzip: sum.gzip + sizeOf(key).gzip }), { raw: 0, gzip: 0 });

  return { has, chunk, fileSize, sizeOf, staticClosure, lazyRoots, dynamicImporters, loadedBefore, total };
}
