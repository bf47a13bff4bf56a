/** DESIGN §2: one interface for every kind of wallet. Adding a wallet kind adds a file. */
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import type { Network } from '../chains/network';

/** SPEC §3: connector type values. */
export type ConnectorType = 'MULTI_CHAIN' | 'AUTH' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'ID_AUTH';

export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/** EIP-1193. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: any[]) => void): unknown;
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}

export type ConnectorEvent =
  | { type: 'accountsChanged'; addresses: string[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }
  /** WalletConnect: a pairing URI to show as a QR code or hand to a wallet by link. */
  | { type: 'displayUri'; uri: string };

export type ConnectResult = { addresses: string[]; caipNetworkId: CaipNetworkId };

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
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const satisfies readonly SolanaMethod[];

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

export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly namespace: ChainNamespace;
  /** Only `data:image/`, `https:` or same-origin URLs; rendered as an image, never as markup. */
  readonly imageUrl?: string;
  readonly rdns?: string;
  readonly explorerId?: string;
  /** True when the wallet is present in this browser (an extension). */
  readonly installed: boolean;
  /**
   * Asks the wallet for accounts. With `silent`, only reads accounts already authorised
   * (no prompt) and resolves with no addresses when there are none.
   * Errors are WalletModalErrors (user rejection is UserRejectedRequestError).
   */
  connect(options: { silent?: boolean }): Promise<ConnectResult>;
  disconnect(): Promise<void>;
  getAccounts(): Promise<string[]>;
  /** Asks the wallet to move to this network, adding it first when the wallet does not know it. */
  switchNetwork(network: Network): Promise<void>;
  /**
   * `eip155`: EIP-1193 methods. `solana`: the methods of SolanaRequests, with their params and results.
   * Behind the allow-list of allowed-methods.ts (SPEC §5/§6): any other method is refused with RpcCallNotAllowedError.
   */
  request(args: RequestArguments): Promise<unknown>;
  /** For `getProvider('eip155')`, behind the same allow-list; a solana connector's is its `request` only (the client wraps it in a SolanaSigner). */
  getProvider(): Eip1193Provider;
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
}
