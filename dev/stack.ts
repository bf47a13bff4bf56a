// The local stack behind `npm start` and the end-to-end tests: Anvil devnets (with the demo contracts and a seeded
// history, dev/contracts/), the WalletConnect relay, the wallet catalogue (server/catalogue/), the demo page and the
// phone wallet page, and the local onramp provider's checkout (dev/onramp-provider/).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { startAnvil } from './anvil.ts';
import type { Anvil } from './anvil.ts';
import { deployDemoContracts, HISTORY_SPAN_SECONDS } from './contracts/deploy.ts';
import type { DemoContracts } from './contracts/deploy.ts';
import { startOnrampProvider } from './onramp-provider/server.ts';
import { startStackAuth } from './stack-auth-service.ts';
import { startStackFrame } from './stack-frame.ts';
import type { OnrampProvider } from './onramp-provider/server.ts';
import { ensureServerBuild, startServiceProcess } from './service-process.ts';
import type { ServiceProcess } from './service-process.ts';
import { seedSolanaHistory } from './solana/history.ts';
import { startSolanaRpc } from './solana-rpc.ts';
import type { SolanaRpc } from './solana-rpc.ts';
import { PHONE_WALLET_PATH, stackCatalogueConfig } from './stack-catalogue.ts';
import { startStackDataService } from './stack-data-service.ts';
import { DEMO_CHAINS, onrampNetworks, rpcUrlOf, SEEDED_CHAINS, solanaCaipNetworkId } from './stack-networks.ts';
import type { StackChain } from './stack-networks.ts';
import { stackPagePlugin } from './stack-page.ts';
import { startRelay } from './walletconnect-relay.ts';
import type { Relay } from './walletconnect-relay.ts';

export { rpcUrlOf, solanaCaipNetworkId } from './stack-networks.ts';
export type { StackChain } from './stack-networks.ts';

export type StackOptions = {
  /** The demo page's port; 0 (default): a free one. */
  port?: number;
  /** true (default): only errors are printed; false: Vite's and the services' logs too, as `npm start` shows them. */
  quiet?: boolean;
};
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
  /** The auth service (server/auth/: email codes, sessions, key shares), allowing the frame's origin; PGlite in memory. */
  authUrl: string;
  /** The dev inbox (dev/smtp-inbox.ts): the page where a person reads the auth service's codes; `/messages?to=` is its JSON. */
  devInboxUrl: string;
  /** The dev OpenID provider (dev/openid-provider.ts), the issuer the auth service's google and github logins go to. */
  openIdProviderUrl: string;
  /** The LiteSVM-backed Solana RPC (dev/solana-rpc.ts) and its CAIP-2 id. */
  solana: {
    rpcUrl: string;
    genesisHash: string;
    caipNetworkId: string;
    faucet: SolanaRpc['faucet'];
    /** The signatures of the seeded Solana history (dev/solana/history.ts), oldest first. */
    history: string[];
    /** The slot of the chain's first block: where an indexer of this chain starts. */
    firstSlot: number;
  };
  /** The demo contracts and seeded history of each chain in SEEDED_CHAINS (31337, 31338), by chain id. */
  contracts: Record<number, DemoContracts>;
  stop(): Promise<void>;
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * One Anvil per demo chain, started together. A seeded chain's genesis lies before its history, which starts
 * HISTORY_SPAN_SECONDS before `now`. If one fails to start, the ones that did are stopped before it is reported.
 */
async function startDemoChains(now: number): Promise<{ chains: StackChain[]; anvils: Anvil[] }> {
  const started = await Promise.allSettled(
    DEMO_CHAINS.map(async (chain) => {
      const timestamp = SEEDED_CHAINS.includes(chain.chainId) ? { timestamp: now - HISTORY_SPAN_SECONDS - 3600 } : {};
      return { chain, anvil: await startAnvil({ chainId: chain.chainId, ...timestamp }) };
    }),
  );
  const running = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    for (const { anvil } of running.reverse()) await anvil.stop().catch(() => {});
    throw failed.reason;
  }
  return { chains: running.map(({ chain, anvil }) => ({ ...chain, rpcUrl: anvil.rpcUrl })), anvils: running.map(({ anvil }) => anvil) };
}

