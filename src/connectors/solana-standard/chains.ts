/**
 * Wallet Standard names Solana clusters by word (`solana:mainnet`), CAIP-2 by genesis hash prefix
 * (`solana:5eykt4Us...`); a wallet may use either, so both are read and the wallet's own word is
 * used when talking back to it.
 */
import { parseCaipNetworkId, type CaipNetworkId } from '../../chains/caip';
import { SOLANA_LOCALNET_REFERENCE } from '../../chains/known-networks';

/** The clusters of @solana/wallet-standard-chains, by the first 32 characters of their genesis hash. */
const CLUSTERS: Readonly<Record<string, CaipNetworkId>> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  // A wallet's "localnet" is whatever runs on the person's machine; here that is the local stack's chain.
  'solana:localnet': `solana:${SOLANA_LOCALNET_REFERENCE}`,
};

/** Our CAIP-2 id for a wallet's chain identifier, or undefined when it is not a Solana chain. */
function toCaipNetworkId(walletChain: unknown): CaipNetworkId | undefined {
  if (typeof walletChain !== 'string' || !walletChain.startsWith('solana:')) return undefined;
  const cluster = CLUSTERS[walletChain];
  if (cluster) return cluster;
  try {
    return parseCaipNetworkId(walletChain).caipNetworkId;
  } catch {
    return undefined;
  }
}

/** The Solana chains in a wallet's (or an account's) chain list, as CAIP-2 ids, in order, once each. */
export function solanaChainsOf(chains: unknown): CaipNetworkId[] {
  if (!Array.isArray(chains)) return [];
  const ids = chains.map(toCaipNetworkId).filter((id): id is CaipNetworkId => id !== undefined);
  return [...new Set(ids)];
}

/** The wallet's own identifier for one of our networks (what its signAndSendTransaction expects). */
export function walletChainFor(chains: unknown, caipNetworkId: CaipNetworkId): `${string}:${string}` | undefined {
  if (!Array.isArray(chains)) return undefined;
  const found: unknown = chains.find((chain) => toCaipNetworkId(chain) === caipNetworkId);
  return typeof found === 'string' ? (found as `${string}:${string}`) : undefined;
}
