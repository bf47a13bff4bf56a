/** What every route reads: the repository, the configured chains, prices and the name suffix. */
import type { ChainConfig } from '../config';
import type { Repository } from '../db/repository';
import type { PriceSource } from '../prices/price-source';
import type { SwapChain } from '../swap/swap-chain';

export type RouteContext = {
  repository: Repository;
  chains: ReadonlyMap<string, ChainConfig>;
  prices: PriceSource;
  nameSuffix: string;
  /** CAIP-10 ids of spam NFT collections, addresses in stored form. */
  spam: ReadonlySet<string>;
  /** The chains with a `swap` config, by CAIP-2 id. */
  swaps: ReadonlyMap<string, SwapChain>;
  now: () => number;
  log: (line: string) => void;
};
