// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Issue 4's bench figure: the Solana chunk's size, and proof in Chromium that a page set up with EVM networks only
// never fetches it, while a page with a Solana network does. Reads dist/ as `npm run bench` just built it.
import { serveBundle } from './catalogue-stack.ts';

const SOLANA_ACTIONS = 'src/client/actions/solana.ts';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * The script files a page fetches from load until the modal's Connect view is shown.
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
async function scriptsFetched(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
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
 * @param {{ root: string, manifest: Record<string, { file: string }>, browser: import('playwright-core').Browser,
 *   chunkFiles: (key: string) => string[] }} options chunkFiles: the files a lazy chunk adds to the initial JS
 * @returns {Promise<{ files: string[], evmOnly: string[], withSolana: string[] }>}
 */
export async function solanaLoading({ root, manifest, browser, chunkFiles }) {
  if (!manifest[SOLANA_ACTIONS]) throw new Error(`the build has no chunk for ${SOLANA_ACTIONS}: is Solana still loaded lazily?`);
  const files = chunkFiles(SOLANA_ACTIONS);
  const fetched = async (networks) => {
    const bundle = await serveBundle(root, { 'project-id': 'bench', networks });
    try {
      const scripts = await scriptsFetched(browser, bundle.url);
      return files.filter((f) => scripts.has(f));
    } finally {
      await bundle.stop();
    }
  };
  return { files, evmOnly: await fetched('eip155:1'), withSolana: await fetched(`eip155:1,${SOLANA_MAINNET}`) };
}
