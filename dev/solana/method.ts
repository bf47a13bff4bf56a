// What every RPC method shares: its signature, and the `{ context, value }` envelope of the answers that carry the
// slot they were read at, with LiteSVM's version as the node's.
import { readFileSync } from 'node:fs';
import type { SolanaChain } from './chain.ts';

/** A method: the params array as sent, the chain, and the cluster's genesis hash; its result, or a throw. */
export type Method = (params: unknown[], chain: SolanaChain, genesisHash: string) => unknown;

/** Read from LiteSVM's package.json: the library exports no version. */
function litesvmVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../../node_modules/litesvm/package.json', import.meta.url), 'utf8'));
  if (manifest && typeof manifest === 'object' && 'version' in manifest && typeof manifest.version === 'string') return manifest.version;
  throw new Error('node_modules/litesvm/package.json names no version');
}

export const LITESVM_VERSION = litesvmVersion();

export const context = <T>(chain: SolanaChain, value: T) => ({ context: { apiVersion: LITESVM_VERSION, slot: chain.slot }, value });
