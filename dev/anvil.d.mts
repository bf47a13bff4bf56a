export type Anvil = { chainId: number; rpcUrl: string; stop(): Promise<void> };
export declare function startAnvil(options: { chainId: number; timeoutMs?: number; timestamp?: number }): Promise<Anvil>;
