// The local stack behind `npm start` and the end-to-end tests: Anvil devnets and the demo page.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startAnvil } from './anvil.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** 31337 and 31338 are the demo page's networks; 31339 is known only to the wallet (an unsupported network). */
export const DEMO_CHAINS = [
  { chainId: 31337, name: 'Localhost 31337' },
  { chainId: 31338, name: 'Localhost 31338' },
  { chainId: 31339, name: 'Localhost 31339' },
];
export const PAGE_NETWORKS = ['eip155:31337', 'eip155:31338'];

/**
 * The RPC URL of one of the stack's chains; throws if the stack has no such chain (a typo in a test, not a skip).
 * @param {{ chainId: number, rpcUrl: string }[]} chains
 * @param {number} chainId
 * @returns {string}
 */
export function rpcUrlOf(chains, chainId) {
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`The stack runs no chain ${chainId} (it has ${chains.map((c) => c.chainId).join(', ')})`);
  return chain.rpcUrl;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Gives the demo page its chains' RPC URLs, which change with every start. */
function stackPlugin(chains) {
  const rpcUrls = Object.fromEntries(chains.filter((c) => PAGE_NETWORKS.includes(`eip155:${c.chainId}`)).map((c) => [`eip155:${c.chainId}`, c.rpcUrl]));
  return {
    name: 'wallet-modal-stack',
    transformIndexHtml(html) {
      const config = JSON.stringify({ chains }).replace(/</g, '\\u003c');
      return html
        .replace('%WM_RPC_URLS%', escapeAttribute(JSON.stringify(rpcUrls)))
        .replace('<head>', `<head>\n    <script>window.__WM_STACK__ = ${config};</script>`);
    },
  };
}

/**
 * @param {{ port?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, chains: { chainId: number, name: string, rpcUrl: string }[], stop: () => Promise<void> }>}
 */
export async function startStack({ port = 0, quiet = true } = {}) {
  // If one chain fails to start, stop the ones that did before reporting it.
  const started = await Promise.allSettled(DEMO_CHAINS.map(({ chainId }) => startAnvil({ chainId })));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  const anvils = started.map((r) => /** @type {PromiseFulfilledResult<Awaited<ReturnType<typeof startAnvil>>>} */ (r).value);
  const chains = DEMO_CHAINS.map((c, i) => ({ ...c, rpcUrl: anvils[i].rpcUrl }));
  let server;
  // Vite's dev server exits the process on SIGTERM (and when stdin ends) by itself, racing our shutdown and
  // leaving the exit code at 143; the stack's owner (start.mjs, the test setup) decides when to stop instead.
  const viteSigterm = new Set(process.listeners('SIGTERM'));
  const viteStdinEnd = new Set(process.stdin.listeners('end'));
  try {
    server = await createServer({
      configFile: `${ROOT}vite.config.ts`,
      root: ROOT,
      logLevel: quiet ? 'error' : 'info',
      clearScreen: false,
      server: { host: '127.0.0.1', port, strictPort: port !== 0 },
      plugins: [stackPlugin(chains)],
    });
    await server.listen();
    for (const l of process.listeners('SIGTERM')) if (!viteSigterm.has(l)) process.off('SIGTERM', l);
    for (const l of process.stdin.listeners('end')) if (!viteStdinEnd.has(l)) process.stdin.off('end', /** @type {any} */ (l));
  } catch (error) {
    await Promise.all(anvils.map((a) => a.stop()));
    throw error;
  }
  const address = server.httpServer.address();
  const url = `http://127.0.0.1:${address.port}/`;
  return {
    url,
    chains,
    async stop() {
      await server.close();
      await Promise.all(anvils.map((a) => a.stop()));
    },
  };
}
