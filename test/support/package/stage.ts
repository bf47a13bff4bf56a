/**
 * The package as npm would publish it, built apart from the checkout's dist/: package.json, README, LICENSE and
 * CHANGELOG copied into a temporary folder, every build the package ships (the CDN build, the library entries, the
 * servers, the frame, the declarations) written into its dist/, then `npm pack` there, as `npm publish` would.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildTypes } from '../../../dev/package/types.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COPIED = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** One file of `npm pack --json`'s listing. */
type PackedFile = { path: string; size: number };
/** `npm pack --json`'s report of one package: `size` is the tarball's, `unpackedSize` its files'. */
type PackReport = { name: string; version: string; size: number; unpackedSize: number; filename: string; files: PackedFile[] };

export type StagedPackage = {
  /** The folder npm packs (package.json and dist/). */
  dir: string;
  /** `npm pack --dry-run --json`: what the tarball would hold. */
  dryRun: PackReport;
  /** The tarball itself. */
  tarball: string;
  remove(): void;
};

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Builds and packs the package; scripts stay off (`prepack` would build into the checkout's dist/). */
export async function stagePackage(): Promise<StagedPackage> {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-modal-package-'));
  for (const file of COPIED) copyFileSync(join(ROOT, file), join(dir, file));
  const dist = (part: string) => join(dir, 'dist', part);
  const builds: [config: string, outDir: string][] = [
    ['vite.cdn.config.ts', dist('cdn')],
    ['vite.lib.config.ts', dist('lib')],
    ['vite.server.config.ts', dist('server')],
    ['vite.frame.config.ts', dist('frame')],
  ];
  // As `npm pack` builds: for production. Under Vitest NODE_ENV is 'test', and Vite would build React's development
  // code and JSX (jsxDEV, which a site's production React lacks).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const [config, outDir] of builds)
      await build({ configFile: join(ROOT, config), mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  buildTypes(dist('types'));
  const [dryRun] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], dir)) as PackReport[];
  const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], dir)) as PackReport[];
  return { dir, dryRun: dryRun!, tarball: join(dir, packed!.filename), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A site's node_modules with the tarball installed: the package unpacked as `node_modules/wallet-modal`, and each of
 * its dependencies and peers linked to the checkout's installed copy (Node resolves a link by its real path, so theirs resolve
 * there too). No registry, and the package's own files are the packed ones.
 */
export function installTarball(tarball: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-modal-site-'));
  const at = join(dir, 'node_modules/wallet-modal');
  mkdirSync(at, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', at, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(at, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  // Its peers too (wagmi for `wallet-modal/wagmi`), as a site that uses them has them.
  for (const name of new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})])) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), link);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
