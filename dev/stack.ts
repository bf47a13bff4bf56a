// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// The local stack behind `npm start` and the end-to-end tests: Anvil devnets (with the demo contracts and a seeded
// history, dev/contracts/), the WalletConnect relay, the wallet catalogue (server/catalogue/), the demo page and the
// phone wallet page, and the local onramp provider's checkout (dev/onramp-provider/).
import { demoSiwxRoute } from './demo-siwx.ts';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startAnvil } from './anvil.ts';
import { startRelay } from './walletconnect-relay.ts';
import { startSolanaRpc } from './solana-rpc.ts';
import { seedSolanaHistory } from './solana/history.ts';
import { deployDemoContracts, HISTORY_SPAN_SECONDS } from './contracts/deploy.ts';
import { NFT_ASSET_PATH, nftAsset } from './contracts/nft-assets.ts';
import { startStackDataService } from './stack-data-service.ts';
import { ensureServerBuild, startServiceProcess } from './service-process.ts';
import { startOnrampProvider } from './onramp-provider/server.ts';
import { startStackFrame } from './stack-frame.ts';

export type StackChain = { chainId: number; name: string; rpcUrl: string };
export type Stack = {
  /** The demo page, e.g. http://127.0.0.1:5173/ */
  url: string;
  chains: StackChain[];
  /** The loopback WalletConnect relay, ws://127.0.0.1:PORT */
  relayUrl: string;
  /** The wallet catalogue service (SPEC §7 routes, server/catalogue/), http://127.0.0.1:PORT */
  catalogueUrl: string;
  /** The data service (server/data/: balances, history, prices, names), PGlite in memory, http://127.0.0.1:PORT */
  dataUrl: string;
  /** The phone wallet page; `${phoneWalletUrl}wc?uri=...` is its deep link. */
  phoneWalletUrl: string;
  /** The local onramp provider's checkout page (dev/onramp-provider/), which the data service's onramp URLs name. */
  onrampProviderUrl: string;
  /** The embedded wallet's frame (frame/, dev/stack-frame.ts) on its own origin; it allows the demo page's origin. */
  frameUrl: string;
  /** The LiteSVM-backed Solana RPC (dev/solana-rpc.ts) and its CAIP-2 id. */
  solana: {
    rpcUrl: string;
    genesisHash: string;
    caipNetworkId: string;
    faucet: import('./solana-rpc.ts').SolanaRpc['faucet'];
    /** The signatures of the seeded Solana history (dev/solana/history.ts), oldest first. */
    history: string[];
    /** The slot of the chain's first block: where an indexer of this chain starts. */
    firstSlot: number;
  };
  /** The demo contracts and seeded history of each chain in SEEDED_CHAINS (31337, 31338), by chain id. */
  contracts: Record<number, import('./contracts/deploy.ts').DemoContracts>;
  stop(): Promise<void>;
};
type WalletListing = { id: string; name: string; image_url?: string; chains: string[]; webapp_link?: string };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** 31337 and 31338 are the demo page's networks; 31339 is known only to the wallet (an unsupported network). */
const DEMO_CHAINS = [
  { chainId: 31337, name: 'Localhost 31337' },
  { chainId: 31338, name: 'Localhost 31338' },
  { chainId: 31339, name: 'Localhost 31339' },
];
const PAGE_NETWORKS = ['eip155:31337', 'eip155:31338'];
/** The chains that get the demo contracts and a seeded history. */
const SEEDED_CHAINS = [31337, 31338];

/**
 * CAIP-2 names a Solana network by the first 32 characters of its genesis hash.
 * @param {string} genesisHash
 */
export function solanaCaipNetworkId(genesisHash: string): string;
export function solanaCaipNetworkId(genesisHash) {
  return `solana:${genesisHash.slice(0, 32)}`;
}

/** The phone wallet page, relative to the demo page's URL; `${PHONE_WALLET_PATH}wc?uri=...` is its deep link. */
const PHONE_WALLET_PATH = 'dev/phone-wallet/';
/** The phone wallet's id in the demo catalogue. */
const PHONE_WALLET_ID = 'walletmodal-phone';

