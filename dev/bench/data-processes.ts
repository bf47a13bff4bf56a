// The data benches' processes. The data service runs as a site runs it: the built program (dist/server/data.js)
// started by dev/service-process.ts, the one way dev/ starts a service, after this process has migrated and seeded
// its database. The load generator (data-load.ts) is a program of the benches' own that runs to its end and prints its
// figures, so it has a spawn of its own. Each child is ended when the bench is done (and when this process exits).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../server/shared/db/database.ts';
import { migrate } from '../../server/data/db/migrations.ts';
import { startServiceProcess } from '../service-process.ts';
import type { LoadConfig, LoadResult } from './data-load.ts';

const LOAD = fileURLToPath(new URL('./data-load.ts', import.meta.url));
/**
 * The load comes from one address, where a site's clients each have their own: the rate limits (each a counter in
 * the database, on the swap quote among others) stay in the measured path at 1,000 times their counts, as in the dev
 * stack (stack-data-service.ts), rather than answering the bench's clients 429.
 */
const RATE_LIMITS_SCALE = 1000;

/** A chain in the service's configuration file (docs/deploy.md), as the benches use it. */
export type BenchChain = {
  chainId: string;
  name: string;
  testnet: boolean;
  nativeSymbol: string;
  nativeName?: string;
  nativeDecimals: number;
  /** A node to read native balances live from (the Account tabs) and for the swap route; the service indexes nothing. */
  rpcUrl?: string;
  swap?: { router: string };
};
export type DataServerOptions = {
  /** PostgreSQL, in the scratch schema `databaseSchema`; else PGlite in `dataDir`, or in memory. */
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir?: string;
  /** SQL run after the migrations and before the service starts, timed. It needs PostgreSQL or a dataDir. */
  seed?: string[];
  chains: BenchChain[];
  /** USD prices by chain, then by token address ('native' for the chain's own currency). */
  prices: Record<string, Record<string, string>>;
};
export type DataServer = { url: string; seedMs: number; transfers: number; stop(): Promise<void> };

/** Migrates the database the service will open, runs the seed (timed), and counts the transfers it holds. */
async function seedDatabase({ databaseUrl, databaseSchema, dataDir, seed = [] }: DataServerOptions): Promise<{ seedMs: number; transfers: number }> {
  if (!databaseUrl && !dataDir) {
    if (seed.length) throw new Error('a seed needs a database the service opens after it: a databaseUrl or a dataDir');
    return { seedMs: 0, transfers: 0 };
  }
  const db = await openDatabase({
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(databaseSchema ? { databaseSchema } : {}),
    ...(dataDir ? { dataDir } : {}),
  });
  try {
    await migrate(db);
    const started = performance.now();
    for (const statement of seed) await db.query(statement);
    const seedMs = performance.now() - started;
    const [row] = await db.query<{ n: string }>('select count(*)::text as n from transfers');
    return { seedMs, transfers: Number(row?.n ?? 0) };
  } finally {
    // PGlite is one process's: the service can open the directory only once this handle has let it go.
    await db.close();
  }
}

/** Seeds the database, then starts the built data service on it (its indexer off: the tables hold what the bench put there). */
export async function startDataServerProcess(options: DataServerOptions): Promise<DataServer> {
  const { seedMs, transfers } = await seedDatabase(options);
  const { databaseUrl, databaseSchema, dataDir, chains, prices } = options;
  const service = await startServiceProcess({
    service: 'data',
    config: {
      ...(databaseSchema ? { databaseSchema } : {}),
      ...(dataDir ? { dataDir } : {}),
      nameSuffix: '.wallet-modal.local',
      corsOrigins: '*',
      chains: chains.map((chain) => (chain.rpcUrl ? { ...chain, indexed: false } : chain)),
      prices,
      indexer: false,
      rateLimitsScale: RATE_LIMITS_SCALE,
    },
    // The parent's DATABASE_URL would point a PGlite run at PostgreSQL; the port and host are the OS's pick and loopback.
    env: { DATABASE_URL: databaseUrl, PORT: undefined, HOST: undefined },
  });
  return {
    url: service.url,
    seedMs,
    transfers,
    stop: async () => {
      await service.stop();
    },
  };
}

/** Runs data-load.ts with `config` to its end. */
export function runLoadProcess(config: LoadConfig): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', LOAD, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}: ${stderr.trim().slice(-1000)}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
      } catch {
        reject(new Error(`the load generator printed no result line: ${stdout.trim().slice(-500)}`));
      }
    });
  });
}

/** A scratch schema on the PostgreSQL server at `url`, dropped by `drop()` (also on SIGINT). */
export async function scratchSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `wm_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    process.off('SIGINT', onInterrupt);
    await run(`drop schema if exists ${schema} cascade`);
  };
  const onInterrupt = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  return { schema, drop };
}
