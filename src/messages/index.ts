/**
 * The one table of what the product says: SPEC §8's messages and our own words (marked), each its own constant.
 * Each has its key in src/i18n/locales/en.json with the same English: `msg.<name>`, and for the Swap views' words
 * (names `swapX`) `swap.msg.<x>` (test/unit/messages.test.ts checks both ways). Errors take their `shortMessage` here.
 *
 * Constants rather than objects: the build writes each where it is used (vite.config.ts inlineConst), so the first
 * script carries only the words it shows itself, and every other word stays with the lazy code that shows it.
 * Use them as `import * as MESSAGES from '…/messages'`. Placeholders are filled by fill.ts.
 */

// SPEC §8 toasts and messages.
export const tokenBalanceUnavailable = 'Token Balance Unavailable';
export const failedToFetchTransactions = 'Failed to fetch transactions';
export const transactionStarted = 'Transaction started';
export const somethingWentWrong = 'Something went wrong';
export const solanaSendFailed = 'Failed to send transaction. Please try again.';
export const signatureDeclined = 'Signature declined';
/** With 'Signature declined' when a smart account is used. */
export const smartAccountsUnsupported = 'This application might not support Smart Accounts';
export const siwxBothConfigs = 'Cannot set both `siweConfig` and `siwx` options';
export const networkNotFound = 'Network not found';
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found';
export const failedToDisconnect = 'Failed to disconnect';
export const unsupportedChain = 'Unsupported chain';
export const invalidCaipAddress = 'Invalid CAIP Address';
export const requestAborted = 'Request was aborted';
export const anErrorOccurred = 'An error occurred';
export const chainNotSupported = 'Chain is not supported';
export const adapterNotFound = 'Adapter not found';
export const caipNetworkUndefined = 'CaipNetwork is undefined';
export const actionNotAllowed = 'Action not allowed';
export const viewNeedsData = 'The {view} view needs {what}';
export const farcasterNotEnabled = 'Farcaster login is not enabled';
export const rpcCallNotAllowed = 'Requested RPC call is not allowed';
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found';
/** SPEC §8: a login whose account could not be read; the modal disconnects and returns to Connect. */
export const authInitFailed = 'A problem occurred while trying initialize authentication';
/** SPEC §8: the loading words while a login is checked. */
export const authenticating = 'Authenticating...';
/** SPEC §4 frame readiness: the embedded-wallet frame did not announce READY in time. */
export const emailLoginDependencyFailed = 'Unable to load email login dependency';
/** The embedded-wallet frame's element is gone (removed, or never mounted) when a request is sent. */
export const frameIframeNotSet = 'W3mFrame: iframe is not set';
/** The frame app was opened outside an iframe: it has no parent to answer. */
export const frameParentNotSet = 'W3mFrame: parent is not set';
export const networkNotInSetup = 'Network must be in the networks array of the setup';
/** The data service answers these two too (server/data/http/routes/convert.ts, through src/constants). */
export const swapsUnsupported = 'Network not supported for Swaps';
export const gasPriceUnsupported = 'Network not supported for Gas Price';
export const errorResolvingName = 'Error resolving name';
export const errorFetchingNameSuggestions = 'Error fetching name suggestions';
export const errorFetchingNamesForAddress = 'Error fetching names for address';
export const errorRegisteringName = 'Error registering name {name}';
/** SPEC §8: what an HTTP error throws (errors/request.ts HttpStatusError). */
export const httpStatusCode = 'HTTP status code: {n}';

// SPEC §8 validation messages.
export const invalidInput = 'Invalid input';
export const required = 'Required';
export const invalidEmail = 'Invalid email';

// SPEC §8's server messages: the element maps the first two to the Invalid App Configuration alert and the third to
// Session Expired (services/server-message.ts). The auth and data services answer the first; the data service the second.
export const originNotAllowed = 'Unauthorized: origin not allowed';
export const invalidKey = 'Unauthorized: invalid key';
export const jwtNotYetValid = 'JWT validation error: JWT Token is not yet valid';
/** SPEC §5 and §9: an email login within 30 s of the last one; the auth service answers it too, n rounded up. */
export const emailLoginThrottled = 'Please try again after {n} seconds';
/** Ours: the frame got no answer at all from the auth service (down, or the network between them). */
export const authServiceUnreachable = 'The login service could not be reached';

// SPEC §8 alerts' titles (errors/alerts.ts gives each its code).
export const alertNetworkNotFound = 'Network Not Found';
export const alertInvalidAppConfiguration = 'Invalid App Configuration';
export const alertSessionExpired = 'Session Expired';
export const alertProjectIdNotConfigured = 'Project ID Not Configured';
export const alertSocialsTimeout = 'Socials timeout';

