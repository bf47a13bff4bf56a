// `npm run size`: builds into a temporary folder and prints the first script's gzip size against its budget, each
// lazy chunk's size, and the lazy budgets; the quick check while working (`npm run bench` prints the same and
// measures the rest).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { INITIAL_BUDGET_GZIP, lazyBudgets } from './bench/budgets.ts';
import { bundleOf, type Manifest } from './bench/bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/wallet-modal.ts';
const outDir = mkdtempSync(join(tmpdir(), 'wm-size-'));
try {
  await build({ configFile: `${ROOT}vite.config.ts`, root: ROOT, logLevel: 'error', build: { manifest: true, outDir, emptyOutDir: true } });
  const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const bundle = bundleOf(`${outDir}/`, manifest);
  const { chunk, staticClosure, lazyRoots, total } = bundle;
  if (!bundle.has(ENTRY) || !chunk(ENTRY).isEntry) throw new Error(`the build has no ${ENTRY} entry`);
  const initial = staticClosure(ENTRY);
  const roots = [...lazyRoots(initial)];
  const lazy = roots
    .map((root) => ({ file: chunk(root).file, ...total([...staticClosure(root)].filter((k) => !initial.has(k))) }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const { file, gzip } of lazy) console.log(`  lazy ${file}: ${gzip} B gzip`);
  const budgets = lazyBudgets(bundle, initial, roots);
  for (const b of budgets)
    console.log(`budget ${b.root}: ${b.gzip} B gzip of ${b.budget} B (after ${['initial JS', ...b.after].join(' + ')}): ${b.pass ? 'PASS' : 'OVER'}`);
  const { gzip } = total(initial);
  const verdict = gzip <= INITIAL_BUDGET_GZIP ? 'PASS' : 'OVER';
  console.log(`initial JS: ${gzip} B gzip of ${INITIAL_BUDGET_GZIP} B (${INITIAL_BUDGET_GZIP - gzip} B to spare): ${verdict}`);
  process.exitCode = verdict === 'PASS' && budgets.every((b) => b.pass) ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
