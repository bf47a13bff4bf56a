// @vitest-environment node
// Rule 4 of the house: each SPEC §9 constant lives in one module. These scans catch the literals that crept back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_ID, WALLET_PAGE_ENTRIES } from '../../src/constants';
import { DEFAULT_OPTIONS } from '../../src/state/options';
import { BUNDLED_WALLETS, queryWallets } from '../../src/services/catalogue/bundled';
import { generateWallets } from '../../server/catalogue/generate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Lines of src/, server/ and dev/ (src/constants/ aside) that match. */
function linesMatching(pattern: RegExp): string[] {
  return ['src', 'server', 'dev']
    .flatMap(sources)
    .filter((file) => !file.startsWith('src/constants/'))
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('SPEC §9 constants have one home', () => {
  it('the wallet page size (40) is WALLET_PAGE_ENTRIES, not a literal beside `entries`', () => {
    expect(linesMatching(/entries\b[^\n]*\b40\b(?!\s*ms)/)).toEqual([]);
  });

  it('the default chain (1) is DEFAULT_CHAIN_ID: no `?? 1` chain fallback and no eip155:1 default', () => {
    expect(linesMatching(/chainIds?\[0\]\s*\?\?\s*1\b|findKnownNetwork\('eip155:1'\)|using eip155:1\b/)).toEqual([]);
  });

  it('the defaults follow the constants', () => {
    expect(DEFAULT_OPTIONS.networks.map((n) => n.caipNetworkId)).toEqual([`eip155:${DEFAULT_CHAIN_ID}`]);
    const many = [...BUNDLED_WALLETS, ...generateWallets(WALLET_PAGE_ENTRIES * 2)];
    expect(queryWallets(many, {}).data).toHaveLength(WALLET_PAGE_ENTRIES);
  });
});
