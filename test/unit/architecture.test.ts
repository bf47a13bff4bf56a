// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import madge from 'madge';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every folder-to-folder import allowed (docs/architecture.md draws the same picture): a unit is a folder of src/ or
 * the entry, a folder of server/ (server/data/ split into its folders and its loose files), and for the servers'
 * imports into the product, the part of src/ they reach. Any edge not listed here fails the test, named by file.
 */
const ALLOWED: Record<string, readonly string[]> = {
  // src/: wagmi -> element -> ui -> client -> state -> connectors -> services -> chains -> the leaves.
  // The wagmi connector (wallet-modal/wagmi) sits on top: the entry's public types only, and nothing imports it.
  'src/wagmi': ['src/wallet-modal.ts'],
  // The self-registering entry defines the element entry's class (`wallet-modal` and `wallet-modal/element`).
  'src/wallet-modal.ts': ['src/wallet-modal-element.ts', 'src/constants'],
  'src/wallet-modal-element.ts': ['src/element', 'src/client', 'src/state', 'src/connectors', 'src/chains', 'src/errors', 'src/constants', 'src/validate'],
  'src/element': [
    'src/ui',
    'src/client',
    'src/state',
    'src/connectors',
    'src/chains',
    'src/errors',
    'src/messages',
    'src/constants',
    'src/i18n',
    'src/validate',
  ],
  // Views reach wallets, HTTP and storage only through client/ and state/.
  'src/ui': ['src/client', 'src/state', 'src/chains', 'src/errors', 'src/messages', 'src/constants', 'src/i18n', 'src/validate'],
  'src/client': [
    'src/state',
    'src/connectors',
    'src/chains',
    'src/siwx',
    'src/services',
    'src/storage',
    'src/errors',
    'src/messages',
    'src/constants',
    'src/i18n',
    'src/validate',
  ],
  // Atoms and derivations: never an action of client/.
  'src/state': ['src/connectors', 'src/chains', 'src/services', 'src/storage', 'src/errors', 'src/messages', 'src/constants', 'src/i18n', 'src/validate'],
  'src/connectors': ['src/services', 'src/chains', 'src/frame-protocol', 'src/errors', 'src/messages', 'src/constants', 'src/validate'],
  'src/services': ['src/chains', 'src/errors', 'src/messages', 'src/constants', 'src/validate'],
  // Codecs and rules of each chain; the RPC transport is passed in (chains/rpc.ts).
  'src/chains': ['src/errors', 'src/messages', 'src/constants', 'src/validate'],
  // The embedded-wallet frame's messages: the app's side (connectors/embedded) and the frame app (frame/) share it.
  'src/frame-protocol': ['src/chains', 'src/validate'],
  // A site server loads siwx/ without the modal.
  'src/siwx': ['src/chains', 'src/constants', 'src/validate'],
  'src/storage': ['src/constants', 'src/validate'],
  'src/errors': ['src/messages', 'src/constants', 'src/validate'],
  'src/messages': ['src/constants', 'src/validate'],
  'src/i18n': ['src/constants', 'src/validate'],
  'src/constants': [],
  // The one check of each rule every layer shares (a record, an http(s) URL, a typed amount): imports nothing.
  'src/validate': [],

  // server/: each service's entry -> its routes -> its features -> its stores -> server/shared; into src/ only the
  // DOM-free parts a server shares with the modal.
  'server/shared': ['src/validate'],
  'server/catalogue': ['server/shared', 'src/services/catalogue', 'src/services/analytics.ts', 'src/constants', 'src/validate'],
  // The auth service: one unit (its folders are its own routes, stores and mail), on server/shared, with SPEC's words,
  // the email-login cooldown and the one e-mail rule from src/.
  'server/auth': ['server/shared', 'src/messages', 'src/constants', 'src/validate'],
  'server/data/main.ts': ['server/data/index.ts', 'server/data/config-file.ts', 'server/shared'],
  'server/data/index.ts': [
    'server/data/config.ts',
    'server/data/health.ts',
    'server/data/addresses.ts',
    'server/data/records.ts',
    'server/data/http',
    'server/data/db',
    'server/data/images',
    'server/data/indexer',
    'server/data/names',
    'server/data/prices',
    'server/data/swap',
    'server/shared',
    'src/constants',
    'src/validate',
  ],
  'server/data/config-file.ts': [
    'server/data/config.ts',
    'server/data/addresses.ts',
    'server/data/chain',
    'server/data/http',
    'server/data/prices',
    'server/shared',
  ],
  'server/data/health.ts': ['server/data/config.ts', 'server/data/db', 'server/data/indexer', 'server/shared'],
  'server/data/config.ts': ['server/data/records.ts', 'server/data/db', 'server/data/http', 'server/data/onramp', 'server/data/prices', 'server/shared'],
  // http/routes answer with onramp/, which reads http/'s params and context: the one pair of folders that import each
  // other (no file circle; madge checks that below).
  'server/data/http': [
    'server/data/config.ts',
    'server/data/health.ts',
    'server/data/addresses.ts',
    'server/data/db',
    'server/data/images',
    'server/data/names',
    'server/data/onramp',
    'server/data/prices',
    'server/data/swap',
    'server/shared',
    'src/siwx',
    'src/messages',
    'src/constants',
  ],
  'server/data/onramp': ['server/data/config.ts', 'server/data/addresses.ts', 'server/data/http', 'server/data/prices', 'server/shared', 'src/constants'],
  'server/data/names': ['server/data/addresses.ts', 'server/shared'],
  'server/data/indexer': ['server/data/addresses.ts', 'server/data/records.ts', 'server/data/db', 'server/shared'],
  'server/data/swap': ['server/data/chain'],
  'server/data/prices': ['server/data/addresses.ts'],
  // The logos it fetches go through the indexer's image rule and the shared bounded outbound fetch.
  'server/data/images': ['server/data/addresses.ts', 'server/data/indexer', 'server/shared'],
  'server/data/chain': ['server/data/records.ts', 'src/chains', 'src/constants', 'src/validate'],
  'server/data/db': ['server/data/records.ts', 'server/shared'],
  'server/data/addresses.ts': [],
  'server/data/records.ts': [],

  // frame/: the embedded wallet, a browser app of its own origin; into src/ only the DOM-free parts it shares with the
  // element (the protocol, the words, the chain codecs), never the element, its views, its client or its state.
  frame: ['src/frame-protocol', 'src/chains', 'src/messages', 'src/constants', 'src/validate'],
};