/**
 * The RPC URL of one of the stack's chains; throws if the stack has no such chain (a typo in a test, not a skip).
 * @param {{ chainId: number, rpcUrl: string }[]} chains
 * @param {number} chainId
 * @returns {string}
 */
export function rpcUrlOf(chains: { chainId: number; rpcUrl: string }[], chainId: number): string;
export function rpcUrlOf(chains, chainId) {
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`The stack runs no chain ${chainId} (it has ${chains.map((c) => c.chainId).join(', ')})`);
  return chain.rpcUrl;
}

/**
 * The Phone Wallet's catalogue listing (SPEC §3) for a stack whose demo page is at `pageUrl`.
 * @param {string} pageUrl
 */
function phoneWalletListing(pageUrl: string): WalletListing;
function phoneWalletListing(pageUrl) {
  return {
    id: PHONE_WALLET_ID,
    name: 'Phone Wallet',
    image_url: `${new URL('/favicon.svg', pageUrl)}`,
    chains: [...PAGE_NETWORKS],
    webapp_link: `${new URL(PHONE_WALLET_PATH, pageUrl)}`,
  };
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Gives the pages their stack (chains, relay and catalogue URLs), which changes with every start, and serves the
 * phone wallet's deep link (`/dev/phone-wallet/wc?uri=...`) with its page.
 * @param {{ chains: { chainId: number, name: string, rpcUrl: string }[], relayUrl: string, catalogueUrl: () => string | undefined, dataUrl: () => string | undefined, solana: { rpcUrl: string, caipNetworkId: string } }} stack
 */
function stackPlugin({ chains, relayUrl, catalogueUrl, dataUrl, solana }) {
  const rpcUrls = {
    ...Object.fromEntries(chains.filter((c) => PAGE_NETWORKS.includes(`eip155:${c.chainId}`)).map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
    [solana.caipNetworkId]: solana.rpcUrl,
  };
  return {
    name: 'wallet-modal-stack',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (url.pathname === `/${PHONE_WALLET_PATH}wc` || url.pathname === `/${PHONE_WALLET_PATH}wc/`) {
          req.url = `/${PHONE_WALLET_PATH}index.html${url.search}`;
        }
        if (url.pathname.startsWith(`/${NFT_ASSET_PATH}`)) {
          const base = `http://${req.headers.host ?? '127.0.0.1'}/${NFT_ASSET_PATH}`;
          const asset = nftAsset(url.pathname.slice(NFT_ASSET_PATH.length + 1), base);
          if (!asset) {
            res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
            return;
          }
          res
            .writeHead(200, { 'content-type': asset.contentType, 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=3600' })
            .end(asset.body);
          return;
        }
        next();
      });
      server.middlewares.use(demoSiwxRoute(server, { chains, solana }));
    },
    transformIndexHtml(html) {
      const catalogue = catalogueUrl();
      const data = dataUrl();
      const config = JSON.stringify({
        chains,
        relayUrl,
        solana,
        ...(catalogue ? { catalogueUrl: catalogue } : {}),
        ...(data ? { dataUrl: data } : {}),
      }).replace(/</g, '\\u003c');
      return html
        .replace('%WM_SOLANA_NETWORK%', escapeAttribute(solana.caipNetworkId))
        .replace('%WM_RPC_URLS%', escapeAttribute(JSON.stringify(rpcUrls)))
        .replace('%WM_RELAY_URL%', escapeAttribute(relayUrl))
        .replace(/\s*catalogue-url="%WM_CATALOGUE_URL%"/, catalogue ? ` catalogue-url="${escapeAttribute(catalogue)}"` : '')
        .replace(/\s*api-url="%WM_API_URL%"/, data ? ` api-url="${escapeAttribute(data)}"` : '')
        .replace('<head>', `<head>\n    <script>window.__WM_STACK__ = ${config};</script>`);
    },
  };
}

/** The Demo Wallet's listing: its rdns matches the extension the demo page announces, so it shows as installed. */
const DEMO_WALLET_LISTING = { id: 'walletmodal-demo', name: 'Demo Wallet', rdns: 'dev.walletmodal.demo', chains: [...PAGE_NETWORKS] };

/**
 * The configuration the stack starts the built catalogue (dist/server/catalogue.js) with: the Phone Wallet (pointing at
 * this stack's page) and the Demo Wallet before the bundled list, their images and links allowed on the page's origin
 * and only there; analytics enabled (a page still needs features="analytics"), its events readable at /e/recent.
 * @param {string} pageUrl
 */
function stackCatalogueConfig(pageUrl: string): { extraWallets: unknown[]; origin: string; analytics: { enabled: boolean; exposeRecent: boolean } };
function stackCatalogueConfig(pageUrl) {
  return {
    extraWallets: [phoneWalletListing(pageUrl), DEMO_WALLET_LISTING],
    origin: new URL(pageUrl).origin,
    analytics: { enabled: true, exposeRecent: true },
  };
}

/**
 * What the local onramp provider sells: ETH on the page's Anvil chains and SOL on the Localnet, at most 10 of either
 * at once (SPEC §9's card and bank limits buy far less at the dev prices).
 * @param {{ chainId: number, name: string, rpcUrl: string }[]} chains
 * @param {{ rpcUrl: string, caipNetworkId: string }} solana
 * @returns {Record<string, import('./onramp-provider/server.ts').ProviderNetwork>}
 */
function onrampNetworks(chains, solana) {
  const evm = chains
    .filter((c) => PAGE_NETWORKS.includes(`eip155:${c.chainId}`))
    .map((c) => [`eip155:${c.chainId}`, { kind: 'evm', name: c.name, rpcUrl: c.rpcUrl, symbol: 'ETH', decimals: 18, maxUnits: 10n * 10n ** 18n }]);
  return Object.fromEntries([
    ...evm,
    [solana.caipNetworkId, { kind: 'solana', name: 'Solana Localnet', rpcUrl: solana.rpcUrl, symbol: 'SOL', decimals: 9, maxUnits: 10n * 10n ** 9n }],
  ]);
}

/**
 * @param {{ port?: number, quiet?: boolean }} [options]
 */
export function startStack(options?: { port?: number; quiet?: boolean }): Promise<Stack>;
export async function startStack({ port = 0, quiet = true } = {}) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  // If one chain fails to start, stop the ones that did before reporting it. A seeded chain's genesis lies before
  // its history, which starts HISTORY_SPAN_SECONDS ago.
  const now = Math.floor(Date.now() / 1000);
  // The services run built (dist/server/), as a site runs them: rebuilt here only when a source is newer.
  const built = ensureServerBuild();
  built.catch(() => {});
  const started = await Promise.allSettled(
    DEMO_CHAINS.map(({ chainId }) =>
      startAnvil({
        chainId,
        ...(SEEDED_CHAINS.includes(chainId) ? { timestamp: now - HISTORY_SPAN_SECONDS - 3600 } : {}),
      }),
    ),
  );
  const anvils = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  for (const anvil of anvils) stops.push(() => anvil.stop());
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const chains = DEMO_CHAINS.map((c, i) => ({ ...c, rpcUrl: anvils[i].rpcUrl }));

  let server: import('vite').ViteDevServer;
  let catalogueUrl: string | undefined;
  let dataUrl: string | undefined;
  let relay: import('./walletconnect-relay.ts').Relay;
  let solanaRpc: import('./solana-rpc.ts').SolanaRpc;
  let onrampProvider: Awaited<ReturnType<typeof startOnrampProvider>>;
  let frameUrl: string;
  /** @type {Record<number, import('./contracts/deploy.ts').DemoContracts>} */
  const contracts = {};
  /** @type {string[]} */
  let solanaHistory = [];
  /** @type {Promise<unknown>[]} */
  const seeding = [];
  // Seeding runs alongside the rest of the start and is awaited at its end; until then a failure must not go unhandled.
  const seed = (/** @type {Promise<unknown>} */ step) => {
    step.catch(() => {});
    seeding.push(step);
  };
  // Vite's dev server exits the process on SIGTERM (and when stdin ends) by itself, racing our shutdown and
  // leaving the exit code at 143; the stack's owner (start.ts, the test setup) decides when to stop instead.
  const viteSigterm = new Set(process.listeners('SIGTERM'));
  const viteStdinEnd = new Set(process.stdin.listeners('end'));
  try {
    relay = await startRelay();
    stops.push(() => relay.stop());
    solanaRpc = await startSolanaRpc();
    stops.push(() => solanaRpc.stop());
    seed(
      seedSolanaHistory({ rpcUrl: solanaRpc.rpcUrl, token: solanaRpc.faucet.token }).then((signatures) => {
        solanaHistory = signatures;
      }),
    );
    const solana = { rpcUrl: solanaRpc.rpcUrl, caipNetworkId: solanaCaipNetworkId(solanaRpc.genesisHash) };
    onrampProvider = await startOnrampProvider({
      networks: onrampNetworks(chains, solana),
      log: quiet ? () => {} : (line) => console.log(`onramp provider: ${line}`),
    });
    stops.push(() => onrampProvider.stop());
    server = await createServer({
      configFile: `${ROOT}vite.config.ts`,
      root: ROOT,
      logLevel: quiet ? 'error' : 'info',
      clearScreen: false,
      server: { host: '127.0.0.1', port, strictPort: port !== 0 },
      // The phone wallet page is a second dev entry: pre-bundle its dependencies up front too (no mid-test reload).
      optimizeDeps: { entries: [`${PHONE_WALLET_PATH}index.html`], include: ['@walletconnect/sign-client'] },
      plugins: [stackPlugin({ chains, relayUrl: relay.relayUrl, catalogueUrl: () => catalogueUrl, dataUrl: () => dataUrl, solana })],
    });
    stops.push(() => server.close());
    await server.listen();
    for (const l of process.listeners('SIGTERM')) if (!viteSigterm.has(l)) process.off('SIGTERM', l);
    for (const l of process.stdin.listeners('end')) if (!viteStdinEnd.has(l)) process.stdin.off('end', /** @type {any} */ (l));
    const pageUrl = `http://127.0.0.1:${server.httpServer.address().port}/`;
    const frame = await startStackFrame({ allowedOrigins: () => [new URL(pageUrl).origin], quiet });
    stops.push(() => frame.stop());
    frameUrl = frame.url;
    // The NFT collections' base URI is the page's own server (NFT_ASSET_PATH), so they deploy once it listens;
    // meanwhile the catalogue starts.
    for (const chainId of SEEDED_CHAINS) {
      seed(
        deployDemoContracts({ rpcUrl: rpcUrlOf(chains, chainId), chainId, imageBaseUrl: pageUrl, now }).then((deployed) => {
          contracts[chainId] = deployed;
        }),
      );
    }
    await built;
    const catalogue = await startServiceProcess({
      service: 'catalogue',
      label: 'catalogue',
      config: stackCatalogueConfig(pageUrl),
      quiet,
      env: { PORT: '0', HOST: undefined },
    });
    stops.push(() => catalogue.stop());
    catalogueUrl = catalogue.url;
    await Promise.all(seeding);
    const dataService = await startStackDataService({
      chains,
      contracts,
      quiet,
      pageUrl,
      solana: { ...solana, demoAddress: solanaRpc.faucet.demo.address, mint: solanaRpc.faucet.token.mint, firstSlot: solanaRpc.firstSlot },
      onramp: { providerUrl: onrampProvider.checkoutUrl },
    });
    stops.push(() => dataService.stop());
    dataUrl = dataService.url;
  } catch (error) {
    await stopAll();
    throw error;
  }
  const address = server.httpServer.address();
  const url = `http://127.0.0.1:${address.port}/`;
  return {
    url,
    chains,
    relayUrl: relay.relayUrl,
    catalogueUrl,
    dataUrl,
    phoneWalletUrl: `${url}${PHONE_WALLET_PATH}`,
    onrampProviderUrl: onrampProvider.checkoutUrl,
    frameUrl,
    solana: {
      rpcUrl: solanaRpc.rpcUrl,
      genesisHash: solanaRpc.genesisHash,
      caipNetworkId: solanaCaipNetworkId(solanaRpc.genesisHash),
      faucet: solanaRpc.faucet,
      history: solanaHistory,
      firstSlot: solanaRpc.firstSlot,
    },
    contracts,
    stop: stopAll,
  };
}
