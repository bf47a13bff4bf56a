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
  /** The LiteSVM-backed Solana RPC (dev/solana-rpc.mjs) and its CAIP-2 id. */
  solana: {
    rpcUrl: string; genesisHash: string; caipNetworkId: string; faucet: import('./solana-rpc.mjs').SolanaRpc['faucet'];
    /** The signatures of the seeded Solana history (dev/solana/history.mjs), oldest first. */
    history: string[];
    /** The slot of the chain's first block: where an indexer of this chain starts. */
    firstSlot: number;
  };
  /** The demo contracts and seeded history of each chain in SEEDED_CHAINS (31337, 31338), by chain id. */
  contracts: Record<number, import('./contracts/deploy.mjs').DemoContracts>;
  stop(): Promise<void>;
};
export type WalletListing = { id: string; name: string; image_url?: string; chains: string[]; webapp_link?: string };
export declare const DEMO_CHAINS: { chainId: number; name: string }[];
export declare const PAGE_NETWORKS: string[];
export declare const SEEDED_CHAINS: number[];
export declare const PHONE_WALLET_PATH: string;
export declare const PHONE_WALLET_ID: string;
export declare const DEMO_WALLET_LISTING: { id: string; name: string; rdns: string; chains: string[] };
export declare function phoneWalletListing(pageUrl: string): WalletListing;
/** The built catalogue's configuration in the stack: the Phone and Demo Wallets first, analytics on. */
export declare function stackCatalogueConfig(pageUrl: string): { extraWallets: unknown[]; origin: string; analytics: { enabled: boolean; exposeRecent: boolean } };
export declare function startStack(options?: { port?: number; quiet?: boolean }): Promise<Stack>;
export declare function solanaCaipNetworkId(genesisHash: string): string;
export declare function rpcUrlOf(chains: { chainId: number; rpcUrl: string }[], chainId: number): string;
