// The data service (server/data/) as the local stack runs it: PGlite in memory, the seeded devnets and the Solana
// Localnet indexed, the dev price table, names under .wallet-modal.local. Never the process's DATABASE_URL: CI sets
// that for the tests, and the stack must not write into the shared database.
import { JsonRpcProvider } from 'ethers';

export const DEV_NAME_SUFFIX = '.wallet-modal.local';

/** The dev price table (USD): ETH 3,000.00 and SOL 150.00, and a price per devnet token. */
export const DEV_PRICES = { native: { eip155: '3000.00', solana: '150.00' }, DUSD: '1.00', DEMO18: '2.50', solanaDemo: '0.50' };

/** The local provider's name in the onramp options, and the fiat currencies it takes with their dev USD values. */
export const ONRAMP_PROVIDER_NAME = 'Local Provider';
export const DEV_FIAT = [{ id: 'USD', usd: '1.00' }, { id: 'EUR', usd: '1.10' }];

/** How often the stack's indexer looks for new blocks once caught up: a transfer shows in the Activity tab within seconds. */
export const STACK_INDEXER_INTERVAL_MS = 1000;

/**
 * The service's modules as the stack's Vite server compiles them (TypeScript).
 * @param {import('vite').ViteDevServer} server
 * @returns {Promise<StackDataModules>}
 */
export async function loadStackDataModules(server) {
  const data = /** @type {typeof import('../server/data/index.ts')} */ (/** @type {any} */ (await server.ssrLoadModule('/server/data/index.ts')));
  const readers = /** @type {typeof import('../server/data/chain/index.ts')} */ (/** @type {any} */ (await server.ssrLoadModule('/server/data/chain/index.ts')));
  return { data, readers };
}

/**
 * @typedef {{ data: typeof import('../server/data/index.ts'), readers: typeof import('../server/data/chain/index.ts') }} StackDataModules
 * @typedef {{ chains: { chainId: number, name: string, rpcUrl: string }[], contracts: Record<number, import('./contracts/deploy.mjs').DemoContracts>, solana: { rpcUrl: string, caipNetworkId: string, demoAddress: string, mint: string, firstSlot: number }, pageUrl: string, quiet: boolean, port?: number, database?: import('../server/data/index.ts').Database, onramp?: { providerUrl: string } }} StackDataOptions
 */

/**
 * The data service over the stack's chains, indexed to their heads before it resolves. The e2e tests start more of
 * them (their own registry, one to stop) with modules they import themselves.
 * @param {StackDataModules} modules
 * @param {StackDataOptions} stack pageUrl: the page server, which serves the NFT collections' metadata and images
 */
