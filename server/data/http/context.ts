/** What every route reads: the repository, the configured chains, prices and the name suffix. */
import type { ChainConfig } from '../config';
import type { Repository } from '../db/repository';
import type { PriceSource } from '../prices/price-source';
import type { SwapChain } from '../swap/swap-chain';
import type { OnrampConfig } from '../onramp/config';
import type { BlockList } from 'node:net';
import type { RateLimiter } from './rate-limits';
import type { Readiness } from '../health';
import type { LogoFetcher } from '../images/logo-fetcher';
import type { TokenLogos } from '../images/token-logos';

export type RouteContext = {
  repository: Repository;
  chains: ReadonlyMap<string, ChainConfig>;
  prices: PriceSource;
  nameSuffix: string;
  /** What a registration message must name as its domain (the deployment), and how many names one account may hold. */
  nameDomain: string;
  maxNamesPerAccount: number;
  /** CAIP-10 ids of spam NFT collections, addresses in stored form. */
  spam: ReadonlySet<string>;
  /** The chains with a `swap` config, by CAIP-2 id. */
  swaps: ReadonlyMap<string, SwapChain>;
  /** Absent: the onramp routes answer 404. */
  onramp?: OnrampConfig;
  /** The origins a browser may call from: sign-in binds a message's domain to one of them. */
  corsOrigins: readonly string[] | '*';
  /** The project ids this deployment serves (config `projectIds`); absent: any well-formed id, or none. */
  projectIds?: ReadonlySet<string>;
  /** The longest a sign-in session lives, whatever its message says. */
  sessionMaxAgeSeconds: number;
  now: () => number;
  /** Where each token's logo is (configured icons, token lists, the chain's metadata). */
  tokenLogos: TokenLogos;
  /** Reads logos once, bounded and checked, for the image routes. */
  logos: LogoFetcher;
  /** /readyz's checks (../health.ts). */
  readiness: () => Promise<Readiness>;
  log: (line: string) => void;
  /** The configured rate limits (./rate-limits.ts); the handler counts client addresses before a limited route runs. */
  rateLimiter?: RateLimiter;
  /** Proxies whose X-Forwarded-For is believed (config `trustProxy`); null: none. */
  trustProxy?: BlockList | null;
  /**
   * Set for one request of a rate-limited route: counts a hit for the account the route acts for, once it has
   * parsed (and, where a signature proves it, checked) that account; throws TooManyRequests past the limit.
   */
  limitAccount?: (account: string) => Promise<void>;
};
