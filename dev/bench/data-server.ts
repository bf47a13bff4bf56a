// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// The data service (server/data/) in a process of its own, for the data benches, so a load generator or a browser in
// another process does not share its event loop:
//   npx tsx dev/bench/data-server.ts '<json>'
// where json is { databaseUrl?, databaseSchema?, dataDir?, seed: string[] (SQL, run after the migrations), chains,
// prices, rpcUrl?, rpcChainId? }. It migrates, runs the seed (timed), starts the service without its indexer, and prints one line
// `READY {"url":…,"seedMs":…,"transfers":…}`. SIGTERM stops it.
import { fileURLToPath } from 'node:url';
import { importTs } from './catalogue-stack.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const config = JSON.parse(process.argv[2] ?? '{}');

const { openDatabase } = await importTs(ROOT, 'server/data/db/database.ts');
const { migrate } = await importTs(ROOT, 'server/data/db/migrations.ts');
const data = await importTs(ROOT, 'server/data/index.ts');

const dbOptions = { databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, dataDir: config.dataDir };
const db = await openDatabase(dbOptions);
let seedMs = 0;
let transfers = 0;
try {
  await migrate(db);
  const started = performance.now();
  for (const statement of config.seed ?? []) await db.query(statement);
  seedMs = performance.now() - started;
  const [row] = await db.query('select count(*)::text as n from transfers');
  transfers = Number(row?.n ?? 0);
} finally {
  await db.close();
}

// Native balances are read live from an RPC when one is named (the Account tabs' bench); the HTTP bench has none.
let nativeBalance: ((address: string) => Promise<bigint>) | undefined;
if (config.rpcUrl) {
  const { JsonRpcProvider } = await import('ethers');
  const provider = new JsonRpcProvider(config.rpcUrl, config.rpcChainId, { staticNetwork: true });
  nativeBalance = (address) => provider.getBalance(address);
}

const service = await data.startDataService({
  port: 0,
  host: '127.0.0.1',
  ...dbOptions,
  chains: config.chains.map((chain) => ({ ...chain, ...(nativeBalance ? { nativeBalance } : {}) })),
  prices: data.fixedPrices(config.prices ?? {}),
  nameSuffix: '.wallet-modal.local',
  corsOrigins: '*',
  indexer: false,
  log: (line) => console.error(`[data] ${line}`),
});
console.log(`READY ${JSON.stringify({ url: service.url, seedMs, transfers })}`);

let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await service.stop();
  process.exit(0);
});
