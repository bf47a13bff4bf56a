// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Manifest, bundleOf } from '../../../dev/bench/bundle.ts';
import { lazyBudgets } from '../../../dev/bench/budgets.ts';

/**
 * A build as Vite's manifest describes it: the entry (with its core), a modal and views, an actions chunk import()ed by
 * the core, the sign-in chunk import()ed only by the actions, and a helper both the actions and the sign-in import.
 */
const MANIFEST: Manifest = {
  'src/wallet-modal.ts': { file: 'entry.js', isEntry: true, imports: ['_core.js'] },
  '_core.js': { file: 'core.js', dynamicImports: ['src/client/actions/index.ts', 'src/ui/Modal.tsx', 'src/ui/views/table.ts'] },
  'src/ui/Modal.tsx': { file: 'modal.js', imports: ['_core.js'] },
  'src/ui/views/table.ts': { file: 'table.js', imports: ['_core.js'], dynamicImports: ['src/ui/views/SIWXSignMessageView.tsx'] },
  'src/ui/views/SIWXSignMessageView.tsx': { file: 'siwx-view.js', imports: ['_core.js', '_view-state.js'] },
  '_view-state.js': { file: 'view-state.js', imports: ['_core.js'] },
  'src/client/actions/index.ts': { file: 'actions.js', imports: ['_core.js', '_errors.js'], dynamicImports: ['src/client/actions/siwx/index.ts'] },
  '_errors.js': { file: 'errors.js', imports: ['_core.js'] },
  'src/client/actions/siwx/index.ts': { file: 'siwx.js', imports: ['_core.js', '_errors.js', '_view-state.js', '_checksum.js'] },
  '_checksum.js': { file: 'checksum.js' },
};
/** Incompressible bytes, so each file's gzip size is about its length. */
const noise = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7919 + length) % 251));
const SIZES: Record<string, number> = { 'siwx.js': 4000, 'errors.js': 1500, 'view-state.js': 300, 'checksum.js': 4500 };

const dir = mkdtempSync(join(tmpdir(), 'wm-bundle-test-'));
for (const { file } of Object.values(MANIFEST)) writeFileSync(join(dir, file), noise(SIZES[file] ?? 200));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bundle = bundleOf(`${dir}/`, MANIFEST);
const initial = bundle.staticClosure('src/wallet-modal.ts');
const gzip = (...files: string[]) => files.reduce((sum, f) => sum + bundle.fileSize(f).gzip, 0);

describe('what is loaded before a lazy chunk (the bench and npm run size judge lazy budgets on it)', () => {
  it('a chunk import()ed only by another lazy chunk comes after that chunk and its static imports', () => {
    const loaded = bundle.loadedBefore('src/client/actions/siwx/index.ts', initial);
    expect([...loaded].sort()).toEqual(['_core.js', '_errors.js', 'src/client/actions/index.ts', 'src/wallet-modal.ts']);
  });

  it('a chunk the initial JS import()s comes after the initial JS only', () => {
    expect(bundle.loadedBefore('src/client/actions/index.ts', initial)).toEqual(initial);
  });

  it('import()ed from two chunks: only what both have loaded counts', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/ui/Modal.tsx': { file: 'modal.js', imports: ['_core.js'], dynamicImports: ['src/client/actions/siwx/index.ts'] },
    };
    const two = bundleOf(`${dir}/`, manifest);
    expect(two.loadedBefore('src/client/actions/siwx/index.ts', initial)).toEqual(initial);
  });

  it('import()s that go round in a circle end, and count what is certain: the importer and its static imports', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/client/actions/siwx/index.ts': { ...MANIFEST['src/client/actions/siwx/index.ts'], file: 'siwx.js', dynamicImports: ['src/client/actions/index.ts'] },
    };
    const circle = bundleOf(`${dir}/`, manifest);
    expect([...circle.loadedBefore('src/client/actions/siwx/index.ts', initial)].sort()).toEqual([
      '_core.js',
      '_errors.js',
      'src/client/actions/index.ts',
      'src/wallet-modal.ts',
    ]);
    expect(circle.loadedBefore('src/client/actions/index.ts', initial)).toEqual(initial);
  });

  it('the sign-in budget counts the chunk, the helper it shares with a view, and the checksum; not the errors the actions loaded', () => {
    const [signIn] = lazyBudgets(bundle, initial, ['src/client/actions/siwx/index.ts']);
    expect(signIn).toMatchObject({ root: 'src/client/actions/siwx/index.ts', after: ['src/client/actions/index.ts'] });
    expect(signIn?.gzip).toBe(gzip('siwx.js', 'view-state.js', 'checksum.js'));
  });

  it('a view counts beyond the modal and the chunk that import()s it', () => {
    const [view] = lazyBudgets(bundle, initial, ['src/ui/views/SIWXSignMessageView.tsx']);
    expect(view).toMatchObject({ after: ['src/ui/views/table.ts', 'src/ui/Modal.tsx'] });
    expect(view?.gzip).toBe(gzip('siwx-view.js', 'view-state.js'));
  });
});
