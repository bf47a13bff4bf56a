// The WalletConnect SDK's dependencies that our builds replace with small modules of ours
// (src/connectors/walletconnect/shims/, each file says what the SDK calls and why the rest is dead weight; issue 23).
// Every vite config that builds the element spreads these into `resolve.alias`, so the product build, the dev server
// (the e2e stack) and any library or CDN build ship the same WalletConnect code. Exact matches only: a deep import of
// the same package is left alone.
import { fileURLToPath } from 'node:url';

const shim = (file: string) => fileURLToPath(new URL(`../src/connectors/walletconnect/shims/${file}`, import.meta.url));

/** Package name → our module. */
const SHIMS: Record<string, string> = {
  '@walletconnect/relay-auth': shim('relay-auth.ts'),
  '@walletconnect/logger': shim('logger.ts'),
  uint8arrays: shim('uint8arrays.ts'),
  'cross-fetch': shim('cross-fetch.ts'),
  '@msgpack/msgpack': shim('unsupported-chains.ts'),
  blakejs: shim('unsupported-chains.ts'),
  '@scure/base': shim('unsupported-chains.ts'),
  'detect-browser': shim('detect-browser.ts'),
  events: shim('events.ts'),
  bs58: shim('bs58.ts'),
  unstorage: shim('unstorage.ts'),
  tslib: shim('tslib.ts'),
};

const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const walletConnectAliases = Object.entries(SHIMS).map(([name, replacement]) => ({ find: new RegExp(`^${escapeRegExp(name)}$`), replacement }));