export async function startStackDataService({ data, readers }, { chains, contracts, solana, pageUrl, quiet, port = 0, database, onramp }) {
  /** @type {Record<string, Record<string, string>>} */
  const prices = { [solana.caipNetworkId]: { native: DEV_PRICES.native.solana, [solana.mint]: DEV_PRICES.solanaDemo } };
  const spamCollections = [];
  const evmChains = Object.entries(contracts).map(([id, deployed]) => {
    const chainId = Number(id);
    const chain = chains.find((c) => c.chainId === chainId);
    if (!chain) throw new Error(`contracts were deployed on ${chainId}, which the stack does not run`);
    const caip = `eip155:${chainId}`;
    prices[caip] = { native: DEV_PRICES.native.eip155 };
    for (const token of deployed.tokens) {
      const price = /** @type {Record<string, string>} */ (DEV_PRICES)[token.symbol];
      if (price) prices[caip][token.address] = price;
    }
    spamCollections.push(`${caip}:${deployed.spamCollection.address}`);
    const provider = new JsonRpcProvider(chain.rpcUrl, chainId, { staticNetwork: true });
    return {
      chainId: caip, name: chain.name, testnet: true, nativeSymbol: 'ETH', nativeName: 'Ether', nativeDecimals: 18,
      reader: readers.createEvmReader({ chainId, rpcUrl: chain.rpcUrl }),
      nativeBalance: (/** @type {string} */ address) => provider.getBalance(address),
      swap: { router: deployed.swap.router, rpcUrl: chain.rpcUrl },
      // Sign-in checks contract accounts (DemoSmartAccount, EIP-1271) over it.
      rpcUrl: chain.rpcUrl,
    };
  });
  const solanaChain = {
    chainId: solana.caipNetworkId, name: 'Solana Localnet', testnet: true, nativeSymbol: 'SOL', nativeDecimals: 9,
    reader: readers.createSolanaReader({ chainId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, watched: [solana.demoAddress] }),
    // LiteSVM starts far from slot 0, and the slots below its first block hold nothing to index.
    startBlock: BigInt(solana.firstSlot),
    nativeBalance: (/** @type {string} */ address) => solanaBalance(solana.rpcUrl, address),
    // The faucet sets the DEMO balance in the genesis state, which no transfer shows: SPL balances are read live.
    tokenBalances: (/** @type {string} */ address) => splBalances(solana.rpcUrl, address),
  };
  const service = await data.startDataService({
    port,
    host: '127.0.0.1',
    database,
    chains: [...evmChains, solanaChain],
    prices: data.fixedPrices(prices),
    nameSuffix: DEV_NAME_SUFFIX,
    corsOrigins: '*',
    spamCollections,
    // The collections' tokenURIs name the page server (http on 127.0.0.1), which only this origin rule lets the indexer read.
    nftMedia: { origins: [new URL(pageUrl).origin] },
    // The collections' images are on that page server too: loopback, which the service drops unless its origin is listed.
    imageOrigins: [new URL(pageUrl).origin],
    indexer: { intervalMs: STACK_INDEXER_INTERVAL_MS },
    // Every browser of the demo and the whole end-to-end suite come from 127.0.0.1: the limits run, a hundred times higher.
    rateLimits: data.scaledRateLimits(100),
    // The Buy routes send buyers to the local provider (dev/onramp-provider/): the chains' native currencies, in USD and EUR.
    ...(onramp ? { onramp: { providerUrl: onramp.providerUrl, providerName: ONRAMP_PROVIDER_NAME, paymentCurrencies: DEV_FIAT, networks: [...evmChains.map((c) => c.chainId), solanaChain.chainId] } } : {}),
    log: quiet ? () => {} : (line) => console.log(`data service: ${line}`),
  });
  // The seeded history is there before anyone asks: a fresh `npm start` shows tokens, NFTs and activity at once.
  await service.indexer?.syncToHead();
  return service;
}

/**
 * The stack's database, PGlite in memory. It takes about 2 s to start, so the stack opens it at once and the
 * service takes it over once the contracts it indexes are deployed.
 * @param {import('vite').ViteDevServer} server
 */
export async function openStackDatabase(server) {
  return (await loadStackDataModules(server)).data.openDatabase({});
}

/**
 * @param {string} rpcUrl
 * @param {string} address
 */
async function solanaBalance(rpcUrl, address) {
  const value = await solanaRpc(rpcUrl, 'getBalance', [address]);
  if (typeof value !== 'number') throw new Error('getBalance: no value');
  return BigInt(value);
}

/**
 * The SPL Token accounts of `address`, summed per mint.
 * @param {string} rpcUrl
 * @param {string} address
 */
async function splBalances(rpcUrl, address) {
  const value = await solanaRpc(rpcUrl, 'getTokenAccountsByOwner', [address, { programId: SPL_TOKEN_PROGRAM }, { encoding: 'jsonParsed' }]);
  if (!Array.isArray(value)) throw new Error('getTokenAccountsByOwner: no value');
  /** @type {Map<string, bigint>} */
  const sums = new Map();
  for (const entry of value) {
    const info = entry?.account?.data?.parsed?.info;
    if (typeof info?.mint !== 'string' || !/^\d{1,20}$/.test(String(info?.tokenAmount?.amount))) continue;
    sums.set(info.mint, (sums.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount));
  }
  return [...sums].map(([token, amount]) => ({ token, amount }));
}

const SPL_TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

/**
 * One JSON-RPC call to the Solana Localnet; the reply's `value`.
 * @param {string} rpcUrl
 * @param {string} method
 * @param {unknown[]} params
 */
async function solanaRpc(rpcUrl, method, params) {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const reply = /** @type {{ result?: { value?: unknown }, error?: { message?: string } }} */ (await response.json());
  if (reply.error) throw new Error(`${method}: ${reply.error.message ?? 'error'}`);
  return reply.result?.value;
}