/** The unit a repository-relative file belongs to (a key of ALLOWED), or the file itself when it is in none. */
function unitOf(file: string): string {
  const [top, first, second] = file.split('/');
  if (top === 'src' && first === 'services' && second !== undefined) return `src/services/${second}`;
  if (top === 'src') return `src/${first}`;
  if (top === 'server' && first === 'data' && second !== undefined) return `server/data/${second}`;
  if (top === 'server') return `server/${first}`;
  if (top === 'frame') return 'frame';
  return file;
}

/** For the servers' imports, src/services/ is split by part; inside src/ it is one folder. */
const fromUnit = (file: string) => unitOf(file).replace(/^src\/services\/.*/, 'src/services');
const toUnit = (from: string, dep: string) => (from.startsWith('src/') ? fromUnit(dep) : unitOf(dep));

type Graph = Awaited<ReturnType<typeof madge>>;
const read = (dir: string): Promise<Graph> =>
  madge(join(ROOT, dir), { baseDir: ROOT, fileExtensions: ['ts', 'tsx', 'mjs', 'mts'], tsConfig: join(ROOT, 'tsconfig.json') });

/** The import graphs of src/, frame/, server/ and dev/, read once for every check (madge takes seconds on a busy machine). */
const graphs: Record<'src' | 'frame' | 'server' | 'dev', Graph> = {} as never;
beforeAll(async () => {
  [graphs.src, graphs.frame, graphs.server, graphs.dev] = await Promise.all([read('src'), read('frame'), read('server'), read('dev')]);
}, 120_000);

