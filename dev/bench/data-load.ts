// A closed-loop load generator for the data service, in its own process (so it does not steal the server's event
// loop): `concurrency` clients, each sending its next request as soon as the last answer's body has arrived, over
// keep-alive connections (one socket per client), for `durationMs` after `warmupMs` not counted.
//   npx tsx dev/bench/data-load.ts '<json>'
// json: { baseUrl, baseUrls?, route: 'balance' | 'history' | 'quote', accounts: string[], chainId, concurrency, durationMs,
// warmupMs, pagesPerVisit?, paths? }. With `baseUrls` (several instances of the service), client i asks instance i mod n,
// as a round-robin load balancer in front of them would spread connections. For 'quote', `paths` are the /v1/convert/quotes URLs (path and query) the clients cycle
// through in place of accounts. A history client reads an account's first page, then follows `next` for up to pagesPerVisit pages
// (as the Activity tab does when scrolled), then moves to another account. Prints one JSON line of results.
import { Agent, request } from 'node:http';

export type LoadConfig = {
  baseUrl: string;
  baseUrls?: string[];
  route: 'balance' | 'history' | 'quote';
  accounts?: string[];
  chainId?: string;
  concurrency: number;
  durationMs: number;
  warmupMs?: number;
  pagesPerVisit?: number;
  paths?: string[];
};
export type LoadResult = {
  route: LoadConfig['route'];
  requests: number;
  errors: number;
  firstError: string;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  meanEntries: number;
  meanBytes: number;
};
/** What the routes answer, as far as the count of entries goes. */
type Answer = { data?: unknown[]; next?: string | null; quotes?: unknown[]; balances?: unknown[] };

const config: LoadConfig = JSON.parse(process.argv[2] ?? '{}');
const { baseUrl, baseUrls = [baseUrl], route, chainId = '', concurrency, durationMs, warmupMs = 1000, pagesPerVisit = 3, paths } = config;
const accounts = route === 'quote' ? paths : config.accounts;
if (!['balance', 'history', 'quote'].includes(route) || !Array.isArray(accounts) || accounts.length === 0)
  throw new Error('data-load: route and accounts (paths for quote) are required');
const targets = accounts;

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const bases = baseUrls.map((url) => new URL(url));

function get(base: URL, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, agent, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const pathOf = (account: string, cursor: string | null | undefined) => {
  if (route === 'quote') return account;
  const params = new URLSearchParams(route === 'balance' ? { currency: 'usd', chainId } : { chainId });
  if (cursor) params.set('cursor', cursor);
  return `/v1/account/${account}/${route}?${params}`;
};

const latencies: number[] = [];
let errors = 0;
let firstError = '';
let entries = 0;
let answers = 0;
let bytes = 0;
let recording = false;
let stopAt = Infinity;

async function client(index: number) {
  const base = bases[index % bases.length] ?? new URL(baseUrl);
  // Each client walks the accounts from its own starting point with its own stride: no two ask in lock step.
  let n = (index * 7919) % targets.length;
  while (Date.now() < stopAt) {
    const account = targets[n] ?? '';
    n = (n + 97 + index) % targets.length;
    let cursor: string | null | undefined = null;
    for (let page = 0; page < (route === 'history' ? pagesPerVisit : 1) && Date.now() < stopAt; page++) {
      const started = performance.now();
      let answer: { status: number; body: string };
      try {
        answer = await get(base, pathOf(account, cursor));
      } catch (error) {
        errors++;
        firstError ||= error instanceof Error ? error.message : String(error);
        break;
      }
      const ms = performance.now() - started;
      if (!recording) {
        if (answer.status !== 200) break;
        cursor = route === 'history' ? (JSON.parse(answer.body) as Answer).next : null;
        if (!cursor) break;
        continue;
      }
      latencies.push(ms);
      bytes += answer.body.length;
      if (answer.status !== 200) {
        errors++;
        firstError ||= `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
        break;
      }
      const body: Answer = JSON.parse(answer.body);
      answers++;
      entries += (route === 'history' ? body.data : route === 'quote' ? body.quotes : body.balances)?.length ?? 0;
      cursor = route === 'history' ? body.next : null;
      if (!cursor) break;
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const clients = Array.from({ length: concurrency }, (_, i) => client(i));
// The warm-up: the same load, not recorded; then the measured window.
await new Promise((resolve) => setTimeout(resolve, warmupMs));
recording = true;
const started = performance.now();
stopAt = Date.now() + durationMs;
await Promise.all(clients);
const seconds = (performance.now() - started) / 1000;
agent.destroy();
const sorted = [...latencies].sort((a, b) => a - b);
const result: LoadResult = {
  route,
  requests: sorted.length,
  errors,
  firstError,
  seconds,
  rps: sorted.length / seconds,
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
  p99: percentile(sorted, 99),
  max: sorted.at(-1) ?? 0,
  meanEntries: answers ? entries / answers : 0,
  meanBytes: sorted.length ? bytes / sorted.length : 0,
};
console.log(JSON.stringify(result));
