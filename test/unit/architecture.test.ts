// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
  connectors: 2,
  chains: 2,
  services: 2,
  storage: 1,
  'errors.ts': 1,
  'constants.ts': 1,
  'rpc-methods.ts': 1,
};

const layerOf = (file: string) => file.split('/')[0]!;

describe('architecture', () => {
  it('has no circular imports in src/', async () => {
    const graph = await madge(SRC, { fileExtensions: ['ts', 'tsx'], tsConfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
    expect(graph.circular()).toEqual([]);
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(20);
    // madge parses all of src/: on a busy machine that takes longer than the default 5 s.
  }, 60_000);

  it('imports point down the layers', async () => {
    const graph = await madge(SRC, { fileExtensions: ['ts', 'tsx'], tsConfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
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
  }, 60_000);
});
