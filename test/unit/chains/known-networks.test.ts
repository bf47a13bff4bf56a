import { describe, expect, it } from 'vitest';
import { KNOWN_NETWORKS, findKnownNetwork } from '../../../src/chains/known-networks';
import { parseCaipNetworkId } from '../../../src/chains/caip';

describe('known networks (SPEC §3)', () => {
  it('define Solana mainnet, devnet and testnet, and Bitcoin mainnet and testnet', () => {
    expect(findKnownNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      testnet: false,
    });
    expect(findKnownNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')?.testnet).toBe(true);
    expect(findKnownNetwork('solana:4uhcVJyU9pLJXQvKv9X5mHGBYzfBGZd8')?.testnet).toBe(true);
    expect(findKnownNetwork('bip122:000000000019d6689c085ae165831e93')).toMatchObject({
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    });
    expect(findKnownNetwork('bip122:000000000933ea01ad0ee984209779ba')?.testnet).toBe(true);
  });
  it('include the chains SPEC §3 lists', () => {
    for (const id of [1, 10, 42161, 137, 56, 43114, 8453, 100, 324, 42220]) expect(findKnownNetwork(`eip155:${id}`)).toBeDefined();
  });
  it('are all well-formed and unique', () => {
    const ids = KNOWN_NETWORKS.map((n) => n.caipNetworkId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const network of KNOWN_NETWORKS) {
      const parsed = parseCaipNetworkId(network.caipNetworkId);
      expect(parsed.namespace).toBe(network.chainNamespace);
      expect(String(network.id)).toBe(parsed.reference);
    }
  });
});
