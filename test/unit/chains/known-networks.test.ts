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
  it('include a test network of each chain SPEC §3 lists, with a public https RPC and explorer, and its currency', () => {
    const testNetworkOf: Record<number, number[]> = {
      1: [11155111],
      10: [11155420],
      42161: [421614],
      137: [80002],
      56: [97],
      43114: [43113],
      8453: [84532],
      100: [10200],
      324: [300],
      42220: [44787],
    };
    for (const [main, tests] of Object.entries(testNetworkOf)) {
      const mainnet = findKnownNetwork(`eip155:${main}`)!;
      expect(mainnet.testnet, main).toBe(false);
      for (const id of tests) {
        const network = findKnownNetwork(`eip155:${id}`);
        expect(network?.testnet, String(id)).toBe(true);
        expect(network!.rpcUrls.default.http[0], String(id)).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?(\/|$)/);
        expect(network!.blockExplorers?.default.url, String(id)).toMatch(/^https:\/\/[a-z0-9.-]+$/);
        // A test network pays in its chain's currency (BNB's testnet in BNB, Polygon's in POL…).
        expect(network!.nativeCurrency.decimals).toBe(18);
        expect(network!.nativeCurrency.symbol.replace(/^t/, '')).toBe(mainnet.nativeCurrency.symbol);
      }
    }
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