/** Every import out of `top`/ that the allow-list does not hold, as `file -> import`. */
function edgesOutsideTheList(top: 'src' | 'frame' | 'server'): string[] {
  return Object.entries(graphs[top].obj()).flatMap(([file, deps]) => {
    if (!file.startsWith(`${top}/`)) return [];
    const from = fromUnit(file);
    const allowed = ALLOWED[from];
    return deps
      .filter((dep) => {
        const to = toUnit(file, dep);
        return to !== from && !allowed?.includes(to);
      })
      .map((dep) => `${file} -> ${dep}`);
  });
}

describe('architecture: imports only down', () => {
  it.each(['src', 'frame', 'server', 'dev'] as const)('madge finds no circular import in %s/', (top) => {
    expect(graphs[top].circular()).toEqual([]);
    expect(Object.keys(graphs[top].obj()).length).toBeGreaterThan(20);
  });

  it('src/ imports only along the allowed edges', () => {
    expect(edgesOutsideTheList('src')).toEqual([]);
  });

  it('server/ imports only along the allowed edges, and from src/ only what the list gives the servers', () => {
    expect(edgesOutsideTheList('server')).toEqual([]);
  });

  it('frame/ imports from src/ only the DOM-free parts the list gives it', () => {
    expect(edgesOutsideTheList('frame')).toEqual([]);
  });

  it('views never import connectors/, services/ or storage/ (they call actions and read atoms)', () => {
    const reaching = Object.entries(graphs.src.obj()).flatMap(([file, deps]) =>
      fromUnit(file) === 'src/ui'
        ? deps.filter((dep) => ['src/connectors', 'src/services', 'src/storage'].includes(fromUnit(dep))).map((dep) => `${file} -> ${dep}`)
        : [],
    );
    expect(reaching).toEqual([]);
  });

  it('every unit of src/ and server/ is in the list, and every unit the list names exists', () => {
    const units = [...listUnits('src'), ...listUnits('server')];
    expect(units.filter((unit) => !(unit in ALLOWED))).toEqual([]);
    const named = new Set([...Object.keys(ALLOWED), ...Object.values(ALLOWED).flat()]);
    expect([...named].filter((unit) => !existsSync(join(ROOT, unit)))).toEqual([]);
  });
});

/** The units on disk: src/'s folders and entry, server/'s folders, server/data/'s folders and loose files. */
function listUnits(top: 'src' | 'server'): string[] {
  const entries = (dir: string) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => !name.startsWith('.'))
      .map((name) => `${dir}/${name}`);
  if (top === 'src') return entries('src');
  return entries('server').flatMap((unit) => (unit === 'server/data' ? entries(unit) : statSync(join(ROOT, unit)).isDirectory() ? [unit] : []));
}

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  /** Its layer lines: "- `src/ui/` what it holds → `client`, `state`, …". */
  const lines = new Map([...doc.matchAll(/^- `((?:src|server)\/[^`]+)` [^\n]*$/gm)].map((match) => [match[1]!.replace(/\/$/, ''), match[0]] as const));

  it('names every folder of src/ and server/, and only folders that exist', () => {
    const folders = [...listUnits('src'), ...listUnits('server')].filter((unit) => statSync(join(ROOT, unit)).isDirectory());
    expect(folders.filter((folder) => !lines.has(folder))).toEqual([]);
    expect([...lines.keys()].filter((unit) => !existsSync(join(ROOT, unit)))).toEqual([]);
  });

  it('draws the allowed edges of every unit it has a line for as the test holds them (src/ lines drop the `src/`)', () => {
    const drawn = (line: string) => [...(line.split('→')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!).sort();
    const held = (unit: string) => ALLOWED[unit]!.map((to) => (unit.startsWith('src/') ? to.replace(/^src\//, '') : to)).sort();
    const differing = Object.keys(ALLOWED)
      .filter((unit) => lines.has(unit) && JSON.stringify(drawn(lines.get(unit)!)) !== JSON.stringify(held(unit)))
      .map((unit) => `${unit}: the doc draws ${drawn(lines.get(unit)!).join(', ') || 'nothing'}, the test holds ${held(unit).join(', ') || 'nothing'}`);
    expect(differing).toEqual([]);
    expect(lines.size).toBeGreaterThan(20);
  });
});
