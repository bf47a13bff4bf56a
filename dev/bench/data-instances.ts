// Several instances on one PostgreSQL (docs/deploy.md): the balance and history routes at CONCURRENCY clients against
// one data-service process, then against three on the same schema, the clients spread over them round-robin.
// On a 2-core machine three processes share the cores with the load generator and PostgreSQL, so the figure shows
// what spreading costs or gains here, not what three machines would give.
import { startAnvil } from '../anvil.ts';
import { startServiceProcess, waitForReady, type ServiceProcess } from '../service-process.ts';
import type { LoadResult } from './data-load.ts';
import { type BenchChain, type DataServer, runLoadProcess, scratchSchema, startDataServerProcess } from './data-processes.ts';
import { BENCH_CHAINS, benchAccount, benchToken, seedTransfersSql } from './data-seed.ts';

const TRANSFERS = 50_000;
const ACCOUNTS = 1000;
const TOKENS = 20;
const CONCURRENCY = 50;
const DURATION_MS = 8000;
const WARMUP_MS = 2000;
const INSTANCES = 3;
/** The indexer's interval in the failover run: another instance must lead within two of them. */
const FAILOVER_INTERVAL_MS = 1000;
const FAILOVER_RUNS = 3;

const CHAINS: BenchChain[] = BENCH_CHAINS.map((chainId, i) => ({ chainId, name: `Bench ${i + 1}`, testnet: false, nativeSymbol: 'ETH', nativeDecimals: 18 }));
const PRICES = Object.fromEntries(
  BENCH_CHAINS.map((chainId) => [
    chainId,
    { native: '3000.00', ...Object.fromEntries(Array.from({ length: TOKENS }, (_, k) => [benchToken(k), `${1 + k}.25`])) },
  ]),
);

/** Loads each route against `urls` (one per instance) and returns the load generator's results. */
async function loadRoutes(urls: [string, ...string[]]): Promise<LoadResult[]> {
  const accounts = Array.from({ length: ACCOUNTS }, (_, n) => benchAccount(n));
  const results: LoadResult[] = [];
  for (const route of ['balance', 'history'] as const) {
    const result = await runLoadProcess({
      baseUrl: urls[0],
      baseUrls: urls,
      route,
      accounts,
      chainId: BENCH_CHAINS[0],
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
    });
    if (result.errors > 0) throw new Error(`${urls.length} instance(s) ${route}: ${result.errors} failed requests (the first: ${result.firstError})`);
    results.push(result);
  }
  return results;
}

/** What /readyz answers, as far as the failover reads it. */
type Readiness = { indexer?: { leader?: boolean } } | null;

/**
 * The indexer's failover: three built instances (dist/server/data.js) index an Anvil on one schema; the leader is
 * killed with SIGKILL and the time until another reports itself leader on /readyz is measured, FAILOVER_RUNS times.
 */
async function failoverTimes(database: { databaseUrl: string; databaseSchema: string }): Promise<number[]> {
  const anvil = await startAnvil({ chainId: 31337 });
  const config = {
    nameSuffix: '.wallet-modal.local',
    corsOrigins: '*',
    databaseSchema: database.databaseSchema,
    nftMedia: false,
    chains: [{ chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18, rpcUrl: anvil.rpcUrl }],
    indexer: { intervalMs: FAILOVER_INTERVAL_MS },
  };
  const start = () => startServiceProcess({ service: 'data', config, env: { DATABASE_URL: database.databaseUrl, PORT: undefined, HOST: undefined } });
  const readyz = (instance: ServiceProcess): Promise<Readiness> =>
    fetch(`${instance.url}/readyz`).then(
      (r) => r.json(),
      () => null,
    );
  let instances: ServiceProcess[] = [];
  const times: number[] = [];
  try {
    instances = await Promise.all(Array.from({ length: INSTANCES }, start));
    await Promise.all(instances.map((i) => waitForReady(i.url)));
    for (let run = 0; run < FAILOVER_RUNS; run++) {
      const states = await Promise.all(instances.map(readyz));
      const leader = instances[states.findIndex((s) => s?.indexer?.leader)];
      if (!leader) throw new Error('no instance leads the indexer');
      const others = instances.filter((i) => i !== leader);
      const killedAt = performance.now();
      process.kill(leader.pid, 'SIGKILL');
      for (;;) {
        if ((await Promise.all(others.map(readyz))).some((s) => s?.indexer?.leader)) break;
        if (performance.now() - killedAt > 30_000) throw new Error('no instance took the lock within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - killedAt);
      await leader.stop('SIGKILL');
      // A fresh instance takes the dead one's place, so each run kills a leader among three.
      const fresh = await start();
      await waitForReady(fresh.url);
      instances = [...others, fresh];
    }
    return times;
  } finally {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await anvil.stop();
  }
}

/** Prints one instance against three; resolves false when a run could not measure. */
export async function dataInstancesBench({ databaseUrl }: { databaseUrl: string }): Promise<boolean> {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\nOne data-service instance against ${INSTANCES} on one PostgreSQL schema: ${CONCURRENCY} clients, ${DURATION_MS / 1000} s a route after ${WARMUP_MS / 1000} s of warm-up, ${TRANSFERS.toLocaleString('en-US')} transfers`,
  );
  const pgSchema = await scratchSchema(databaseUrl).catch(() => null);
  if (!pgSchema) {
    console.log(`  PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} cannot be reached: not measured`);
    return false;
  }
  const database = { databaseUrl, databaseSchema: pgSchema.schema };
  const servers: DataServer[] = [];
  try {
    // The first instance migrates and seeds; the others find the schema ready, as instances after a deploy do.
    servers.push(
      await startDataServerProcess({
        ...database,
        seed: seedTransfersSql({ transfers: TRANSFERS, accounts: ACCOUNTS, tokens: TOKENS }),
        chains: CHAINS,
        prices: PRICES,
      }),
    );
    for (let i = 1; i < INSTANCES; i++) servers.push(await startDataServerProcess({ ...database, seed: [], chains: CHAINS, prices: PRICES }));
    const [first, ...others] = servers.map((s) => s.url);
    if (first === undefined) throw new Error('no instance started');
    const rows: (LoadResult & { instances: number })[] = [];
    const spreads: [string, ...string[]][] = [[first], [first, ...others]];
    for (const urls of spreads) {
      for (const r of await loadRoutes(urls)) rows.push({ instances: urls.length, ...r });
    }
    for (const r of rows) {
      console.log(
        `  ${String(r.instances)} instance${r.instances > 1 ? 's' : ' '}  ${r.route.padEnd(7)} ${r.rps.toFixed(0).padStart(5)} requests/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}`,
      );
    }
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    const times = await failoverTimes(database);
    const worst = Math.max(...times);
    console.log(
      `  indexer failover after SIGKILL of the leader (interval ${FAILOVER_INTERVAL_MS} ms, ${FAILOVER_RUNS} runs): ${times.map((t) => ms(t)).join(', ')}`,
    );
    const verdict = worst <= 2 * FAILOVER_INTERVAL_MS ? 'PASS' : 'OVER';
    console.log(`Budget: indexer failover ${ms(worst)} <= ${2 * FAILOVER_INTERVAL_MS} ms (two intervals): ${verdict}`);
    return verdict === 'PASS';
  } catch (error) {
    console.log(`  the run failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await pgSchema
      .drop()
      .catch((error: unknown) =>
        console.log(`  could not drop the scratch schema ${pgSchema.schema}: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
