import type { Instruction, KeyPairSigner } from '@solana/kit';
export declare function sendInstructions(rpcUrl: string, payer: KeyPairSigner, instructions: Instruction[], options?: { skipPreflight?: boolean }): Promise<string>;
export declare function seedSolanaHistory(options: { rpcUrl: string; token: { mint: string; decimals: number; accounts: Record<string, string> } }): Promise<string[]>;
