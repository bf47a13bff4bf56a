// @vitest-environment node
/** SPEC §9's 12 supported swap networks, held at the data service, which is what swaps. */
import { describe, expect, it } from 'vitest';
import { startDataService } from '../../../../server/data/index';
import { fixedPrices } from '../../../../server/data/prices/price-source';
import { SWAP_NETWORKS_MAX } from '../../../../src/constants/restrictions';

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const chains = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    chainId: `eip155:${1000 + i}`,
    name: `Chain ${i}`,
    testnet: true,
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    swap: { router: ROUTER, rpcUrl: 'http://127.0.0.1:9/' },
  }));
const options = { prices: fixedPrices({}), nameSuffix: '.test', corsOrigins: [] as string[], indexer: false as const, log: () => {} };

describe('swap networks', { timeout: 60_000 }, () => {
  it(`starts with ${SWAP_NETWORKS_MAX} chains that swap and refuses one more, saying why`, async () => {
    expect(SWAP_NETWORKS_MAX).toBe(12);
    const service = await startDataService({ ...options, chains: chains(SWAP_NETWORKS_MAX) });
    try {
      const listed = (await (await fetch(`${service.url}/v1/supported-chains`)).json()) as { chains: unknown[] };
      expect(listed.chains).toHaveLength(SWAP_NETWORKS_MAX);
    } finally {
      await service.stop();
    }
    await expect(startDataService({ ...options, chains: chains(SWAP_NETWORKS_MAX + 1) })).rejects.toThrow(
      'chains: 13 chains have a swap router; swaps run on 12 networks at most (SPEC §9)',
    );
  });
});
