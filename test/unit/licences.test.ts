// @vitest-environment node
// Issue 3 point 0: the WalletConnect line stays Apache-2.0 (2.21.8 and earlier). A lockfile bump to 2.21.9+
// (WalletConnect Community License, tied to the vendor's gateway) must fail here, not slip into the product.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OPEN_LICENCES = new Set(['MIT', 'Apache-2.0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD']);

/** Every package installed under a scope (none when nothing of it is installed, as for @reown now). */
function installed(scope: string): { name: string; version: string; license: unknown }[] {
  const dir = `${ROOT}node_modules/${scope}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => JSON.parse(readFileSync(`${dir}/${name}/package.json`, 'utf8')) as { name: string; version: string; license: unknown });
}

const versionAtMost = (version: string, max: [number, number, number]) => {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) if (parts[i] !== max[i]) return parts[i]! < max[i]!;
  return true;
};

describe('WalletConnect licences', () => {
  const packages = [...installed('@walletconnect'), ...installed('@reown')];

  it('installs the WalletConnect packages we build on', () => {
    expect(packages.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@walletconnect/universal-provider', '@walletconnect/sign-client', '@walletconnect/core']),
    );
  });

  it.each(packages.map((p) => [p.name, p] as const))('%s carries an open licence', (_name, pkg) => {
    expect(OPEN_LICENCES.has(String(pkg.license)), `${pkg.name}@${pkg.version} is licensed ${JSON.stringify(pkg.license)}`).toBe(true);
  });

  it('keeps the 2.x sign and provider packages at 2.21.8 or earlier (the Apache-2.0 line)', () => {
    const line = packages.filter((p) => p.name.startsWith('@walletconnect/') && p.version.startsWith('2.'));
    expect(line.length).toBeGreaterThanOrEqual(5);
    for (const p of line) expect(versionAtMost(p.version, [2, 21, 8]), `${p.name}@${p.version}`).toBe(true);
  });
});
