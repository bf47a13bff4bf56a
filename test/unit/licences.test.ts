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

// Issue 21: social login checks ID tokens with jose, and the dev stack's OpenID provider is oidc-provider (on koa);
// each of them, and everything oidc-provider brings, carries an open licence.
describe('OpenID Connect licences', () => {
  const read = (name: string) => JSON.parse(readFileSync(`${ROOT}node_modules/${name}/package.json`, 'utf8')) as PackageJson;
  type PackageJson = { name: string; version: string; license: unknown; dependencies?: Record<string, string> };
  /** A package and everything it depends on, as installed at the top of node_modules. */
  const tree = (name: string, seen = new Map<string, PackageJson>()): Map<string, PackageJson> => {
    if (seen.has(name) || !existsSync(`${ROOT}node_modules/${name}/package.json`)) return seen;
    const pkg = read(name);
    seen.set(name, pkg);
    for (const dep of Object.keys(pkg.dependencies ?? {})) tree(dep, seen);
    return seen;
  };
  const packages = [...tree('jose').values(), ...tree('oidc-provider').values(), read('@types/oidc-provider')];

  it('installs jose and oidc-provider with what they depend on', () => {
    expect(packages.map((p) => p.name)).toEqual(expect.arrayContaining(['jose', 'oidc-provider', 'koa']));
  });

  it.each(packages.map((p) => [p.name, p] as const))('%s carries an open licence', (_name, pkg) => {
    expect(OPEN_LICENCES.has(String(pkg.license)), `${pkg.name}@${pkg.version} is licensed ${JSON.stringify(pkg.license)}`).toBe(true);
  });
});
