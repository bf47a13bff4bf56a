/**
 * Amounts to fiat without floating point. value in cents = amount × price (micro-USD per whole token)
 * ÷ 10^decimals ÷ 10^4, rounded half up (amounts and prices are never negative), and shown with 2 decimals,
 * en-US ('.' before the cents, no grouping: it is data, the modal formats for people).
 */
import { MICRO_USD_PER_USD, type Price } from './price-source';

export function fiatCents(amount: bigint, decimals: number, price: Price): bigint {
  if (amount < 0n || price.usd < 0n) throw new RangeError('amounts and prices are not negative');
  const numerator = amount * price.usd;
  const denominator = 10n ** BigInt(decimals) * (MICRO_USD_PER_USD / 100n);
  return (2n * numerator + denominator) / (2n * denominator);
}

export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A price in micro-USD with at least 2 and at most 6 decimals: 3000000000n → '3000.00', 1234n → '0.001234'. */
export function formatMicroUsd(micro: bigint): string {
  const whole = micro / MICRO_USD_PER_USD;
  const fraction = (micro % MICRO_USD_PER_USD).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** Base units as an exact decimal in whole tokens: (1500000000000000000n, 18) → '1.5', (5n, 0) → '5'. */
export function formatUnits(amount: bigint, decimals: number): string {
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  if (decimals === 0) return `${sign}${abs}`;
  const unit = 10n ** BigInt(decimals);
  const fraction = (abs % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${abs / unit}${fraction ? `.${fraction}` : ''}`;
}
