// The bench's bundle section: what a page downloads first (the entry and its static imports) against its budget, what
// each lazy chunk adds when import() loads it, and the lazy chunks that have budgets of their own.
import type { Bundle, Manifest } from './bundle.ts';
import { INITIAL_BUDGET_GZIP, lazyBudgets } from './budgets.ts';
import { kb, table } from './table.ts';

/** Prints the figures of every entry of the build; resolves false when a budget is over. */
export function bundleReport(manifest: Manifest, bundle: Bundle): boolean {
  const { sizeOf, staticClosure, lazyRoots, total } = bundle;
  const file = (key: string) => bundle.chunk(key).file;
  let ok = true;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    const initial = staticClosure(key);
    const initialSize = total(initial);
    console.log(`\nEntry ${key} -> dist/${chunk.file}\n`);
    console.log('Initial JS (the entry and its static imports):');
    table(
      ['file', 'raw', 'gzip'],
      [...[...initial].map((k) => [file(k), kb(sizeOf(k).raw), kb(sizeOf(k).gzip)]), ['total', kb(initialSize.raw), kb(initialSize.gzip)]],
    );

    // A lazy chunk's cost here is its own static closure minus what the initial load already fetched.
    const lazy = [...lazyRoots(initial)].map((root) => {
      const extra = new Set([...staticClosure(root)].filter((k) => !initial.has(k)));
      return { root, files: extra.size, ...total(extra) };
    });
    lazy.sort((a, b) => b.gzip - a.gzip);
    console.log('\nLazy chunks (loaded by import(); sizes include their static imports not in the initial JS):');
    if (lazy.length === 0) console.log('  (none)');
    else
      table(
        ['chunk', 'files', 'raw', 'gzip'],
        lazy.map((l) => [file(l.root), String(l.files), kb(l.raw), kb(l.gzip)]),
      );

    // Issue 11: each action view's chunk <= 15 KB gzip; issue 12: the sign-in chunk <= 10 KB gzip.
    const budgeted = lazyBudgets(
      bundle,
      initial,
      lazy.map((l) => l.root),
    );
    if (budgeted.length) {
      console.log('\nLazy chunk budgets (gzip of the chunk and its static imports beyond what is loaded when it is asked for):');
      table(
        ['chunk', 'gzip', 'budget', 'verdict', 'loaded before it'],
        budgeted.map((b) => {
          if (!b.pass) ok = false;
          return [b.root, kb(b.gzip), kb(b.budget), b.pass ? 'PASS' : 'OVER', ['initial JS', ...b.after].join(' + ')];
        }),
      );
    }

    const verdict = initialSize.gzip <= INITIAL_BUDGET_GZIP ? 'PASS' : 'OVER';
    if (verdict === 'OVER') ok = false;
    console.log(`\nBudget: initial JS ${kb(initialSize.gzip)} gzip <= ${kb(INITIAL_BUDGET_GZIP)} gzip: ${verdict}`);
  }
  return ok;
}
