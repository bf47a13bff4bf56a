/**
 * The Send views' words: SPEC §5's and §8's where the spec has them, ours (marked) where it does not. Apart from
 * errors.ts because only the lazily loaded Send code shows them: the first script carries none of their text.
 */
export const SEND_MESSAGES = {
  /** SPEC §5: a Solana send with no amount or receiver. */
  invalidAmountAndReceiver: 'Please enter a valid amount and receiver address',
  /** SPEC §5: the native balance is zero or the network fee is above it (not for smart accounts). */
  insufficientGas: 'Insufficient gas',
  // Ours, not the spec's:
  enterAmount: 'Enter an amount above zero',
  tooManyDecimals: 'This token has at most {decimals} decimals',
  insufficientBalance: 'Not enough {symbol} for this amount',
  insufficientForTotal: 'Not enough {symbol} for the amount and the network fee',
  enterReceiver: 'Enter an address or a registered name',
  invalidEvmAddress: 'Enter 40 hex characters, with or without 0x, or a registered name',
  badChecksum: 'This address has a wrong checksum (EIP-55): check every character, or type it in one case',
  nameNotFound: 'No address is registered for {name}',
  namesNeedService: 'Names need the data service (api-url)',
  rentExempt: 'A new Solana account needs at least {amount} SOL',
  keepRent: 'Leave at least {amount} SOL in your account (Max does)',
  rejected: 'You rejected the transaction in your wallet. Nothing was sent; you can try again.',
  lookalike: 'This address looks like {known}, which is in your history, but differs in the middle. Scammers send tiny amounts from look-alike addresses so that you copy the wrong one.',
} as const;

/** A message with its `{placeholders}` filled in. */
export function sendMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
