// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// `npm run size`: builds into a temporary folder and prints the first script's gzip size against its budget,
// and each lazy chunk's; the quick check while working (`npm run bench` prints the same and measures the rest).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { bundleOf } from './bench/bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INITIAL_BUDGET_GZIP = 85 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'wm-size-'));
try {
  await build({ configFile: `${ROOT}vite.config.ts`, root: ROOT, logLevel: 'error', build: { manifest: true, outDir, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const { staticClosure, lazyRoots, total } = bundleOf(`${outDir}/`, manifest);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'src/wallet-modal.ts');
  if (!entry) throw new Error('the build has no src/wallet-modal.ts entry');
  const initial = staticClosure(entry);
  const lazy = [...lazyRoots(initial)]
    .map((root) => ({ file: manifest[root].file, ...total([...staticClosure(root)].filter((k) => !initial.has(k))) }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const chunk of lazy) console.log(`  lazy ${chunk.file}: ${chunk.gzip} B gzip`);
  const { gzip } = total(initial);
  const verdict = gzip <= INITIAL_BUDGET_GZIP ? 'PASS' : 'OVER';
  console.log(`initial JS: ${gzip} B gzip of ${INITIAL_BUDGET_GZIP} B (${INITIAL_BUDGET_GZIP - gzip} B to spare): ${verdict}`);
  process.exitCode = verdict === 'PASS' ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
