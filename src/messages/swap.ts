/**
 * What the Swap views say beyond SPEC §8's two sentences (constants.ts holds those: the data service says them too).
 * Apart from errors.ts so that the first script carries none of this text. The views show each in the active language:
 * its catalogue key is `swap.msg.<name>` (src/i18n/locales/*.json).
 */
export const SWAP_MESSAGES = {
  serviceUnavailable: 'Swaps are unavailable: the data service cannot be reached. Try again later.',
  quoteFailed: 'No quote for this pair right now. Try again in a moment.',
  insufficientBalance: 'Not enough balance for this swap.',
  /** The swap reverted on chain: almost always the pool moved past the slippage between the quote and the block. */
  reverted: 'The swap failed on chain: the price moved more than your slippage allows. Nothing was swapped; only the network fee was spent. Get a new quote and try again.',
  approveFailed: 'The approval failed on chain. Nothing was approved; only the network fee was spent.',
  rejected: 'You rejected the request in your wallet. Nothing was sent.',
  priceMoved: 'The price moved since your quote: review the new amounts.',
  badTransaction: 'The data service built a transaction that does not match your swap. It was not sent.',
  stillWaiting: 'Still waiting for the network. The transaction stays in Activity until it is mined.',
} as const;
