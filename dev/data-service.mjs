// The data service on its own: `node dev/data-service.mjs [config.json]`, until Ctrl-C. PGlite in memory unless the
// config names a dataDir, PostgreSQL when DATABASE_URL is set. docs/data-service.md describes the config file.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider } from 'ethers';
import { createServer } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The default: the dev stack's first devnet, names under .wallet-modal.local, any origin. */
const DEFAULT_CONFIG = {
  port: 0,
  nameSuffix: '.wallet-modal.local',
  corsOrigins: '*',
  chains: [{ chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }],
  prices: { 'eip155:31337': { native: '3000.00' } },
};

/**
 * Loads server/data/ (TypeScript) through Vite, as dev/stack.mjs loads the catalogue.
 * @returns {Promise<typeof import('../server/data/index.ts')>}
 */
async function loadDataModule() {
  const vite = await createServer({ configFile: `${ROOT}vite.config.ts`, root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    return /** @type {any} */ (await vite.ssrLoadModule('/server/data/index.ts'));
  } finally {
    await vite.close();
  }
}

const config = process.argv[2] ? { ...DEFAULT_CONFIG, ...JSON.parse(await readFile(process.argv[2], 'utf8')) } : DEFAULT_CONFIG;
const data = await loadDataModule();
const service = await data.startDataService({
  port: Number(process.env.PORT ?? config.port ?? 0),
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: config.dataDir,
  nameSuffix: config.nameSuffix,
  corsOrigins: config.corsOrigins,
  spamCollections: config.spamCollections,
  nftMedia: config.nftMedia,
  prices: data.fixedPrices(config.prices ?? {}),
  // Native balances are read live over JSON-RPC when a chain names an EVM rpcUrl; chain readers are wired by dev/stack.mjs.
  chains: config.chains.map((/** @type {any} */ chain) => {
    const provider = chain.rpcUrl && chain.chainId.startsWith('eip155:') ? new JsonRpcProvider(chain.rpcUrl, Number(chain.chainId.slice(7)), { staticNetwork: true }) : null;
    return { ...chain, ...(provider ? { nativeBalance: (/** @type {string} */ address) => provider.getBalance(address) } : {}) };
  }),
});
console.log(`Data service: ${service.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory'})`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await service.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
