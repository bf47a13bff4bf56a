import type { DemoContracts } from './contracts/deploy.mjs';
import type { ServiceProcess } from './service-process.mjs';

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
export declare const ONRAMP_PROVIDER_NAME: string;
export declare const DEV_FIAT: { id: string; usd: string }[];
export declare const DEV_NAME_SUFFIX: string;
export declare const DEV_PRICES: { native: { eip155: string; solana: string }; DUSD: string; DEMO18: string; solanaDemo: string };
export declare const STACK_INDEXER_INTERVAL_MS: number;
export declare function stackDataConfig(options: Omit<StackDataOptions, 'quiet' | 'port'>): Record<string, unknown>;
export declare function startStackDataService(options: StackDataOptions): Promise<ServiceProcess>;
