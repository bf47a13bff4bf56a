/**
 * Errors with stable codes. `shortMessage` is the SPEC §8 text shown to people;
 * foreign errors (EIP-1193, JSON-RPC, ethers) become ours once, at the boundary.
 */

export const MESSAGES = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  transactionStarted: 'Transaction started',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  signatureDeclined: 'Signature declined',
  siwxBothConfigs: 'Cannot set both `siweConfig` and `siwx` options',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  failedToDisconnect: 'Failed to disconnect',
  unsupportedChain: 'Unsupported chain',
  invalidCaipAddress: 'Invalid CAIP Address',
  requestAborted: 'Request was aborted',
  anErrorOccurred: 'An error occurred',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  actionNotAllowed: 'Action not allowed',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  networkNotInSetup: 'Network must be in the networks array of the setup',
  invalidInput: 'Invalid input',
  required: 'Required',
  // Not SPEC wording (the spec has no code-loading failure): a lazily loaded part that failed to fetch or was refused.
  loadFailed: 'Unable to load the wallet modal',
  relayUnreachable: 'Could not reach the WalletConnect relay',
} as const;


/** SPEC §8 alerts: each is shown once. */
export const ALERTS = {
  networkNotFound: { code: 'NETWORK_NOT_FOUND', title: 'Network Not Found' },
  invalidAppConfiguration: { code: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration' },
  sessionExpired: { code: 'SESSION_EXPIRED', title: 'Session Expired' },
  projectIdNotConfigured: { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' },
  socialsTimeout: { code: 'SOCIALS_TIMEOUT', title: 'Socials timeout' },
} as const;
export type AlertCode = (typeof ALERTS)[keyof typeof ALERTS]['code'];

export type WalletModalErrorCode =
  | 'UNKNOWN'
  | 'INVALID_ATTRIBUTE'
  | 'INVALID_INPUT'
  | 'INVALID_CAIP_ADDRESS'
  | 'INVALID_NETWORK_ID'
  | 'NETWORK_NOT_IN_SETUP'
  | 'NETWORK_NOT_FOUND'
  | 'CONNECTOR_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'BALANCE_UNAVAILABLE'
  | 'WALLET_REPLY_INVALID'
  | 'ACTION_NOT_ALLOWED'
  | 'RPC_CALL_NOT_ALLOWED'
  | 'RPC_REPLY_INVALID'
  | 'LOAD_FAILED'
  | 'RELAY_UNREACHABLE'
  | 'SWAP_UNSUPPORTED'
  | 'GAS_PRICE_UNSUPPORTED'
  | 'SWAP_REFUSED'
  | 'INSUFFICIENT_GAS'
  | 'INSUFFICIENT_FUNDS'
  | 'NAME_NOT_FOUND'
  | AlertCode
  | `RPC_${number}`
  // SPEC §8's node failures (node-errors.ts NODE_ERRORS).
  | `NODE_${string}`
  | `PROVIDER_${number}`;

export type WalletModalErrorOptions = { cause?: unknown; details?: string };

export class WalletModalError extends Error {
  override name = 'WalletModalError';
  readonly code: WalletModalErrorCode;
  readonly shortMessage: string;
  readonly details: string | undefined;
  override readonly cause: unknown;

  constructor(code: WalletModalErrorCode, shortMessage: string, options: WalletModalErrorOptions = {}) {
    const details = options.details ?? detailsOf(options.cause);
    super(details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage);
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = details;
    this.cause = options.cause;
  }

  /** The first error in the cause chain (this one included) that matches, or undefined. */
  walk(match: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current && !seen.has(current)) {
      if (match(current)) return current;
      seen.add(current);
      current = (current as { cause?: unknown }).cause;
    }
    return undefined;
  }
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof WalletModalError) return cause.details ?? cause.shortMessage;
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return undefined;
}

/**
 * What the first script does with a failure: ours pass through, anything else is 'An error occurred'. Foreign errors
 * (wallet and node codes) are turned into ours at the connector boundary, with toWalletModalError (rpc-errors.ts),
 * which stays out of the first script.
 */
export function asWalletModalError(error: unknown): WalletModalError {
  return error instanceof WalletModalError ? error : new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { cause: error });
}
