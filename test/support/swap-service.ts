/**
 * A real Anvil (chain 31337) with the stack's demo contracts and DemoSwap, and a real data service whose 31337 swaps
 * read that pool; its second chain, 31338, has no swaps. For the tests of the /v1/convert routes and their client.
 */
import { fixedPrices, startDataService, type DataService } from '../../server/data';
import { startAnvil, type Anvil } from '../../dev/anvil.ts';
import { deployDemoContracts, type DemoContracts } from '../../dev/contracts/deploy.ts';

export const SWAP_CHAIN = 'eip155:31337';
export const NO_SWAP_CHAIN = 'eip155:31338';

export type SwapService = { anvil: Anvil; deployed: DemoContracts; service: DataService; stop(): Promise<void> };

export async function startSwapService(): Promise<SwapService> {
  const anvil = await startAnvil({ chainId: 31337 });
  try {
    const deployed = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
    const service = await startDataService({
      chains: [
        {
          chainId: SWAP_CHAIN,
          name: 'Anvil',
          testnet: true,
          nativeSymbol: 'ETH',
          nativeName: 'Ether',
          nativeDecimals: 18,
          swap: { router: deployed.swap.router, rpcUrl: anvil.rpcUrl },
        },
        { chainId: NO_SWAP_CHAIN, name: 'Anvil 2', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 },
      ],
      prices: fixedPrices({}),
      nameSuffix: '.test',
      corsOrigins: '*',
      indexer: false,
      log: () => {},
    });
    return {
      anvil,
      deployed,
      service,
      async stop() {
        await service.stop();
        anvil.stop();
      },
    };
  } catch (error) {
    anvil.stop();
    throw error;
  }
}
