/**
 * The data service's JSON configuration file (`wallet-modal-data --config file.json`) and the environment (`PORT`,
 * `HOST`, `DATABASE_URL`), parsed into DataServiceOptions. Chains name an `rpcUrl`; from it come the indexer's reader
 * (EVM: Transfer logs; Solana: the `watched` accounts), live native balances, Solana's live SPL balances when
 * `liveTokenBalances` is set, EIP-1271 sign-in checks and, with `swap.router`, the swap routes. docs/deploy.md lists
 * every key.
 */
import { isCaip2, namespaceOf, normaliseAddress } from './addresses';
import { createEvmReader } from './chain/evm-reader';
import { evmNativeBalance, solanaNativeBalance, solanaTokenBalances } from './chain/live-balances';
import { createSolanaReader } from './chain/solana-reader';
import type { ChainConfig, DataServiceOptions } from './config';
import { DEFAULT_RATE_LIMITS } from './http/rate-limits';
import { connectionLimitsAt, databaseAt, rateLimitsAt, trustProxyAt } from '../shared/config-common';
import { fixedPrices } from './prices/price-source';
import {
  booleanAt,
  ConfigError,
  has,
  HTTP_URL,
  integerAt,
  listAt,
  listenAt,
  objectAt,
  ORIGIN,
  recordOf,
  stringAt,
  stringEntry,
  type ConfigObject,
} from '../shared/config-reader';
import { PROJECT_ID } from './http/params';

const TOP_KEYS = [
  'port',
  'host',
  'dataDir',
  'databaseSchema',
  'nameSuffix',
  'corsOrigins',
  'projectIds',
  'chains',
  'prices',
  'spamCollections',
  'nftMedia',
  'imageOrigins',
  'tokenLists',
  'indexer',
  'onramp',
  'health',
  'sessions',
  'names',
  'rateLimits',
  'rateLimitsScale',
  'trustProxy',
  'limits',
];
const CHAIN_KEYS = [
  'chainId',
  'name',
  'testnet',
  'nativeSymbol',
  'nativeName',
  'nativeDecimals',
  'nativeIconUrl',
  'iconUrl',
  'tokenIcons',
  'explorerUrl',
  'rpcUrl',
  'startBlock',
  'watched',
  'liveTokenBalances',
  'indexed',
  'swap',
];
const PROJECT_ID_RULE = { pattern: PROJECT_ID, says: 'must be 1 to 128 letters, digits, _ . or -' };
const CAIP2 = { pattern: /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, says: 'must be a CAIP-2 id' };
const USD = { pattern: /^\d{1,15}(\.\d{1,6})?$/, says: 'must be a USD price (digits, at most 6 decimals)' };
const EVM_ADDRESS = { pattern: /^0x[0-9a-fA-F]{40}$/, says: 'must be an EVM address' };

/** A logo's URL: http(s) (where it may point is the image rule's, applied when the service starts), or a raster data: URL. */
const IMAGE_URL = {
  pattern: /^(https?:\/\/[^\s]{1,2040}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]{1,2000})$/,
  says: 'must be an http(s) URL or a data:image/png|jpeg|gif|webp;base64 URL of at most 2,048 characters',
};

export type Environment = Readonly<Record<string, string | undefined>>;

