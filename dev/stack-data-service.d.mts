import type { ViteDevServer } from 'vite';
import type { DataService, Database } from '../server/data/index';
import type { DemoContracts } from './contracts/deploy.mjs';

export type StackDataModules = { data: typeof import('../server/data/index'); readers: typeof import('../server/data/chain/index') };
export type StackDataOptions = {
  chains: { chainId: number; name: string; rpcUrl: string }[];
  contracts: Record<number, DemoContracts>;
  solana: { rpcUrl: string; caipNetworkId: string; demoAddress: string; mint: string; firstSlot: number };
  /** The page server, which serves the NFT collections' metadata and images. */
  pageUrl: string;
  quiet: boolean;
  /** 0 (default): a free port. */
  port?: number;
  /** An open database the service takes over (openStackDatabase); a fresh PGlite in memory when absent. */
  database?: Database;
  /** The onramp routes, sending buyers to this provider checkout (the stack's dev/onramp-provider/); absent: no onramp routes. */
  onramp?: { providerUrl: string };
};
export declare const ONRAMP_PROVIDER_NAME: string;
export declare const DEV_FIAT: { id: string; usd: string }[];
export declare const DEV_NAME_SUFFIX: string;
export declare const DEV_PRICES: { native: { eip155: string; solana: string }; DUSD: string; DEMO18: string; solanaDemo: string };
export declare const STACK_INDEXER_INTERVAL_MS: number;
export declare function loadStackDataModules(server: ViteDevServer): Promise<StackDataModules>;
export declare function openStackDatabase(server: ViteDevServer): Promise<Database>;
export declare function startStackDataService(modules: StackDataModules, options: StackDataOptions): Promise<DataService>;
