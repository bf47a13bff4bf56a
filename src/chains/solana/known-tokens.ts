/**
 * SPL tokens the modal names itself. A mint address only means something on its own network, so the table is
 * keyed by network; every other mint is shown by its shortened address.
 */
import type { CaipNetworkId } from '../caip';
import { SOLANA_LOCALNET_REFERENCE } from '../known-networks';

export type KnownToken = { name: string; symbol: string };

const KNOWN_TOKENS: Readonly<Record<string, Readonly<Record<string, KnownToken>>>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { name: 'USD Coin', symbol: 'USDC' },
    Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: { name: 'Tether USD', symbol: 'USDT' },
  },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': {
    '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU': { name: 'USD Coin', symbol: 'USDC' },
  },
  // The local stack's mint (dev/solana/demo-accounts.ts: the key from 32 bytes of 0x04).
  [`solana:${SOLANA_LOCALNET_REFERENCE}`]: {
    EdmxWPmx2WH6WgFfTdu9xfkYf3k1g5wD1zccTVySEEh1: { name: 'Demo Token', symbol: 'DEMO' },
  },
};

export function findKnownToken(caipNetworkId: CaipNetworkId, mint: string): KnownToken | undefined {
  const tokens = Object.hasOwn(KNOWN_TOKENS, caipNetworkId) ? KNOWN_TOKENS[caipNetworkId] : undefined;
  return tokens && Object.hasOwn(tokens, mint) ? tokens[mint] : undefined;
}
