/** The `solana_*` request vocabulary shared by the Solana connectors and the signer. */
import type { CaipNetworkId } from '../caip';

/**
 * The request vocabulary of every `solana` connector: WalletConnect's Solana RPC wire format, so a
 * WalletConnect session passes it through unchanged and a Wallet Standard wallet translates it.
 * Bytes travel as strings: messages and signatures in base58, transactions as base64 wire transactions.
 */
export type SolanaRequests = {
  /** Signs UTF-8 or arbitrary bytes; `message` is base58. Answers the ed25519 signature in base58. */
  solana_signMessage: { params: { message: string; pubkey: string }; result: { signature: string } };
  /** Signs without sending. Answers the fee payer's signature (base58) and the signed transaction (base64). */
  solana_signTransaction: { params: { transaction: string }; result: { signature: string; transaction?: string } };
  solana_signAllTransactions: { params: { transactions: string[] }; result: { transactions: string[] } };
  /** Signs and submits. Answers the transaction signature (base58), which is also its id. */
  solana_signAndSendTransaction: { params: { transaction: string; sendOptions?: Record<string, unknown> }; result: { signature: string } };
};
export type SolanaMethod = keyof SolanaRequests;
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const satisfies readonly SolanaMethod[];

/**
 * What `getProvider('solana')` hands the host: a Wallet-Standard-shaped signer for @solana/web3.js 2.x
 * (compile a transaction with `getTransactionEncoder()`, sign or send its bytes here).
 */
export interface SolanaSigner {
  /** The connected account, base58. */
  readonly address: string;
  /** The CAIP-2 id of the connected Solana network. */
  readonly chain: CaipNetworkId;
  /** Answers the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Answers the signed wire transaction. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>;
  /** Signs and submits; answers the transaction signature in base58. */
  signAndSendTransaction(transaction: Uint8Array): Promise<string>;
}
