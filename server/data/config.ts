/** What the data service is started with; `startDataService` checks it once, at start. */
import type { ServiceDatabaseOptions } from '../shared/db/database';
import type { ChainReader } from './records';
import type { PriceSource } from './prices/price-source';
import type { OnrampConfig } from './onramp/config';
import type { RateLimitsConfig } from './http/rate-limits';
import type { ConnectionLimits } from '../shared/limits';

/** A sign-in session's longest life unless `sessions.maxAgeSeconds` says otherwise: 24 hours. */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Names one account may hold unless `names.maxPerAccount` says otherwise. */
export const DEFAULT_NAMES_PER_ACCOUNT = 1;

export type ChainConfig = {
  /** CAIP-2, e.g. 'eip155:31337'. */
  chainId: string;
  name: string;
  testnet: boolean;
  nativeSymbol: string;
  nativeDecimals: number;
  /** Defaults to the symbol. */
  nativeName?: string;
  nativeIconUrl?: string;
  /**
   * The network's icon (`/public/getAssetImage/{id}`), fetched and checked like a token logo
   * (server/data/images/logo-fetcher.ts); absent, or when it cannot be served, the drawn disc.
   */
  iconUrl?: string;
  /**
   * Logos of this chain's tokens by address (a deployment's own tokens, which no token list names); they come before
   * the token lists and the chain's own metadata (server/data/images/token-logos.ts).
   */
  tokenIcons?: Readonly<Record<string, string>>;
  explorerUrl?: string;
  /** Feeds the indexer; a chain without one is listed but has no indexed history or token balances. */
  reader?: ChainReader;
  /** Where the indexer starts on this chain (default block 0). */
  startBlock?: bigint;
  /**
   * The live native balance, e.g. `(a) => provider.getBalance(a)`. EVM native balances cannot be summed from
   * transfers (gas is paid without a transfer), so without this the balance route lists no native entry.
   */
  nativeBalance?: (address: string) => Promise<bigint>;
  /**
   * The live fungible token balances (token address as stored, amount in base units). When given, they replace the sums
   * of indexed transfers on this chain: right where balances change outside the transfers the indexer sees (tokens
   * minted before its start block, or set in a devnet's genesis). A token is listed once its metadata is known.
   */
  tokenBalances?: (address: string) => Promise<readonly { token: string; amount: bigint }[]>;
  /**
   * Swaps (SPEC §7's /v1/convert routes) through a DemoSwap contract (dev/contracts/DemoSwap.sol) at `router`, read
   * over `rpcUrl`. EVM chains only; a chain without it answers 'Network not supported for Swaps'.
   */
  swap?: { router: string; rpcUrl: string };
  /** JSON-RPC URL for sign-in checks of contract accounts (EIP-1271); without it (and without `swap`) only ecrecover. */
  rpcUrl?: string;
};

export type DataServiceOptions = ServiceDatabaseOptions & {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  chains: readonly ChainConfig[];
  prices: PriceSource;
  /** SPEC §9's provider domain, appended to registered names, e.g. '.wallet-modal.local'. */
  nameSuffix: string;
  corsOrigins: readonly string[] | '*';
  /**
   * The project ids this deployment serves: a call naming none of them gets SPEC §8's 401 'Unauthorized: invalid key'
   * (the health routes excepted). Absent: any well-formed id, or none, is served.
   */
  projectIds?: readonly string[];
  /**
   * Sign-in sessions: the longest one lives (seconds, default DEFAULT_SESSION_MAX_AGE_SECONDS), whatever its message's
   * Expiration Time says; a message without one gets this.
   */
  sessions?: { maxAgeSeconds?: number };
  /**
   * Name registration: `domain` is what a registration message must name (default: nameSuffix without its leading
   * dot, e.g. 'wallet-modal.local'), so a signature made for another deployment is refused; `maxPerAccount` is how
   * many names one account may hold (default DEFAULT_NAMES_PER_ACCOUNT).
   */
  names?: { domain?: string; maxPerAccount?: number };
  /**
   * Origins (scheme://host[:port]) whose token icons and NFT images are kept although they are http: or on a loopback
   * or private host: the dev stack's own page server. Any other such image is dropped (server/data/indexer/image-rule.ts).
   */
  imageOrigins?: readonly string[];
  /**
   * Token lists in the Uniswap token-list format (https: on a public host, or an `imageOrigins` origin), read at start
   * and every 6 hours: their `logoURI`s are the logos of EVM tokens, whose chain names none
   * (server/data/images/token-logos.ts).
   */
  tokenLists?: readonly string[];
  /** NFT collections flagged as spam in history, as CAIP-10 ids ('eip155:1:0x…'). */
  spamCollections?: readonly string[];
  /**
   * NFT images: the indexer reads each NFT's tokenURI and the metadata it names, once (server/data/indexer/nft-image.ts
   * has the rule: https: on public hosts, data:application/json, and `origins` the deployment trusts besides, such as
   * the dev stack's own page server over http). Spam collections are never fetched from. false: no images are read.
   */
  nftMedia?: false | { origins?: readonly string[]; timeoutMs?: number };
  /** Run the indexer in this process (default true); false for read-only instances beside a leader elsewhere. */
  indexer?: boolean | { batchBlocks?: number; intervalMs?: number; keepBlocks?: number };
  /** The onramp routes (SPEC §7) and the provider they send buyers to; absent, those routes answer 404. */
  onramp?: OnrampConfig;
  /**
   * Rate limits per route (server/data/http/rate-limits.ts has DEFAULT_RATE_LIMITS; docs/data-service.md "Limits"):
   * `{ nonce: { client: 10 }, price: false }` changes one and turns another off; false turns all off. The counters
   * live in the database, shared by every instance on one PostgreSQL.
   */
  rateLimits?: RateLimitsConfig;
  /**
   * Reverse proxies (IP addresses or CIDRs) whose X-Forwarded-For names the client; from any other peer the header is
   * ignored and the socket's address is the client. Default none.
   */
  trustProxy?: readonly string[];
  /** Timeouts and connection caps (server/shared/limits.ts has the defaults: a request must arrive within 15 s). */
  limits?: Partial<ConnectionLimits>;
  /** /readyz: how many blocks a chain's stored height may trail its head (default 10; the dev stack waits for 0). */
  health?: { maxLagBlocks?: number };
  /** Where the JSON log lines go (one per request, and one per error or note); default standard error. */
  log?: (line: string) => void;
  /** Unix seconds; tests move time. */
  now?: () => number;
};
