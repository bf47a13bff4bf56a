/**
 * The data service as the indexer and route tests start it: on a test database, over one devnet ('Devnet', ETH with
 * 18 decimals) whose transfers the indexer reads from a fake chain, indexed to its head before the first test.
 */
import { afterAll, beforeAll } from 'vitest';
import { startDataService, type DataService, type DataServiceOptions } from '../../../server/data';
import type { ChainConfig } from '../../../server/data/config';
import type { TestDatabase } from './databases';
import type { FakeChain } from './fake-chain';

export type DevnetSetup = Omit<DataServiceOptions, 'chains' | 'databaseUrl' | 'databaseSchema' | 'database'> & {
  /** The devnet's live balances, where a test gives them. */
  devnet?: Pick<ChainConfig, 'nativeBalance' | 'tokenBalances' | 'tokenIcons' | 'iconUrl'>;
};

/**
 * Call it inside a describe. Its beforeAll runs `prepare` (seed `chain` there), starts the service with the options
 * that returns, and indexes to the head; its afterAll stops the service and drops the database.
 */
export function useDevnetDataService(
  database: TestDatabase,
  chain: FakeChain,
  prepare: () => DevnetSetup | Promise<DevnetSetup>,
): { readonly service: DataService } {
  let service: DataService | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { devnet, ...options } = await prepare();
    const created = await database.create();
    drop = created.drop;
    service = await startDataService({
      ...created,
      ...options,
      chains: [{ chainId: chain.chainId, name: 'Devnet', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18, reader: chain, ...devnet }],
    });
    await service.indexer!.syncToHead();
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await drop?.();
  });

  return {
    get service() {
      if (!service) throw new Error('the devnet data service is read before its beforeAll has run');
      return service;
    },
  };
}
