// The local stack's networks: the Anvil devnets (which of them the demo page offers, which get the demo contracts),
// how the Solana Localnet is named in CAIP-2, and what the local onramp provider sells on them.
import type { ProviderNetwork } from './onramp-provider/server.ts';

export type StackChain = { chainId: number; name: string; rpcUrl: string };

/** 31337 and 31338 are the demo page's networks; 31339 is known only to the wallet (an unsupported network). */
export const DEMO_CHAINS: readonly { chainId: number; name: string }[] = [
  { chainId: 31337, name: 'Localhost 31337' },
  { chainId: 31338, name: 'Localhost 31338' },
  { chainId: 31339, name: 'Localhost 31339' },
];
export const PAGE_NETWORKS: readonly string[] = ['eip155:31337', 'eip155:31338'];
/** The chains that get the demo contracts and a seeded history. */
export const SEEDED_CHAINS: readonly number[] = [31337, 31338];

/** CAIP-2 names a Solana network by the first 32 characters of its genesis hash. */
export function solanaCaipNetworkId(genesisHash: string): string {
  return `solana:${genesisHash.slice(0, 32)}`;
}

/** The RPC URL of one of the stack's chains; throws if the stack has no such chain (a typo in a test, not a skip). */
export function rpcUrlOf(chains: readonly { chainId: number; rpcUrl: string }[], chainId: number): string {
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`The stack runs no chain ${chainId} (it has ${chains.map((c) => c.chainId).join(', ')})`);
  return chain.rpcUrl;
}

/**
 * What the local onramp provider sells: ETH on the page's Anvil chains and SOL on the Localnet, at most 10 of either
 * at once (SPEC §9's card and bank limits buy far less at the dev prices).
 */
export function onrampNetworks(chains: readonly StackChain[], solana: { rpcUrl: string; caipNetworkId: string }): Record<string, ProviderNetwork> {
  const evm = chains
    .filter((c) => PAGE_NETWORKS.includes(`eip155:${c.chainId}`))
    .map((c): [string, ProviderNetwork] => [
      `eip155:${c.chainId}`,
      { kind: 'evm', name: c.name, rpcUrl: c.rpcUrl, symbol: 'ETH', decimals: 18, maxUnits: 10n * 10n ** 18n },
    ]);
  return Object.fromEntries([
    ...evm,
    [solana.caipNetworkId, { kind: 'solana', name: 'Solana Localnet', rpcUrl: solana.rpcUrl, symbol: 'SOL', decimals: 9, maxUnits: 10n * 10n ** 9n }],
  ]);
}
