/**
 * The JavaScript a built page loads before anything is clicked: its entry and, recursively, the chunks it imports
 * statically (Vite's manifest), each gzipped as a server would send it. Dynamic imports are left out: they load later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };

/** Gzip bytes of the initial JS of `page` (its key in `dist/.vite/manifest.json`, e.g. 'index.html'). */
export function initialJsBytes(dist: string, page: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest of ${dist}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(page);
  return [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length, 0);
}
