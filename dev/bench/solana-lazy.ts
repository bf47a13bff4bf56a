// Issue 4's bench figure: the Solana chunk's size, and proof in Chromium that a page set up with EVM networks only
// never fetches it, while a page with a Solana network does. Reads dist/ as `npm run bench` just built it.
import type { Browser } from 'playwright-core';
import type { Bundle, BuiltPage, Manifest } from './bundle.ts';
import { serveBundle } from './catalogue-stack.ts';
import { kb } from './table.ts';

const ENTRY = 'src/wallet-modal.ts';
const SOLANA_ACTIONS = 'src/client/actions/solana.ts';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The script files a page fetches from load until the modal's Connect view is shown. */
async function scriptsFetched(browser: Browser, url: string): Promise<Set<string>> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname.slice(1));
  });
  try {
    await page.goto(url);
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-connector-walletConnect').waitFor();
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await page.close();
  }
}

/**
 * The files the Solana chunk alone adds to the initial JS: not a chunk that other lazy code imports too (a shared
 * helper). The chunk's own dynamic imports (the Solana transfer) count as its part: the bundler may place modules
 * they share with it in its chunk, which they then import statically.
 */
function solanaFiles(manifest: Manifest, bundle: Bundle): string[] {
  const { chunk, staticClosure } = bundle;
  if (!bundle.has(ENTRY)) throw new Error(`the build has no ${ENTRY} entry`);
  if (!bundle.has(SOLANA_ACTIONS)) throw new Error(`the build has no chunk for ${SOLANA_ACTIONS}: is Solana still loaded lazily?`);
  const initial = staticClosure(ENTRY);
  const own = new Set(staticClosure(SOLANA_ACTIONS));
  for (const lazy of chunk(SOLANA_ACTIONS).dynamicImports ?? []) for (const k of staticClosure(lazy)) if (!initial.has(k)) own.add(k);
  const shared = new Set(
    Object.keys(manifest)
      .filter((k) => !own.has(k))
      .flatMap((k) => chunk(k).imports ?? [])
      .flatMap((k) => [...staticClosure(k)]),
  );
  return [...own].filter((k) => !initial.has(k) && !shared.has(k)).map((k) => chunk(k).file);
}

/** Prints the figure; resolves false when an EVM-only page fetches Solana code or a Solana page fetches none. */
export async function solanaBench({ root, manifest, bundle, browser }: BuiltPage): Promise<boolean> {
  const files = solanaFiles(manifest, bundle);
  const fetched = async (networks: string) => {
    const served = await serveBundle(root, { 'project-id': 'bench', networks });
    try {
      const scripts = await scriptsFetched(browser, served.url);
      return files.filter((f) => scripts.has(f));
    } finally {
      await served.stop();
    }
  };
  const evmOnly = await fetched('eip155:1');
  const withSolana = await fetched(`eip155:1,${SOLANA_MAINNET}`);
  const size = files.reduce((sum, f) => ({ raw: sum.raw + bundle.fileSize(f).raw, gzip: sum.gzip + bundle.fileSize(f).gzip }), { raw: 0, gzip: 0 });
  console.log(
    `\nSolana chunk (${SOLANA_ACTIONS} and the files only it imports): ${files.length} file${files.length === 1 ? '' : 's'}, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`,
  );
  console.log(`  fetched by a page with networks="eip155:1": ${evmOnly.length} of them${evmOnly.length ? ` (${evmOnly.join(', ')})` : ''}`);
  console.log(`  fetched by a page with an EVM and a Solana network: ${withSolana.length} of them`);
  const pass = evmOnly.length === 0 && withSolana.length > 0;
  console.log(`Check: an EVM-only page loads no Solana code (and a Solana page does): ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}
