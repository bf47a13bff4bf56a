export type StackChain = { chainId: number; name: string; rpcUrl: string };
export type Stack = { url: string; chains: StackChain[]; stop(): Promise<void> };
export declare const DEMO_CHAINS: { chainId: number; name: string }[];
export declare const PAGE_NETWORKS: string[];
export declare function startStack(options?: { port?: number; quiet?: boolean }): Promise<Stack>;
export declare function rpcUrlOf(chains: { chainId: number; rpcUrl: string }[], chainId: number): string;
