// Issue 23's WalletConnect weight: the gzip bytes of every JS file a page fetches on the QR journey (script tag →
// Connect → WalletConnect → the QR code shown), in Chromium with the built dist/ and the loopback relay, and the
// provider chunk's share. Budget: 250 KB for the journey.
import type { Browser } from 'playwright-core';
import type { BuiltPage } from './bundle.ts';
import { serveBundle } from './catalogue-stack.ts';
import { kb } from './table.ts';

const QR_JOURNEY_BUDGET_GZIP = 250 * 1024;
const PROVIDER = 'src/connectors/walletconnect/provider.ts';

/** The dist/ paths of the JS files the page fetched from load until the QR code carried a `wc:` URI. */
async function scriptsOnQrJourney(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  // Every response, not only `script` requests: modulepreload links fetch JS too.
  page.on('response', (r) => {
    const at = new URL(r.url());
    if (at.origin === new URL(url).origin && at.pathname.endsWith('.js')) scripts.add(at.pathname.slice(1));
  });
  try {
    await page.goto(url);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-connector-walletConnect').click();
    const qr = page.getByTestId('wm-wc-qr');
    await qr.waitFor();
    const uri = await qr.getAttribute('data-uri');
    if (!uri?.startsWith('wc:')) throw new Error(`the QR code shows no wc: URI (${uri})`);
    await page.waitForLoadState('networkidle');
    return [...scripts].sort();
  } finally {
    await page.close();
  }
}

/** Prints the journey's bytes and the provider chunk's; resolves false when the journey is over budget. */
export async function walletConnectQrBench({ root, manifest, bundle, browser }: BuiltPage): Promise<boolean> {
  const provider = manifest[PROVIDER]?.file;
  if (!provider) throw new Error(`the build has no chunk for ${PROVIDER}: is WalletConnect still loaded lazily?`);
  const { startRelay } = await import('../walletconnect-relay.ts');
  const relay = await startRelay();
  try {
    const served = await serveBundle(root, { 'project-id': 'bench', networks: 'eip155:1', 'relay-url': relay.relayUrl });
    let files: string[];
    try {
      files = await scriptsOnQrJourney(browser, served.url);
    } finally {
      await served.stop();
    }
    if (!files.includes(provider)) throw new Error(`the QR journey did not fetch the provider chunk ${provider}`);
    if (process.env.WM_BENCH_DIAGNOSE === '1') for (const f of files) console.log(`    ${f}: ${bundle.fileSize(f).gzip} B`);
    const gzip = files.reduce((sum, f) => sum + bundle.fileSize(f).gzip, 0);
    const providerGzip = bundle.fileSize(provider).gzip;
    console.log(`\nWalletConnect QR journey (script tag → Connect → WalletConnect → QR), JS fetched: ${files.length} files, ${kb(gzip)} gzip (${gzip} B)`);
    console.log(`  of which the provider chunk ${provider}: ${kb(providerGzip)} gzip (${providerGzip} B)`);
    const pass = gzip <= QR_JOURNEY_BUDGET_GZIP;
    console.log(`Budget: QR journey ${kb(gzip)} <= ${kb(QR_JOURNEY_BUDGET_GZIP)} gzip: ${pass ? 'PASS' : 'OVER'}`);
    return pass;
  } finally {
    await relay.stop();
  }
}
