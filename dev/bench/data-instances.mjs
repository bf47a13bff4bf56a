// Several instances on one PostgreSQL (docs/deploy.md): the balance and history routes at CONCURRENCY clients against
// one data-service process, then against three on the same schema, the clients spread over them round-robin.
// On a 2-core machine three processes share the cores with the load generator and PostgreSQL, so the figure shows
// what spreading costs or gains here, not what three machines would give.
import { BENCH_CHAINS, benchAccount, benchToken, seedTransfersSql } from './data-seed.mjs';
import { runLoadProcess, scratchSchema, startDataServerProcess } from './data-processes.mjs';

const TRANSFERS = 50_000;
const ACCOUNTS = 1000;
const TOKENS = 20;
const CONCURRENCY = 50;
const DURATION_MS = 8000;
const WARMUP_MS = 2000;
const INSTANCES = 3;

const CHAINS = BENCH_CHAINS.map((chainId, i) => ({ chainId, name: `Bench ${i + 1}`, testnet: false, nativeSymbol: 'ETH', nativeDecimals: 18 }));
const PRICES = Object.fromEntries(
  BENCH_CHAINS.map((chainId) => [chainId, { native: '3000.00', ...Object.fromEntries(Array.from({ length: TOKENS }, (_, k) => [benchToken(k), `${1 + k}.25`])) }]),
);

/**
 * Loads each route against `urls` (one per instance) and returns the load generator's results.
 * @param {string[]} urls
 */
async function loadRoutes(urls) {
  const accounts = Array.from({ length: ACCOUNTS }, (_, n) => benchAccount(n));
  const results = [];
  for (const route of ['balance', 'history']) {
    const result = await runLoadProcess({ baseUrl: urls[0], baseUrls: urls, route, accounts, chainId: BENCH_CHAINS[0], concurrency: CONCURRENCY, durationMs: DURATION_MS, warmupMs: WARMUP_MS });
    if (result.errors > 0) throw new Error(`${urls.length} instance(s) ${route}: ${result.errors} failed requests (the first: ${result.firstError})`);
    results.push(result);
  }
  return results;
}

/**
 * Prints one instance against three; resolves false when a run could not measure.
 * @param {{ databaseUrl: string }} options
 */
export async function dataInstancesBench({ databaseUrl }) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`\nOne data-service instance against ${INSTANCES} on one PostgreSQL schema: ${CONCURRENCY} clients, ${DURATION_MS / 1000} s a route after ${WARMUP_MS / 1000} s of warm-up, ${TRANSFERS.toLocaleString('en-US')} transfers`);
  const pgSchema = await scratchSchema(databaseUrl).catch(() => null);
  if (!pgSchema) {
    console.log(`  PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} cannot be reached: not measured`);
    return false;
  }
  const database = { databaseUrl, databaseSchema: pgSchema.schema };
  const servers = [];
  try {
    // The first instance migrates and seeds; the others find the schema ready, as instances after a deploy do.
    servers.push(await startDataServerProcess({ ...database, seed: seedTransfersSql({ transfers: TRANSFERS, accounts: ACCOUNTS, tokens: TOKENS }), chains: CHAINS, prices: PRICES }));
    for (let i = 1; i < INSTANCES; i++) servers.push(await startDataServerProcess({ ...database, seed: [], chains: CHAINS, prices: PRICES }));
    const rows = [];
    for (const urls of [[servers[0].url], servers.map((s) => s.url)]) {
      for (const r of await loadRoutes(urls)) rows.push({ instances: urls.length, ...r });
    }
    for (const r of rows) {
      console.log(`  ${String(r.instances)} instance${r.instances > 1 ? 's' : ' '}  ${r.route.padEnd(7)} ${r.rps.toFixed(0).padStart(5)} requests/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`);
    }
    return true;
  } catch (error) {
    console.log(`  the run failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await pgSchema.drop().catch((error) => console.log(`  could not drop the scratch schema ${pgSchema.schema}: ${error.message}`));
  }
}
