/**
 * The loading toast of a wallet request the modal itself makes (Send, Swap). Ours, not the spec's: SPEC §4 names a
 * loading toast and §8 no words for this one. Apart from errors.ts so the first script carries none of it.
 */
export const TRANSACTION_MESSAGES = {
  confirmInWallet: 'Confirm in your wallet',
} as const;
