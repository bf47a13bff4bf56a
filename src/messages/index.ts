/**
 * The words the product says: SPEC §8's messages and our own, each with its key in src/i18n/locales/en.json
 * (test/unit/messages.test.ts). Errors take their `shortMessage` from here.
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
