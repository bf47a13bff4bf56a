// The swap quote route under load (issue 11): p95 latency of `/v1/convert/quotes` against a real Anvil with the
// stack's DemoSwap, CONCURRENCY clients for DURATION_MS. Each answer is one eth_call to the pool (getAmountOut) plus
// the kept token list, so the figure is the service's overhead plus a node round trip. The service runs in its own
// process (data-server.ts, PGlite in memory: the route reads no database), the load in another (data-load.ts).
import { parseEther, parseUnits } from 'ethers';
import { startAnvil } from '../anvil.ts';
import { deployDemoContracts, DEV_ACCOUNTS, SWAP_NATIVE } from '../contracts/deploy.ts';
import { type DataServer, runLoadProcess, startDataServerProcess } from './data-processes.ts';

const CONCURRENCY = 10;
const DURATION_MS = 5000;
const WARMUP_MS = 1000;
const QUOTE_P95_BUDGET_MS = 30;

/** Prints the figure; resolves false when the budget is over or the run could not measure. */
export async function swapQuoteBench(): Promise<boolean> {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\nSwap quote route under load: ${CONCURRENCY} clients (closed loop, keep-alive, a process apart from the service), ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s of warm-up, against Anvil`,
  );
  const anvil = await startAnvil({ chainId: 31337 });
  let server: DataServer | undefined;
  try {
    const deployed = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
    const chainId = 'eip155:31337';
    server = await startDataServerProcess({
      chains: [
        { chainId, name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18, rpcUrl: anvil.rpcUrl, swap: { router: deployed.swap.router } },
      ],
      prices: {},
    });
    const [dusd, demo18] = deployed.tokens.map((t) => `${chainId}:${t.address}`);
    if (!dusd || !demo18) throw new Error('the stack deployed fewer than two tokens');
    const eth = `${chainId}:${SWAP_NATIVE}`;
    const user = `${chainId}:${DEV_ACCOUNTS.bob}`;
    // Every pair both ways, amounts varied: no two consecutive requests are the same call.
    const pairs: [string, string, bigint][] = [
      [eth, dusd, parseEther('0.01')],
      [dusd, eth, parseUnits('30', 6)],
      [dusd, demo18, parseUnits('10', 6)],
      [demo18, dusd, parseEther('10')],
      [eth, demo18, parseEther('0.02')],
      [demo18, eth, parseEther('50')],
    ];
    const paths: string[] = [];
    for (let i = 0; i < 300; i++) {
      const [from, to, base] = pairs[i % pairs.length] ?? [];
      if (from && to && base)
        paths.push(`/v1/convert/quotes?${new URLSearchParams({ amount: (base * BigInt(1 + (i % 50))).toString(), userAddress: user, from, to })}`);
    }
    const r = await runLoadProcess({ baseUrl: server.url, route: 'quote', paths, concurrency: CONCURRENCY, durationMs: DURATION_MS, warmupMs: WARMUP_MS });
    if (r.errors > 0) throw new Error(`${r.errors} failed requests (the first: ${r.firstError})`);
    console.log(
      `  quotes p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.rps.toFixed(0)} requests/s (${r.requests} in ${r.seconds.toFixed(1)} s)`,
    );
    const verdict = r.p95 <= QUOTE_P95_BUDGET_MS ? 'PASS' : 'OVER';
    console.log(`Budget: quote route p95 ${ms(r.p95)} <= ${QUOTE_P95_BUDGET_MS} ms: ${verdict}`);
    return verdict === 'PASS';
  } catch (error) {
    console.log(`  the run failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await server?.stop();
    await anvil.stop();
  }
}
