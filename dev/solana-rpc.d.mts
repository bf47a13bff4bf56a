export type SolanaRpc = {
  rpcUrl: string;
  genesisHash: string;
  /** The slot of the chain's first block (the first funding airdrop); the slots below it have none. */
  firstSlot: number;
  stop(): Promise<void>;
  faucet: {
    address: string;
    airdrop(to: string, lamports: bigint): Promise<string>;
    accounts: { address: string; lamports: bigint }[];
    demo: { address: string; seed: Uint8Array };
    token: { mint: string; decimals: number; accounts: Record<string, string> };
  };
};
export declare const DEMO_SOLANA_SEED: Uint8Array;
export declare const LAMPORTS_PER_SOL: bigint;
export declare function startSolanaRpc(options?: { port?: number }): Promise<SolanaRpc>;
