/** What every route reads: the repository, the configured chains, prices and the name suffix. */
import type { ChainConfig } from '../config';
import type { Repository } from '../db/repository';
import type { PriceSource } from '../prices/price-source';

export type RouteContext = {
  repository: Repository;
  chains: ReadonlyMap<string, ChainConfig>;
  prices: PriceSource;
  nameSuffix: string;
  /** CAIP-10 ids of spam NFT collections, addresses in stored form. */
  spam: ReadonlySet<string>;
  now: () => number;
  log: (line: string) => void;
};
