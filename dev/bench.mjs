// `npm run bench`: builds the product and prints what a page downloads first and what loads later.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INITIAL_BUDGET_GZIP = 85 * 1024;

await build({ configFile: `${ROOT}vite.config.ts`, root: ROOT, logLevel: 'warn' });
const manifest = JSON.parse(readFileSync(`${ROOT}dist/.vite/manifest.json`, 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(`${ROOT}dist/${file}`);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The entry's static import closure: what the browser must fetch before the element runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
  return seen;
}

function lazyChunks(initial) {
  const lazy = new Set();
  const visit = (key) => {
    for (const next of manifest[key].dynamicImports ?? []) {
      for (const member of staticClosure(next)) {
        if (!initial.has(member) && !lazy.has(member)) {
          lazy.add(member);
          visit(member);
        }
      }
    }
  };
  for (const key of initial) visit(key);
  return lazy;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = (keys) => [...keys].reduce((sum, key) => {
  const s = sizeOf(manifest[key].file);
  return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
}, { raw: 0, gzip: 0 });

let over = false;
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  const initial = staticClosure(key);
  const initialSize = total(initial);
  console.log(`\nentry ${key} -> ${chunk.file}`);
  console.log(`  initial JS (${initial.size} file${initial.size === 1 ? '' : 's'}): ${kb(initialSize.raw)} raw, ${kb(initialSize.gzip)} gzip`);
  console.log('  lazy chunks:');
  const rows = [...lazyChunks(initial)].map((k) => ({ file: manifest[k].file, ...sizeOf(manifest[k].file) })).sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) console.log(`    ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
  const verdict = initialSize.gzip <= INITIAL_BUDGET_GZIP ? 'PASS' : 'OVER';
  if (verdict === 'OVER') over = true;
  console.log(`  budget: initial <= ${kb(INITIAL_BUDGET_GZIP)} gzip: ${verdict}`);
}
process.exitCode = over ? 1 : 0;
