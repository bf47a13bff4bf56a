/** DESIGN §2: one interface for every kind of wallet. Adding a wallet kind adds a file. */
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import type { Network } from '../chains/network';
import type { Eip1193Provider, RequestArguments } from '../chains/request';
import type { AccountLogin, LoginUser, SocialLoginProvider } from './login';

// The request vocabulary lives in chains/ (the Solana signer speaks it too); connectors re-export it.
export type { Eip1193Provider, RequestArguments } from '../chains/request';
export { SOLANA_METHODS, type SolanaMethod, type SolanaRequests, type SolanaSigner } from '../chains/solana/requests';
export type { AccountLogin, LoginUser, SocialLoginProvider } from './login';

/** SPEC §3: connector type values. */
export type ConnectorType = 'MULTI_CHAIN' | 'AUTH' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'ID_AUTH';

export type ConnectorEvent =
  | { type: 'accountsChanged'; addresses: string[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }
  /** WalletConnect: a pairing URI to show as a QR code or hand to a wallet by link. */
  | { type: 'displayUri'; uri: string };

export type ConnectResult = {
  addresses: string[];
  caipNetworkId: CaipNetworkId;
  /** A connector with `login`: who logged in (SPEC §3's embedded-wallet user), and the social account they used (none: email). */
  user?: LoginUser;
  socialProvider?: SocialLoginProvider;
};

/** Sign-In With Solana's fields as the Wallet Standard's `solana:signIn` takes them (all text; times in ISO 8601). */
export type SolanaSignInFields = {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: '1';
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
};

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
   * Connects by pairing (WalletConnect): while `connect` waits, it emits `displayUri` with a URI that the modal shows as
   * a QR code and opens as a deep link into the chosen wallet, so the modal shows its pairing view rather than the
   * waiting one. Absent: false.
   */
  readonly pairing?: boolean;
  /**
   * One session serves every namespace this connector's id is connected on (WalletConnect, auth): disconnecting one
   * namespace ends them all. Absent: false, each namespace's session is its own.
   */
  readonly sharedSession?: boolean;
  /**
   * Connects after a login in the modal's own views (an email code, a social account; the embedded wallet) rather than
   * in a wallet's: it is not listed among the wallets, and `connect` succeeds only once a login has completed (or, silent,
   * when a stored session still holds). Absent: a wallet.
   */
  readonly login?: AccountLogin;
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
  /**
   * Only on a Solana wallet with the Wallet Standard's `solana:signIn`: the wallet writes the CAIP-122 text from the
   * fields and signs it. Answers that text and the base58 signature.
   */
  signIn?(fields: SolanaSignInFields): Promise<{ message: string; signature: string }>;
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
}
