// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import madge from 'madge';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** DESIGN §2: element -> ui -> state/client -> connectors/chains/services -> storage/errors/constants. */
const LAYER_RANK: Record<string, number> = {
  element: 5,
  'wallet-modal.ts': 6,
  ui: 4,
  client: 3,
  state: 3,
  // Connectors build on the chains' codecs and the services' transports, never the other way round.
  connectors: 2.5,
  chains: 2,
  // Sign-in messages and their verification (issue 12): DOM-free, shared by the element and the published server entry.
  siwx: 2,
  services: 2,
  storage: 1,
  errors: 1,
  messages: 1,
  constants: 1,
  // Languages (issue 13): catalogues, the choice of locale and the formatter; DOM-free, below the UI and the state.
  i18n: 1,
  // The one check of each rule every layer shares (a record, an http(s) URL, a typed amount): imports nothing.
  validate: 0,
};

const layerOf = (file: string) => file.split('/')[0]!;

/** Steps a layer may not skip: views reach wallets and HTTP only through the client and the state. */
const FORBIDDEN: readonly [from: string, to: string][] = [
  ['ui', 'connectors'],
  ['ui', 'services'],
];

/** The import graph of src/, read once for every check (madge takes seconds on a busy machine). */
let graph: Awaited<ReturnType<typeof madge>>;
beforeAll(async () => {
  graph = await madge(SRC, { fileExtensions: ['ts', 'tsx'], tsConfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
}, 60_000);

/** Every import from a layer into another, as `from -> to` file pairs. */
function importsBetween(from: string, to: string): string[] {
  return Object.entries(graph.obj()).flatMap(([file, deps]) =>
    layerOf(file) === from ? deps.filter((dep) => layerOf(dep) === to).map((dep) => `${file} -> ${dep}`) : [],
  );
}

describe('architecture', () => {
  it('has no circular imports in src/', () => {
    expect(graph.circular()).toEqual([]);
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(20);
  });

  it('imports point down the layers', () => {
    const upward: string[] = [];
    for (const [file, deps] of Object.entries(graph.obj())) {
      const from = LAYER_RANK[layerOf(file)];
      for (const dep of deps) {
        const to = LAYER_RANK[layerOf(dep)];
        if (from === undefined || to === undefined) upward.push(`${file} -> ${dep} (unknown layer)`);
        else if (to > from) upward.push(`${file} -> ${dep}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it.each(FORBIDDEN)('%s/ imports nothing from %s/', (from, to) => {
    expect(importsBetween(from, to)).toEqual([]);
  });

  it('chains/ imports nothing from connectors/ (chains rank below connectors)', () => {
    expect(LAYER_RANK.chains).toBeLessThan(LAYER_RANK.connectors!);
    expect(importsBetween('chains', 'connectors')).toEqual([]);
  });

  it('siwx/ imports only chains/ and constants (a site server loads it without the modal)', () => {
    const outside = Object.entries(graph.obj()).flatMap(([file, deps]) =>
      layerOf(file) === 'siwx' ? deps.filter((dep) => !['siwx', 'chains', 'constants.ts'].includes(layerOf(dep))).map((dep) => `${file} -> ${dep}`) : [],
    );
    expect(Object.keys(graph.obj()).some((file) => layerOf(file) === 'siwx')).toBe(true);
    expect(outside).toEqual([]);
  });
});
