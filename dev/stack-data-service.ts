// The data service (server/data/) as the local stack runs it: PGlite in memory, the seeded devnets and the Solana
// Localnet indexed, the dev price table, names under .wallet-modal.local. Never the process's DATABASE_URL: CI sets
// that for the tests, and the stack must not write into the shared database.
import { startServiceProcess, waitForReady } from './service-process.ts';
import type { DemoContracts } from './contracts/deploy.ts';
import type { ServiceProcess } from './service-process.ts';

export type StackDataOptions = {
  chains: { chainId: number; name: string; rpcUrl: string }[];
  contracts: Record<number, DemoContracts>;
  solana: { rpcUrl: string; caipNetworkId: string; demoAddress: string; mint: string; firstSlot: number };
  /** The page server, which serves the NFT collections' metadata and images. */
  pageUrl: string;
  quiet: boolean;
  /** 0 (default): a free port. */
  port?: number;
  /** The onramp routes, sending buyers to this provider checkout (the stack's dev/onramp-provider/); absent: no onramp routes. */
  onramp?: { providerUrl: string };
};

export const DEV_NAME_SUFFIX = '.wallet-modal.local';

/** The dev price table (USD): ETH 3,000.00 and SOL 150.00, and a price per devnet token (by symbol on the EVM chains). */
const DEV_PRICES = { native: { eip155: '3000.00', solana: '150.00' }, solanaDemo: '0.50' };
const DEV_TOKEN_PRICES: Readonly<Record<string, string>> = { DUSD: '1.00', DEMO18: '2.50' };

/** The local provider's name in the onramp options, and the fiat currencies it takes with their dev USD values. */
const ONRAMP_PROVIDER_NAME = 'Local Provider';
const DEV_FIAT = [
  { id: 'USD', usd: '1.00' },
  { id: 'EUR', usd: '1.10' },
];

/**
 * The demo tokens' and the stack networks' logos: small hand-drawn SVGs in dev/token-icons/, served by the page server
 * (whose origin is in imageOrigins); the data service fetches, checks and serves them (docs/data-service.md "Token and
 * network logos").
 */
const ICONS: Readonly<Record<string, string>> = { DUSD: 'dusd.svg', DEMO18: 'demo18.svg', DEMO: 'demo18.svg' };
const iconUrl = (pageUrl: string, file: string) => `${new URL(`dev/token-icons/${file}`, pageUrl)}`;

/** How often the stack's indexer looks for new blocks once caught up: a transfer shows in the Activity tab within seconds. */
const STACK_INDEXER_INTERVAL_MS = 1000;

/** The configuration file the stack starts the built data service with (docs/deploy.md lists its keys). */
function stackDataConfig({ chains, contracts, solana, pageUrl, onramp }: Omit<StackDataOptions, 'quiet' | 'port'>): Record<string, unknown> {
  const prices: Record<string, Record<string, string>> = {
    [solana.caipNetworkId]: { native: DEV_PRICES.native.solana, [solana.mint]: DEV_PRICES.solanaDemo },
  };
  const spamCollections: string[] = [];
  const evmChains = Object.entries(contracts).map(([id, deployed]) => {
    const chainId = Number(id);
    const chain = chains.find((c) => c.chainId === chainId);
    if (!chain) throw new Error(`contracts were deployed on ${chainId}, which the stack does not run`);
    const caip = `eip155:${chainId}`;
    const chainPrices: Record<string, string> = { native: DEV_PRICES.native.eip155 };
    const tokenIcons: Record<string, string> = {};
    for (const token of deployed.tokens) {
      const price = DEV_TOKEN_PRICES[token.symbol];
      if (price) chainPrices[token.address] = price;
      const icon = ICONS[token.symbol];
      if (icon) tokenIcons[token.address] = iconUrl(pageUrl, icon);
    }
    prices[caip] = chainPrices;
    spamCollections.push(`${caip}:${deployed.spamCollection.address}`);
    // rpcUrl: the indexer's reader, live native balances, and sign-in checks of contract accounts (EIP-1271).
    return {
      chainId: caip,
      name: chain.name,
      // The devnets carry the demo's prices (DEV_TOKEN_PRICES): listed as priced chains, the Tokens tab shows them,
      // where a testnet shows 0.00 (SPEC §9). A configuration of the demo, not an exception in the modal's rule.
      testnet: false,
      nativeSymbol: 'ETH',
      nativeName: 'Ether',
      nativeDecimals: 18,
      rpcUrl: chain.rpcUrl,
      swap: { router: deployed.swap.router },
      iconUrl: iconUrl(pageUrl, `devnet-${chainId}.svg`),
      tokenIcons,
    };
  });
  const solanaChain = {
    chainId: solana.caipNetworkId,
    name: 'Solana Localnet',
    testnet: true,
    nativeSymbol: 'SOL',
    nativeDecimals: 9,
    rpcUrl: solana.rpcUrl,
    watched: [solana.demoAddress],
    // LiteSVM starts far from slot 0, and the slots below its first block hold nothing to index.
    startBlock: solana.firstSlot,
    // The faucet sets the DEMO balance in the genesis state, which no transfer shows: SPL balances are read live.
    liveTokenBalances: true,
    iconUrl: iconUrl(pageUrl, 'solana-localnet.svg'),
    tokenIcons: { [solana.mint]: iconUrl(pageUrl, ICONS.DEMO!) },
  };
  return {
    nameSuffix: DEV_NAME_SUFFIX,
    corsOrigins: '*',
    chains: [...evmChains, solanaChain],
    prices,
    spamCollections,
    // The collections' tokenURIs name the page server (http on 127.0.0.1), which only this origin rule lets the indexer read.
    nftMedia: { origins: [new URL(pageUrl).origin] },
    // The collections' images are on that page server too: loopback, which the service drops unless its origin is listed.
    imageOrigins: [new URL(pageUrl).origin],
    indexer: { intervalMs: STACK_INDEXER_INTERVAL_MS },
    // Every browser of the demo and the whole end-to-end suite come from 127.0.0.1: the limits run, a hundred times higher.
    rateLimitsScale: 100,
    // The Buy routes send buyers to the local provider (dev/onramp-provider/): the chains' native currencies, in USD and EUR.
    ...(onramp
      ? {
          onramp: {
            providerUrl: onramp.providerUrl,
            providerName: ONRAMP_PROVIDER_NAME,
            paymentCurrencies: DEV_FIAT,
            networks: [...evmChains.map((c) => c.chainId), solanaChain.chainId],
          },
        }
      : {}),
  };
}

/**
 * The built data service (dist/server/data.js) over the stack's chains, as a child process on PGlite in memory,
 * resolved once /readyz shows every chain indexed to its head and the NFT images read: a fresh `npm start` shows
 * tokens, NFTs and activity at once. The e2e tests start more of them (their own registry, one to stop).
 */
export async function startStackDataService({ quiet, port = 0, ...stack }: StackDataOptions): Promise<ServiceProcess> {
  const service = await startServiceProcess({
    service: 'data',
    label: 'data service',
    config: stackDataConfig(stack),
    quiet,
    env: { DATABASE_URL: undefined, HOST: undefined, PORT: String(port) },
  });
  try {
    await waitForReady(service.url, { lagZero: true });
  } catch (error) {
    await service.stop('SIGKILL');
    throw error;
  }
  return service;
}
