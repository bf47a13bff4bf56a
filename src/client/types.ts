/** The framework-free core's public face: the element and the views call only this. */
import type { createStore } from 'jotai/vanilla';
import type { CaipAddress, CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import type { AccountType } from '../chains/namespaces';
import type { Eip1193Provider, LoginUser, SocialLoginProvider, SolanaSigner } from '../connectors/connector';
import type { ConnectionStatus, TokenBalance } from '../state/account';
import type { ModalOptions } from '../state/options';
import type { Route, ViewName } from '../state/routes';
import type { SendInput, SendReview } from '../state/send-review';
import type { ClientEvent } from './events';
import type { AlertCode } from '../errors';
import type { SiwxSetup } from '../state/siwx';
import type { ImagePreload } from '../services/catalogue/images';

/**
 * sendTransaction's argument: EVM `{ to, value?, data?, gas? }` (value and the optional gas limit a bigint or 0x hex),
 * or Solana wire bytes.
 */
export type EvmTransactionRequest = { to: string; value?: bigint | string; data?: string; gas?: bigint | string };
export type TransactionRequest = EvmTransactionRequest | Uint8Array;

/** SPEC §5: an EVM wallet's answer that is a transaction hash or a signed message (0x and 62 or more hex digits). */
export type HexReply = `0x${string}`;
/** SPEC §5: any other answer of an EVM wallet is an object, handed back as the wallet gave it. */
export type WalletObjectReply = object;
/** A Solana wallet's ed25519 signature, in base58. */
export type SolanaSignature = string;
/** signMessage's and sendTransaction's result: on EVM SPEC §5's hash or signature, or the object; on Solana the signature. */
export type WalletReply = HexReply | WalletObjectReply | SolanaSignature;

export type Store = ReturnType<typeof createStore>;

/** Only the views this build can open with no route data (routes.ts OPENABLE_VIEWS); any other name is refused at runtime too. */
/** `view`: any of SPEC §2's views; one that needs data the modal lacks is refused with a wm-error (open-named-view.ts). */
export type OpenOptions = { view?: ViewName; namespace?: ChainNamespace };

/** SPEC §3: an embedded-wallet account's login. */
export type EmbeddedWalletInfo = {
  user: LoginUser;
  /** The social account used, or 'email' (SPEC §3's default). */
  authProvider: 'email' | SocialLoginProvider;
  /** 'eoa' until smart accounts come. */
  accountType: AccountType;
  isSmartAccountDeployed: boolean;
};

export type AccountInfo = {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  isConnected: boolean;
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  allAccounts: { namespace: ChainNamespace; address: string; type: string }[];
  /** SPEC §3: token balances in base units (bigint), with USD value and price where the data service knows them. */
  tokenBalance: TokenBalance[];
  /** The registered name (from the data service), when there is one. */
  profileName: string | undefined;
  /** The registered avatar's URL, when there is one. */
  profileImage: string | undefined;
  /** The account's page on the network's block explorer. */
  addressExplorerUrl: string | undefined;
  /** SPEC §3's embedded-wallet user, for an account connected by an email or social login. */
  user: LoginUser | undefined;
  /** The social account such a login used; undefined for an email login or a wallet. */
  socialProvider: SocialLoginProvider | undefined;
  /** SPEC §3's account info for the embedded wallet; undefined for a wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined;
};

export interface WalletModalClient {
  readonly store: Store;
  /** Applies new options (an attribute changed). */
  setOptions(options: ModalOptions): void;
  /** Starts discovery and the silent reconnect; idempotent. */
  start(): void;
  /** Stops listening to wallets and the window; the store stays readable. */
  destroy(): void;
  subscribe(listener: (event: ClientEvent) => void): () => void;

  open(options?: OpenOptions): void;
  /** The view open() would show now (SPEC §2 opening rules), without opening: what the UI fetches ahead. */
  openingView(options?: OpenOptions): ViewName;
  /** Shows another namespace of the setup (its account, or its wallets); the other namespaces stay connected. */
  selectNamespace(namespace: ChainNamespace): void;
  close(): void;
  push(route: Route): void;
  goBack(): void;

  /**
   * Connects through a connector; resolves when connected, rejects with a WalletModalError.
   * `walletId` names the catalogue wallet chosen (WalletConnect: its QR view and deep links).
   */
  connect(connectorId: string, options?: { walletId?: string }): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>;
  /** The signature, or the object an EVM wallet answered instead (SPEC §5, actions/wallet-reply.ts). */
  signMessage(message: string): Promise<WalletReply>;
  /** EVM `{ to, value?, data? }` or Solana wire bytes; resolves with the hash or signature, or an EVM wallet's object (send-transaction.ts). */
  sendTransaction(tx: TransactionRequest): Promise<WalletReply>;
  /**
   * Swap: a built approve or swap through the wallet, like sendTransaction but outside the site's transaction stack
   * (the Swap views stay open for the outcome); toasts 'Transaction started' or 'Something went wrong' (actions/swap.ts).
   */
  sendSwapTransaction(tx: EvmTransactionRequest): Promise<string>;
  /** Send: the form checked against the chain (receiver resolved, balances and fee read), or a refusal saying why. */
  prepareSend(input: SendInput): Promise<SendReview>;
  /** Send: the wallet signs the review; resolves with the hash or signature, or an EVM wallet's object (then 'Transaction started' and back to Account). */
  confirmSend(review: SendReview): Promise<WalletReply>;
  /** The reviews' preview: what the active account's transaction would do, asked of the network's RPC (actions/simulate.ts). */
  simulateTransaction(request: TransactionRequest, options?: { signal?: AbortSignal }): Promise<import('./actions/simulation/types').SimulationResult>;
  getAccount(namespace?: ChainNamespace): AccountInfo;
  /** `eip155`: the wallet's EIP-1193 provider; `solana`: a SolanaSigner; undefined when not connected. */
  getProvider(namespace: ChainNamespace): Eip1193Provider | SolanaSigner | undefined;
  /** Reads the native balance again (honouring the 30 s cache unless forced). */
  refreshBalance(namespace?: ChainNamespace, force?: boolean): Promise<void>;
  dismissToast(id: number): void;
  /** Shows one of SPEC §8's alerts unless this page has shown it (a toast and `wm-error` with its code). */
  raiseAlert(code: AlertCode, details?: string): void;
  /** Loads an image ahead of drawing it (SPEC §9): 'loaded', 'failed' on an error, or 'slow' when not there after 2 s. */
  preloadImage(url: string): Promise<ImagePreload>;
  /** Loads the next page of the wallet catalogue (page 1 starts over); state in state/catalogue.ts. */
  loadWallets(options?: { page?: number }): Promise<void>;
  /**
   * Account data (needs `api-url`): the next page of activity (the first with `reset`; with `refresh`, the newest page
   * merged in quietly); state in state/account-data.ts.
   */
  loadActivity(options?: { reset?: boolean; refresh?: boolean }): Promise<void>;
  /** Account data: the NFTs the active account holds. */
  loadNfts(): Promise<void>;
  /** Name suggestions for a typed name (debounced by the view); state in state/account-data.ts. */
  suggestAccountNames(label: string): Promise<void>;
  /** SPEC §4: registers a name for the connected EVM account; rejects with 'Error registering name {name}'. */
  registerAccountName(label: string): Promise<string>;
  /** Searches the wallet catalogue by name (at most 100 results); an empty query clears the search. */
  searchWallets(query: string): Promise<void>;
  /** The site's own sign-in (`siwx` or `siweConfig`), or none: the data service then verifies. */
  setSiwx(setup: SiwxSetup | undefined): void;
  /**
   * SIWXSignMessage's buttons. 'sign': the wallet signs, the signature is verified, the session stored (the view shows
   * a refusal). 'cancel': disconnects when sign-in is required, otherwise closes.
   */
  signIn(choice: 'sign' | 'cancel'): Promise<void>;
  /** A failure the UI met on its own (a chunk that would not load): fires `wm-error` with the error's code. */
  reportError(error: unknown): void;
  /** The embedded wallet's actions (email and social login, email change, ApproveTransaction's answer), loaded on first use. */
  embeddedWallet(): Promise<import('./embedded-wallet-actions').EmbeddedWalletActions>;
}