function chainOf(entry: unknown, path: string): ChainConfig {
  const chain = objectAt(entry, path, CHAIN_KEYS);
  const chainId = stringAt(chain, 'chainId', CAIP2);
  const namespace = namespaceOf(chainId);
  if (!isCaip2(chainId) || !namespace) throw new ConfigError(`${path}.chainId`, 'must be a CAIP-2 id of a known namespace (eip155, solana, …)');
  const rpcUrl = has(chain, 'rpcUrl') ? stringAt(chain, 'rpcUrl', HTTP_URL) : undefined;
  const indexed = has(chain, 'indexed') ? booleanAt(chain, 'indexed') : rpcUrl !== undefined;
  if (indexed && !rpcUrl) throw new ConfigError(`${path}.indexed`, 'needs an rpcUrl to read the chain from');
  const watched = has(chain, 'watched') ? listAt(chain, 'watched', stringEntry()) : undefined;
  if (watched && namespace !== 'solana') throw new ConfigError(`${path}.watched`, 'is for Solana chains only (EVM chains are read by their Transfer logs)');
  if (indexed && namespace === 'solana' && !watched) throw new ConfigError(`${path}.watched`, 'must list the Solana accounts to index');
  if (indexed && namespace !== 'solana' && namespace !== 'eip155') throw new ConfigError(`${path}.indexed`, 'only EVM and Solana chains can be indexed');
  const liveTokenBalances = has(chain, 'liveTokenBalances') && booleanAt(chain, 'liveTokenBalances');
  if (liveTokenBalances && (namespace !== 'solana' || !rpcUrl)) throw new ConfigError(`${path}.liveTokenBalances`, 'is for Solana chains with an rpcUrl');
  const swap = has(chain, 'swap') ? objectAt(chain.values.swap, `${path}.swap`, ['router']) : undefined;
  if (swap && (namespace !== 'eip155' || !rpcUrl)) throw new ConfigError(`${path}.swap`, 'is for EVM chains with an rpcUrl');
  let reader: ChainConfig['reader'];
  try {
    if (indexed && rpcUrl)
      reader =
        namespace === 'eip155'
          ? createEvmReader({ chainId: Number(chainId.slice('eip155:'.length)), rpcUrl })
          : createSolanaReader({ chainId, rpcUrl, watched: watched! });
  } catch (error) {
    throw new ConfigError(namespace === 'solana' ? `${path}.watched` : `${path}.rpcUrl`, error instanceof Error ? error.message : 'is not usable');
  }
  return {
    chainId,
    name: stringAt(chain, 'name'),
    testnet: has(chain, 'testnet') ? booleanAt(chain, 'testnet') : false,
    nativeSymbol: stringAt(chain, 'nativeSymbol'),
    nativeDecimals: integerAt(chain, 'nativeDecimals', 0, 77),
    ...(has(chain, 'nativeName') ? { nativeName: stringAt(chain, 'nativeName') } : {}),
    ...(has(chain, 'nativeIconUrl') ? { nativeIconUrl: stringAt(chain, 'nativeIconUrl', HTTP_URL) } : {}),
    ...(has(chain, 'iconUrl') ? { iconUrl: stringAt(chain, 'iconUrl', IMAGE_URL) } : {}),
    ...(has(chain, 'tokenIcons') ? { tokenIcons: tokenIconsOf(chain.values.tokenIcons, `${path}.tokenIcons`, namespace) } : {}),
    ...(has(chain, 'explorerUrl') ? { explorerUrl: stringAt(chain, 'explorerUrl', HTTP_URL) } : {}),
    ...(has(chain, 'startBlock') ? { startBlock: BigInt(integerAt(chain, 'startBlock', 0, Number.MAX_SAFE_INTEGER)) } : {}),
    ...(reader ? { reader } : {}),
    ...(rpcUrl && namespace === 'eip155' ? { nativeBalance: evmNativeBalance(rpcUrl), rpcUrl } : {}),
    ...(rpcUrl && namespace === 'solana' ? { nativeBalance: solanaNativeBalance(rpcUrl) } : {}),
    ...(liveTokenBalances ? { tokenBalances: solanaTokenBalances(rpcUrl!) } : {}),
    ...(swap ? { swap: { router: stringAt(swap, 'router', EVM_ADDRESS), rpcUrl: rpcUrl! } } : {}),
  };
}

/** `{ address: logo URL }`: addresses of the chain's namespace, each once. */
function tokenIconsOf(value: unknown, path: string, namespace: string): Record<string, string> {
  const icons = recordOf(value, path, stringEntry(IMAGE_URL));
  const seen = new Set<string>();
  for (const address of Object.keys(icons)) {
    const stored = namespace === 'eip155' || namespace === 'solana' ? normaliseAddress(namespace, address) : null;
    if (!stored) throw new ConfigError(`${path}.${address.slice(0, 64)}`, `must be a token address of ${namespace}`);
    if (seen.has(stored)) throw new ConfigError(`${path}.${address.slice(0, 64)}`, 'is listed twice');
    seen.add(stored);
  }
  return icons;
}

function pricesOf(value: unknown, path: string): DataServiceOptions['prices'] {
  const table = recordOf(value, path, (entry, chainPath) => recordOf(entry, chainPath, stringEntry(USD)));
  try {
    return fixedPrices(table);
  } catch (error) {
    throw new ConfigError(path, error instanceof Error ? error.message.replace(/^prices: /, '') : 'is not a price table');
  }
}

function indexerOf(config: ConfigObject): DataServiceOptions['indexer'] {
  const value = config.values.indexer;
  if (value === undefined || typeof value === 'boolean') return value ?? true;
  const indexer = objectAt(value, 'indexer', ['batchBlocks', 'intervalMs', 'keepBlocks']);
  return {
    ...(has(indexer, 'batchBlocks') ? { batchBlocks: integerAt(indexer, 'batchBlocks', 1, 100_000) } : {}),
    ...(has(indexer, 'intervalMs') ? { intervalMs: integerAt(indexer, 'intervalMs', 10, 3_600_000) } : {}),
    ...(has(indexer, 'keepBlocks') ? { keepBlocks: integerAt(indexer, 'keepBlocks', 1, 100_000) } : {}),
  };
}

function nftMediaOf(config: ConfigObject): DataServiceOptions['nftMedia'] {
  const value = config.values.nftMedia;
  if (value === undefined || value === false) return value;
  const media = objectAt(value, 'nftMedia', ['origins', 'timeoutMs']);
  return {
    ...(has(media, 'origins') ? { origins: listAt(media, 'origins', stringEntry(ORIGIN)) } : {}),
    ...(has(media, 'timeoutMs') ? { timeoutMs: integerAt(media, 'timeoutMs', 100, 60_000) } : {}),
  };
}

