/**
 * The self-hostable blockchain-data service (SPEC §7, account data) on 127.0.0.1: balances, history, prices and
 * names over PGlite or PostgreSQL, fed by an indexer of the configured chains. docs/data-service.md says how to run it.
 */
import { SWAP_NETWORKS_MAX } from '../../src/constants/restrictions';
import { isCaip2, parseCaip10 } from './addresses';
import { DEFAULT_NAMES_PER_ACCOUNT, DEFAULT_SESSION_MAX_AGE_SECONDS, type DataServiceOptions } from './config';
import { openServiceDatabase } from '../shared/db/database';
import { migrate } from './db/migrations';
import { createRepository } from './db/repository';
import { createReadiness } from './health';
import { createDataHandler } from './http/handler';
import { resolveRateLimits, type RateLimitName } from './http/rate-limits';
import { createRateLimitStore } from '../shared/db/rate-limit-store';
import { createRateLimiter } from '../shared/http/rate-limiter';
import { parseTrustProxy } from '../shared/client-address';
import { isHttpUrl } from '../../src/validate/url';
import { createLogoFetcher } from './images/logo-fetcher';
import { createTokenLogos } from './images/token-logos';
import { createIndexer, type Indexer } from './indexer/indexer';
import { checkSuffix } from './names/name-rule';
import { createSwapChain } from './swap/swap-chain';
import { parseUsd } from './prices/price-source';
import { startHttpService, type HttpService } from '../shared/http-service';
import { writeLog } from '../shared/request-log';

export type { DataServiceOptions } from './config';
export { fixedPrices } from './prices/price-source';
export { scaledRateLimits } from './http/rate-limits';
export { openDatabase, type Database } from '../shared/db/database';

export type DataService = {
  url: string;
  port: number;
  /** null when started with `indexer: false`. */
  indexer: Indexer | null;
  /** Resolves once the configured token lists have been read (or failed) for the first time; they are read in the background. */
  tokenListsRead: Promise<void>;
  /**
   * Stops accepting, lets requests in flight finish (at most `graceMs`, default 10 s), then stops the indexer (which
   * releases the leader lock) and closes the database.
   */
  stop(graceMs?: number): Promise<void>;
};

function checkOptions(options: DataServiceOptions): void {
  const seen = new Set<string>();
  for (const chain of options.chains) {
    if (!isCaip2(chain.chainId)) throw new Error(`chains: '${chain.chainId}' is not a CAIP-2 chain id`);
    if (seen.has(chain.chainId)) throw new Error(`chains: ${chain.chainId} is listed twice`);
    seen.add(chain.chainId);
    if (!Number.isInteger(chain.nativeDecimals) || chain.nativeDecimals < 0 || chain.nativeDecimals > 77)
      throw new Error(`chains: ${chain.chainId} nativeDecimals must be 0 to 77`);
    if (chain.swap) {
      if (!chain.chainId.startsWith('eip155:')) throw new Error(`chains: ${chain.chainId} swap is for EVM chains only`);
      if (!/^0x[0-9a-fA-F]{40}$/.test(chain.swap.router)) throw new Error(`chains: ${chain.chainId} swap.router is not an EVM address`);
    }
    if (chain.reader && chain.reader.chainId !== chain.chainId) throw new Error(`chains: ${chain.chainId} has a reader for ${chain.reader.chainId}`);
  }
  const swapping = options.chains.filter((chain) => chain.swap).length;
  if (swapping > SWAP_NETWORKS_MAX)
    throw new Error(`chains: ${swapping} chains have a swap router; swaps run on ${SWAP_NETWORKS_MAX} networks at most (SPEC §9)`);
  if (options.onramp) checkOnramp(options.onramp, seen);
  if (options.corsOrigins !== '*' && !Array.isArray(options.corsOrigins)) throw new Error("corsOrigins must be '*' or a list of origins");
  for (const [field, origins] of [
    ['nftMedia.origins', (options.nftMedia ? options.nftMedia.origins : undefined) ?? []],
    ['imageOrigins', options.imageOrigins ?? []],
  ] as const) {
    for (const origin of origins)
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) throw new Error(`${field}: '${origin}' is not an origin (scheme://host[:port])`);
  }
  for (const list of options.tokenLists ?? []) if (!isHttpUrl(list)) throw new Error(`tokenLists: '${list}' is not an http(s) URL`);
  const maxAge = options.sessions?.maxAgeSeconds;
  if (maxAge !== undefined && (!Number.isInteger(maxAge) || maxAge < 60 || maxAge > 365 * 24 * 3600))
    throw new Error('sessions.maxAgeSeconds must be a whole number from 60 to 31536000');
  const perAccount = options.names?.maxPerAccount;
  if (perAccount !== undefined && (!Number.isInteger(perAccount) || perAccount < 1 || perAccount > 1000))
    throw new Error('names.maxPerAccount must be a whole number from 1 to 1000');
  const domain = options.names?.domain;
  if (domain !== undefined && !/^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/.test(domain))
    throw new Error('names.domain must be a lower-case host name, e.g. names.example.com');
}

