// `npm run bench`: builds the product and prints what a page downloads first and what loads later.
// Then: the Solana chunk, the first open, WalletConnect pair + approve over the loopback relay, the catalogue bench,
// the data service's figures (routes under load, indexer catch-up, the Account tabs), the Send toast and the email login.
// `npx tsx dev/bench.ts --only data` (or any sections, comma-separated) runs only those; see dev/bench/sections.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { accountTabsBench } from './bench/account-tabs.ts';
import { bundleOf, type Bundle, type Manifest } from './bench/bundle.ts';
import { bundleReport } from './bench/bundle-report.ts';
import { launchChromium } from './bench/chromium.ts';
import { dataHttpBench } from './bench/data-http.ts';
import { dataInstancesBench } from './bench/data-instances.ts';
import { embeddedLoginBench } from './bench/embedded-login.ts';
import { firstOpenBench } from './bench/first-open.ts';
import { indexerSpeedBench } from './bench/indexer-speed.ts';
import { type Section, sectionsToRun } from './bench/sections.ts';
import { sendToastBench } from './bench/send-toast.ts';
import { solanaBench } from './bench/solana-lazy.ts';
import { swapQuoteBench } from './bench/swap-quote.ts';
import { walletConnectBench } from './bench/walletconnect-pair.ts';
import { walletConnectQrBench } from './bench/walletconnect-qr.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The machine's PostgreSQL (trust auth) when DATABASE_URL is unset: the data service's latency budget is judged on it. */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** The sections that read dist/: the build comes first. */
const BUILT: Section[] = ['bundle', 'solana', 'first-open', 'walletconnect-qr', 'catalogue', 'account-tabs', 'send-toast', 'embedded-login'];

let wanted: Set<Section>;
try {
  wanted = sectionsToRun(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const runs = (section: Section) => wanted.has(section);

/** A fresh Chromium for one section, closed after it whatever happens. */
async function inChromium(bench: (browser: Browser) => Promise<boolean>): Promise<boolean> {
  const browser = await launchChromium();
  try {
    return await bench(browser);
  } finally {
    await browser.close();
  }
}

let over = false;
let built: { manifest: Manifest; bundle: Bundle } | undefined;
if (BUILT.some(runs)) {
  // 'error' keeps the report readable; the build's warnings belong to `npm run build`.
  await build({ configFile: `${ROOT}vite.config.ts`, root: ROOT, logLevel: 'error', build: { manifest: true } });
  const manifest: Manifest = JSON.parse(readFileSync(`${ROOT}dist/.vite/manifest.json`, 'utf8'));
  built = { manifest, bundle: bundleOf(`${ROOT}dist/`, manifest) };
}

if (built && runs('bundle') && !bundleReport(built.manifest, built.bundle)) over = true;

// Solana (issue 4): its chunk's size beyond the initial JS, and in Chromium which of its files a page fetches.
if (built && runs('solana')) {
  const { manifest, bundle } = built;
  if (!(await inChromium((browser) => solanaBench({ root: ROOT, manifest, bundle, browser })))) over = true;
}

// The first open and a view change (issue 9): click -> the view laid out on screen, against 50 ms each.
if (runs('first-open')) {
  const ok = await inChromium((browser) => firstOpenBench({ root: ROOT, browser })).catch((error: unknown) => {
    console.log(`\nFirst-open bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  });
  if (!ok) over = true;
}

if (runs('walletconnect') && !(await walletConnectBench())) over = true;

// Issue 23's WalletConnect weight: the JS a page fetches from the script tag to the QR code, against 250 KB gzip.
if (built && runs('walletconnect-qr')) {
  const { manifest, bundle } = built;
  if (!(await inChromium((browser) => walletConnectQrBench({ root: ROOT, manifest, bundle, browser })))) over = true;
}

// The wallet catalogue's figures (search render, scroll tasks), from its own script when it exists.
const catalogueBench = `${ROOT}dev/bench-catalogue.ts`;
if (runs('catalogue') && existsSync(catalogueBench)) {
  console.log('\nWallet catalogue (dev/bench-catalogue.ts):');
  const run = spawnSync(process.execPath, ['--import', 'tsx', catalogueBench], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  process.stdout.write(run.stdout ?? '');
  if (run.status !== 0) {
    process.stderr.write(run.stderr ?? '');
    console.log(`  dev/bench-catalogue.ts exited with ${run.status ?? run.signal}`);
    over = true;
  }
}

// The data service (issue 10): its routes under load on PostgreSQL and PGlite, the indexer's catch-up, and the
// Account tabs in Chromium with a heavy account. Each section is dev/bench/<name>.ts.
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const DATABASE_SECTIONS: Section[] = ['data-http', 'data-instances', 'indexer'];
if (DATABASE_SECTIONS.some(runs))
  console.log(
    `\nData service figures on PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}${process.env.DATABASE_URL ? ' (DATABASE_URL)' : " (DATABASE_URL unset: the machine's server)"} and on PGlite`,
  );
if (runs('data-http') && !(await dataHttpBench({ databaseUrl }))) over = true;
if (runs('data-instances') && !(await dataInstancesBench({ databaseUrl }))) over = true;
if (runs('indexer') && !(await indexerSpeedBench({ databaseUrl }))) over = true;
const diagnose = process.env.WM_BENCH_DIAGNOSE === '1';
if (runs('account-tabs') && !(await inChromium((browser) => accountTabsBench({ root: ROOT, browser, diagnose })))) over = true;

// The swap quote route (issue 11) against Anvil and the stack's DemoSwap, and the Send view's toast.
if (runs('swap-quote') && !(await swapQuoteBench())) over = true;
if (runs('send-toast') && !(await inChromium((browser) => sendToastBench({ root: ROOT, browser })))) over = true;

// The embedded wallet's email login (issue 21): code submitted -> connected, against the stack's auth service and frame.
if (runs('embedded-login') && !(await inChromium((browser) => embeddedLoginBench({ root: ROOT, browser })))) over = true;

process.exitCode = over ? 1 : 0;
// The WalletConnect clients keep timers of their own; everything has been printed, so end here.
process.exit();
