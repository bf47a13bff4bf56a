// The data service's routes under load: p95 latency and throughput of `/v1/account/{address}/balance` and
// `/v1/account/{account}/history`, CONCURRENCY clients for DURATION_MS each, over TRANSFERS indexed transfers among
// ACCOUNTS accounts, on PostgreSQL (the budget) and on PGlite (reported beside it).
// The service runs in its own process (data-server.ts), the load generator in another (data-load.ts); PostgreSQL
// works in a scratch schema and PGlite in a temporary directory, both removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './data-load.ts';
import { type BenchChain, type DataServerOptions, runLoadProcess, scratchSchema, startDataServerProcess } from './data-processes.ts';
import { BENCH_CHAINS, benchAccount, benchToken, seedTransfersSql } from './data-seed.ts';

const TRANSFERS = 100_000;
const ACCOUNTS = 1000;
const TOKENS = 20;
const CONCURRENCY = 50;
const DURATION_MS = 10_000;
const WARMUP_MS = 2000;
const P95_BUDGET_MS = 50;

const CHAINS: BenchChain[] = BENCH_CHAINS.map((chainId, i) => ({ chainId, name: `Bench ${i + 1}`, testnet: false, nativeSymbol: 'ETH', nativeDecimals: 18 }));
/** Every chain's native currency and tokens priced, so each answer computes its fiat values. */
const PRICES = Object.fromEntries(
  BENCH_CHAINS.map((chainId) => [
    chainId,
    { native: '3000.00', ...Object.fromEntries(Array.from({ length: TOKENS }, (_, k) => [benchToken(k), `${1 + k}.25`])) },
  ]),
);

/** Where a run's data lives: PostgreSQL (a scratch schema) or PGlite (a directory). */
type Target = { label: string; database: Pick<DataServerOptions, 'databaseUrl' | 'databaseSchema' | 'dataDir'> };
type Measured = { label: string; seedMs: number; routes: LoadResult[] };

/** One database: seed, start the service, load each route in turn, stop. */
async function measure({ label, database }: Target): Promise<Measured> {
  const server = await startDataServerProcess({
    ...database,
    seed: seedTransfersSql({ transfers: TRANSFERS, accounts: ACCOUNTS, tokens: TOKENS }),
    chains: CHAINS,
    prices: PRICES,
  });
  try {
    if (server.transfers !== TRANSFERS) throw new Error(`${label} holds ${server.transfers} transfers, not ${TRANSFERS}`);
    const accounts = Array.from({ length: ACCOUNTS }, (_, n) => benchAccount(n));
    const routes: LoadResult[] = [];
    for (const route of ['balance', 'history'] as const) {
      const result = await runLoadProcess({
        baseUrl: server.url,
        route,
        accounts,
        chainId: BENCH_CHAINS[0],
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
      });
      if (result.errors > 0) throw new Error(`${label} ${route}: ${result.errors} failed requests (the first: ${result.firstError})`);
      if (result.meanEntries < 1) throw new Error(`${label} ${route}: the answers were empty; the seed did not reach the queried accounts`);
      routes.push(result);
    }
    return { label, seedMs: server.seedMs, routes };
  } finally {
    await server.stop();
  }
}

/** Prints the figures; resolves false when the PostgreSQL budget is over or a run could not measure. */
export async function dataHttpBench({ databaseUrl }: { databaseUrl: string }): Promise<boolean> {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  let ok = true;
  const results: Measured[] = [];
  console.log(
    `\nData service under load: ${CONCURRENCY} clients (closed loop, keep-alive, a process apart from the service), ${DURATION_MS / 1000} s per route after ${WARMUP_MS / 1000} s of warm-up, ${TRANSFERS.toLocaleString('en-US')} transfers among ${ACCOUNTS.toLocaleString('en-US')} accounts (${TOKENS} tokens, 2 chains); history clients read 3 pages an account`,
  );
  const pgSchema = await scratchSchema(databaseUrl).catch((error) => {
    console.log(
      `  PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} cannot be reached (${error instanceof Error ? error.message : String(error)}): the budget cannot be judged`,
    );
    return null;
  });
  if (!pgSchema) return false;
  const pgliteDir = mkdtempSync(join(tmpdir(), 'wm-bench-pglite-'));
  try {
    const targets: Target[] = [
      { label: 'PostgreSQL', database: { databaseUrl, databaseSchema: pgSchema.schema } },
      { label: 'PGlite', database: { dataDir: pgliteDir } },
    ];
    for (const target of targets) {
      try {
        results.push(await measure(target));
      } catch (error) {
        console.log(`  ${target.label}: the run failed: ${error instanceof Error ? error.message : String(error)}`);
        ok = false;
      }
    }
  } finally {
    await pgSchema
      .drop()
      .catch((error: unknown) =>
        console.log(`  could not drop the scratch schema ${pgSchema.schema}: ${error instanceof Error ? error.message : String(error)}`),
      );
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  for (const { label, seedMs, routes } of results) {
    console.log(`  ${label} (seeded in ${(seedMs / 1000).toFixed(1)} s):`);
    for (const r of routes) {
      console.log(
        `    ${r.route.padEnd(7)} p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.rps.toFixed(0)} requests/s (${r.requests} in ${r.seconds.toFixed(1)} s); ${r.meanEntries.toFixed(1)} ${r.route === 'history' ? 'transactions' : 'balances'} and ${(r.meanBytes / 1024).toFixed(1)} KB an answer`,
      );
    }
  }
  const postgres = results.find((r) => r.label === 'PostgreSQL');
  if (!postgres) return false;
  for (const r of postgres.routes) {
    const verdict = r.p95 <= P95_BUDGET_MS ? 'PASS' : 'OVER';
    if (verdict === 'OVER') ok = false;
    console.log(`Budget: ${r.route} p95 on PostgreSQL ${ms(r.p95)} <= ${P95_BUDGET_MS} ms: ${verdict}`);
  }
  return ok;
}