function onrampOf(config: ConfigObject): DataServiceOptions['onramp'] {
  const onramp = objectAt(config.values.onramp, 'onramp', ['providerUrl', 'providerName', 'paymentCurrencies', 'networks']);
  return {
    providerUrl: stringAt(onramp, 'providerUrl', HTTP_URL),
    providerName: stringAt(onramp, 'providerName'),
    paymentCurrencies: listAt(onramp, 'paymentCurrencies', (entry, path) => {
      const currency = objectAt(entry, path, ['id', 'usd']);
      return { id: stringAt(currency, 'id', { pattern: /^[A-Z]{3}$/, says: 'must be an ISO 4217 code' }), usd: stringAt(currency, 'usd', USD) };
    }),
    networks: listAt(onramp, 'networks', stringEntry(CAIP2)),
  };
}

function healthOf(config: ConfigObject): DataServiceOptions['health'] {
  if (!has(config, 'health')) return undefined;
  const health = objectAt(config.values.health, 'health', ['maxLagBlocks']);
  return has(health, 'maxLagBlocks') ? { maxLagBlocks: integerAt(health, 'maxLagBlocks', 0, 1_000_000) } : {};
}

/** What protects the service: session life, names per account, rate limits, trusted proxies, connection limits. */
function guardsOf(config: ConfigObject): Pick<DataServiceOptions, 'sessions' | 'names' | 'rateLimits' | 'trustProxy' | 'limits' | 'imageOrigins'> {
  const out: Pick<DataServiceOptions, 'sessions' | 'names' | 'rateLimits' | 'trustProxy' | 'limits' | 'imageOrigins'> = {};
  if (has(config, 'sessions')) {
    const sessions = objectAt(config.values.sessions, 'sessions', ['maxAgeSeconds']);
    out.sessions = has(sessions, 'maxAgeSeconds') ? { maxAgeSeconds: integerAt(sessions, 'maxAgeSeconds', 60, 365 * 86_400) } : {};
  }
  if (has(config, 'names')) {
    const names = objectAt(config.values.names, 'names', ['domain', 'maxPerAccount']);
    out.names = {
      ...(has(names, 'domain') ? { domain: stringAt(names, 'domain', { pattern: /^[a-z0-9.-]{1,253}$/, says: 'must be a lower-case domain' }) } : {}),
      ...(has(names, 'maxPerAccount') ? { maxPerAccount: integerAt(names, 'maxPerAccount', 1, 1000) } : {}),
    };
  }
  const rateLimits = rateLimitsAt(config, DEFAULT_RATE_LIMITS);
  if (rateLimits !== undefined) out.rateLimits = rateLimits;
  const trustProxy = trustProxyAt(config);
  if (trustProxy) out.trustProxy = trustProxy;
  if (has(config, 'imageOrigins')) out.imageOrigins = listAt(config, 'imageOrigins', stringEntry(ORIGIN));
  const limits = connectionLimitsAt(config);
  if (limits) out.limits = limits;
  return out;
}

/** The options to start the data service with; throws a ConfigError at the first field that breaks a rule. */
export function parseDataServiceConfig(json: unknown, env: Environment): DataServiceOptions {
  const config = objectAt(json, '', TOP_KEYS);
  const chains = listAt(config, 'chains', chainOf);
  const seen = new Set<string>();
  for (const [i, chain] of chains.entries()) {
    if (seen.has(chain.chainId)) throw new ConfigError(`chains[${i}].chainId`, `${chain.chainId} is listed twice`);
    seen.add(chain.chainId);
  }
  const corsOrigins = config.values.corsOrigins === '*' ? '*' : listAt(config, 'corsOrigins', stringEntry(ORIGIN));
  const onramp = has(config, 'onramp') ? onrampOf(config) : undefined;
  for (const [i, network] of (onramp?.networks ?? []).entries())
    if (!seen.has(network)) throw new ConfigError(`onramp.networks[${i}]`, 'must be one of the configured chains');
  const health = healthOf(config);
  const nftMedia = nftMediaOf(config);
  return {
    ...listenAt(config, env),
    ...databaseAt(config, env),
    chains,
    prices: has(config, 'prices') ? pricesOf(config.values.prices, 'prices') : fixedPrices({}),
    nameSuffix: stringAt(config, 'nameSuffix'),
    corsOrigins,
    ...(has(config, 'projectIds') ? { projectIds: listAt(config, 'projectIds', stringEntry(PROJECT_ID_RULE)) } : {}),
    ...(has(config, 'spamCollections')
      ? {
          spamCollections: listAt(
            config,
            'spamCollections',
            stringEntry({ pattern: /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, says: 'must be a CAIP-10 id' }),
          ),
        }
      : {}),
    ...(nftMedia !== undefined ? { nftMedia } : {}),
    ...(has(config, 'tokenLists') ? { tokenLists: listAt(config, 'tokenLists', stringEntry(HTTP_URL)) } : {}),
    indexer: indexerOf(config),
    ...(onramp ? { onramp } : {}),
    ...(health ? { health } : {}),
    ...guardsOf(config),
  };
}