/** The port a listening dev server got (a TCP one: it was given a host and a port). */
function listeningPort(server: ViteDevServer): number {
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the page server is not listening on a TCP port');
  return address.port;
}

export async function startStack({ port = 0, quiet = true }: StackOptions = {}): Promise<Stack> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  const now = Math.floor(Date.now() / 1000);
  // The services run built (dist/server/), as a site runs them: rebuilt here only when a source is newer.
  const built = ensureServerBuild();
  built.catch(() => {});
  const { chains, anvils } = await startDemoChains(now);
  for (const anvil of anvils) stops.push(() => anvil.stop());

  let server: ViteDevServer;
  let catalogue: ServiceProcess | undefined;
  let dataService: ServiceProcess | undefined;
  let relay: Relay;
  let solanaRpc: SolanaRpc;
  let onrampProvider: OnrampProvider;
  let pageUrl: string;
  let frameUrl: string;
  let auth: { authUrl: string; devInboxUrl: string; openIdProviderUrl: string } | undefined;
  const contracts: Record<number, DemoContracts> = {};
  let solanaHistory: string[] = [];
  const seeding: Promise<unknown>[] = [];
  // Seeding runs alongside the rest of the start and is awaited at its end; until then a failure must not go unhandled.
  const seed = (step: Promise<unknown>) => {
    step.catch(() => {});
    seeding.push(step);
  };
  // Vite's dev server exits the process on SIGTERM (and when stdin ends) by itself, racing our shutdown and
  // leaving the exit code at 143; the stack's owner (start.ts, the test setup) decides when to stop instead.
  const viteSigterm = new Set(process.listeners('SIGTERM'));
  const viteStdinEnd = new Set(process.stdin.listeners('end'));
  try {
    // As the public relay: every WalletConnect client of the stack (the element, the Phone Wallet) must sign its token.
    relay = await startRelay({ requireAuth: true });
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
      plugins: [stackPagePlugin({ chains, relayUrl: relay.relayUrl, catalogueUrl: () => catalogue?.url, dataUrl: () => dataService?.url, solana })],
    });
    stops.push(() => server.close());
    await server.listen();
    for (const l of process.listeners('SIGTERM')) if (!viteSigterm.has(l)) process.off('SIGTERM', l);
    // Node types stdin's listeners as Function; each is one Vite added for 'end', so it takes its arguments.
    for (const l of process.stdin.listeners('end')) if (!viteStdinEnd.has(l)) process.stdin.off('end', l as (...args: unknown[]) => void);
    pageUrl = `http://127.0.0.1:${listeningPort(server)}/`;
    const frame = await startStackFrame({ allowedOrigins: () => [new URL(pageUrl).origin], authUrl: () => auth?.authUrl, quiet });
    stops.push(() => frame.stop());
    frameUrl = frame.url;
    // The auth service and its SMTP inbox start now, alongside the rest, and are awaited at the end.
    const startingAuth = startStackAuth({ allowedOrigins: [new URL(frameUrl).origin], quiet });
    stops.push(() => startingAuth.stop());
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
    const startedCatalogue = await startServiceProcess({
      service: 'catalogue',
      label: 'catalogue',
      config: stackCatalogueConfig(pageUrl),
      quiet,
      env: { PORT: '0', HOST: undefined },
    });
    catalogue = startedCatalogue;
    stops.push(() => startedCatalogue.stop());
    await Promise.all(seeding);
    const startedData = await startStackDataService({
      chains,
      contracts,
      quiet,
      pageUrl,
      solana: { ...solana, demoAddress: solanaRpc.faucet.demo.address, mint: solanaRpc.faucet.token.mint, firstSlot: solanaRpc.firstSlot },
      onramp: { providerUrl: onrampProvider.checkoutUrl },
    });
    dataService = startedData;
    stops.push(() => startedData.stop());
    auth = await startingAuth.ready;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: pageUrl,
    chains,
    relayUrl: relay.relayUrl,
    catalogueUrl: catalogue.url,
    dataUrl: dataService.url,
    phoneWalletUrl: `${pageUrl}${PHONE_WALLET_PATH}`,
    onrampProviderUrl: onrampProvider.checkoutUrl,
    frameUrl,
    authUrl: auth.authUrl,
    devInboxUrl: auth.devInboxUrl,
    openIdProviderUrl: auth.openIdProviderUrl,
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