function checkOnramp(onramp: NonNullable<DataServiceOptions['onramp']>, chains: ReadonlySet<string>): void {
  if (!isHttpUrl(onramp.providerUrl)) throw new Error('onramp.providerUrl must be an http(s) URL');
  if (typeof onramp.providerName !== 'string' || !onramp.providerName) throw new Error('onramp.providerName must be a name');
  if (onramp.paymentCurrencies.length === 0) throw new Error('onramp.paymentCurrencies must list a currency');
  for (const c of onramp.paymentCurrencies) {
    if (!/^[A-Z]{3}$/.test(c.id)) throw new Error(`onramp.paymentCurrencies: '${c.id}' is not an ISO 4217 code`);
    if (parseUsd(c.usd) <= 0n) throw new Error(`onramp.paymentCurrencies: ${c.id} must be worth more than 0 USD`);
  }
  for (const network of onramp.networks) if (!chains.has(network)) throw new Error(`onramp.networks: ${network} is not a configured chain`);
}

export async function startDataService(options: DataServiceOptions): Promise<DataService> {
  checkOptions(options);
  const nameSuffix = checkSuffix(options.nameSuffix);
  const rateLimits = resolveRateLimits(options.rateLimits);
  if (options.trustProxy !== undefined && !Array.isArray(options.trustProxy)) throw new Error('trustProxy must be a list of IP addresses or CIDRs');
  const trustProxy = options.trustProxy && options.trustProxy.length > 0 ? parseTrustProxy(options.trustProxy) : null;
  const sink = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // The routes' and the indexer's notes go out as JSON lines too, so one parser reads the whole log.
  const log = (message: string) => writeLog(sink, 'data', 'warn', { message: message.slice(0, 2000) });
  const spam = new Set(
    (options.spamCollections ?? []).map((id) => {
      const parsed = parseCaip10(id);
      if (!parsed) throw new Error(`spamCollections: '${id}' is not a CAIP-10 id`);
      return `${parsed.chainId}:${parsed.address}`;
    }),
  );
  const db = await openServiceDatabase(options, migrate);
  const repository = createRepository(db);
  const chains = new Map(options.chains.map((c) => [c.chainId, c]));
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const swaps = new Map(
    options.chains.flatMap((c) =>
      c.swap ? [[c.chainId, createSwapChain({ chainId: c.chainId, rpcUrl: c.swap.rpcUrl, router: c.swap.router.toLowerCase() })] as const] : [],
    ),
  );
  const imageOrigins = options.imageOrigins ?? [];
  const tokenLogos = createTokenLogos({ chains: options.chains, tokenLists: options.tokenLists ?? [], imageOrigins, log });
  // Read in the background: the service answers at once, with generated icons until the lists have come.
  const tokenListsRead = tokenLogos.refresh();
  const logos = createLogoFetcher({ imageOrigins, log });
  const rateLimiter = createRateLimiter<RateLimitName>({ store: createRateLimitStore(db), limits: rateLimits, now, log });
  let indexer: Indexer | null = null;
  const readiness = createReadiness({
    db,
    repository,
    chains: options.chains,
    indexer: () => indexer,
    ...(options.health?.maxLagBlocks !== undefined ? { maxLagBlocks: options.health.maxLagBlocks } : {}),
  });
  const handler = createDataHandler(
    {
      repository,
      chains,
      prices: options.prices,
      nameSuffix,
      spam,
      swaps,
      now,
      log,
      readiness,
      tokenLogos,
      logos,
      corsOrigins: options.corsOrigins,
      ...(options.projectIds ? { projectIds: new Set(options.projectIds) } : {}),
      rateLimiter,
      trustProxy,
      nameDomain: options.names?.domain ?? nameSuffix.slice(1),
      maxNamesPerAccount: options.names?.maxPerAccount ?? DEFAULT_NAMES_PER_ACCOUNT,
      sessionMaxAgeSeconds: options.sessions?.maxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS,
      ...(options.onramp ? { onramp: options.onramp } : {}),
    },
    options.corsOrigins,
  );
  let http: HttpService;
  try {
    http = await startHttpService({ service: 'data', host: options.host, port: options.port, handle: handler, limits: options.limits, log: sink });
  } catch (error) {
    tokenLogos.stop();
    await db.close();
    throw error;
  }

  const indexerOptions = typeof options.indexer === 'object' ? options.indexer : {};
  const readers = options.chains.flatMap((c) => (c.reader ? [c.reader] : []));
  const startBlocks = Object.fromEntries(options.chains.flatMap((c) => (c.startBlock === undefined ? [] : [[c.chainId, c.startBlock]])));
  const nftMedia =
    options.nftMedia === false ? false : { ...options.nftMedia, imageOrigins, skip: (chainId: string, token: string) => spam.has(`${chainId}:${token}`) };
  indexer = options.indexer === false ? null : createIndexer({ db, repository, readers, startBlocks, log, nftMedia, imageOrigins, ...indexerOptions });
  indexer?.start();

  return {
    url: http.url,
    port: http.port,
    indexer,
    tokenListsRead,
    async stop(graceMs) {
      // Requests in flight finish while the indexer ends its tick; closing the database then ends the leader's
      // session, which releases the indexer lock for another instance at once.
      tokenLogos.stop();
      await Promise.all([http.stop(graceMs), indexer?.stop()]);
      await db.close();
    },
  };
}
