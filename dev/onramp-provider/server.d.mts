export type Purchase = { address: string; network: string; networkName: string; cryptoAmount: string; symbol: string; fiatAmount?: string; currency?: string };
export type ProviderNetwork = { kind: 'evm' | 'solana'; name: string; rpcUrl: string; symbol: string; decimals: number; maxUnits: bigint };
export declare const ONRAMP_FAUCET_ACCOUNT: string;
export declare const CHECKOUT_PATH: string;
export declare function parsePurchase(q: Record<string, string | undefined>, networks: Readonly<Record<string, ProviderNetwork>>): (Purchase & { units: bigint }) | string;
export declare function startOnrampProvider(options: { networks: Readonly<Record<string, ProviderNetwork>>; port?: number; log?: (line: string) => void }): Promise<{ url: string; checkoutUrl: string; stop(): Promise<void> }>;