// Wallet and JSON-RPC codes of SPEC §8 (EIP-1193 / EIP-1474 / JSON-RPC 2.0 names; errors/rpc.ts gives each its class).
export const userRejected = 'User rejected the request.';
export const unauthorized = 'The requested method and/or account has not been authorized by the user.';
export const unsupportedMethod = 'The Provider does not support the requested method.';
export const providerDisconnected = 'The Provider is disconnected from all chains.';
export const chainDisconnected = 'The Provider is not connected to the requested chain.';
export const unrecognizedChain = 'Unrecognized chain ID.';
export const transactionRejected = 'Transaction creation failed.';
export const limitExceeded = 'Request exceeds defined limit.';
export const internalError = 'An internal error was received.';
export const invalidParams = 'Missing or invalid parameters.';
export const resourceNotFound = 'Requested resource not found.';
export const resourceUnavailable = 'Requested resource not available.';
export const methodNotImplemented = 'Method is not implemented.';
export const parseError = 'Invalid JSON was received by the server.';
export const invalidRequest = 'The JSON sent is not a valid request object.';
export const methodNotFound = 'The method does not exist or is not available.';
/** -32602; 'Missing or invalid parameters.' above is -32000's. */
export const invalidMethodParams = 'Invalid method parameters.';
export const jsonRpcVersionUnsupported = 'Version of JSON-RPC protocol is not supported.';
// SPEC §8's capability and bundle codes 5700-5760 carry no words there: these are EIP-5792's, as its errors name them.
export const unsupportedNonOptionalCapability = 'This Wallet does not support a capability that was not marked as optional.';
export const unsupportedChainId = 'This Wallet does not support the requested chain ID.';
export const duplicateBundleId = 'There is already a bundle submitted with this ID.';
export const unknownBundleId = 'This bundle id is unknown / has not been submitted';
export const bundleTooLarge = 'The call bundle is too large for the Wallet to process.';
export const atomicReadyWalletRejectedUpgrade = 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.';
export const atomicityNotSupported = 'The wallet does not support atomic execution but the request requires it.';

// SPEC §8 names the node failures but gives them no words: these are ours (errors/node.ts gives each its code).
export const nodeExecutionReverted = 'The transaction would revert.';
export const nodeFeeCapTooHigh = 'The max fee per gas is higher than the node allows.';
export const nodeFeeCapTooLow = 'The max fee per gas is below the network base fee.';
export const nodeTipAboveFeeCap = 'The max priority fee per gas is higher than the max fee per gas.';
export const nodeNonceTooHigh = 'The nonce is higher than the next one for this account.';
export const nodeNonceTooLow = 'The nonce was already used by this account.';
export const nodeNonceMaxValue = 'The nonce has reached its maximum value.';
export const nodeInsufficientFunds = 'The account has insufficient funds for this transaction and its fee.';
export const nodeGasTooHigh = 'The gas limit is higher than the block gas limit.';
export const nodeGasTooLow = 'The gas limit is lower than the transaction needs.';
export const nodeTransactionTypeNotSupported = 'The network does not support this transaction type.';

// Ours, not the spec's: a lazily loaded part that failed to fetch or was refused (the spec has no code loading).
export const loadFailed = 'Unable to load the wallet modal';
export const relayUnreachable = 'Could not reach the WalletConnect relay';
/** The embedded wallet's answer to what this version leaves out (Farcaster, smart accounts; issue 21's scope note). */
export const frameNotEnabled = 'Not enabled';
/** A frame request with no reply within SPEC §9's request timeout. */
export const frameTimeout = 'The embedded wallet did not answer in time';
/** The browser refused to open the social login's window (a popup blocker). */
export const popupBlocked = 'The browser blocked the login window';
/** The loading toast of a wallet request the modal itself makes (Send, Swap): SPEC §4 names the toast, §8 no words. */
export const confirmInWallet = 'Confirm in your wallet';

// Send: SPEC §5's words where it has them, ours where it does not.
/** SPEC §5: a Solana send with no amount or receiver. */
export const sendInvalidAmountAndReceiver = 'Please enter a valid amount and receiver address';
/** SPEC §5: the native balance is zero or the network fee is above it (not for smart accounts). */
export const insufficientGas = 'Insufficient gas';
export const sendEnterAmount = 'Enter an amount above zero';
export const sendTooManyDecimals = 'This token has at most {decimals} decimals';
export const sendInsufficientBalance = 'Not enough {symbol} for this amount';
export const sendInsufficientForTotal = 'Not enough {symbol} for the amount and the network fee';
export const sendEnterReceiver = 'Enter an address or a registered name';
export const sendInvalidEvmAddress = 'Enter 40 hex characters, with or without 0x, or a registered name';
export const sendBadChecksum = 'This address has a wrong checksum (EIP-55): check every character, or type it in one case';
export const sendNameNotFound = 'No address is registered for {name}';
export const sendNamesNeedService = 'Names need the data service (api-url)';
export const sendRentExempt = 'A new Solana account needs at least {amount} SOL';
export const sendKeepRent = 'Leave at least {amount} SOL in your account (Max does)';
export const sendRejected = 'You rejected the transaction in your wallet. Nothing was sent; you can try again.';
export const sendLookalike =
  'This address looks like {known}, which is in your history, but differs in the middle. Scammers send tiny amounts from look-alike addresses so that you copy the wrong one.';

// Swap, ours beyond SPEC §8's two sentences above (keys `swap.msg.*`).
export const swapServiceUnavailable = 'Swaps are unavailable: the data service cannot be reached. Try again later.';
export const swapQuoteFailed = 'No quote for this pair right now. Try again in a moment.';
export const swapInsufficientBalance = 'Not enough balance for this swap.';
/** The swap reverted on chain: almost always the pool moved past the slippage between the quote and the block. */
export const swapReverted =
  'The swap failed on chain: the price moved more than your slippage allows. Nothing was swapped; only the network fee was spent. Get a new quote and try again.';
export const swapApproveFailed = 'The approval failed on chain. Nothing was approved; only the network fee was spent.';
export const swapRejected = 'You rejected the request in your wallet. Nothing was sent.';
export const swapPriceMoved = 'The price moved since your quote: review the new amounts.';
export const swapBadTransaction = 'The data service built a transaction that does not match your swap. It was not sent.';
export const swapStillWaiting = 'Still waiting for the network. The transaction stays in Activity until it is mined.';
