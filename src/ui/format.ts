/** Amount formatting: bigint arithmetic only, rounding down, en-US grouping. */
import { NUMBER_FORMAT_LOCALE } from '../constants';
import type { Amount } from '../state/account';

export function formatAmount({ value, decimals }: Amount, shownDecimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = abs % base;
  // Keep `shownDecimals` digits of the fraction, dropping the rest (never rounding up).
  const fractionDigits = fraction.toString().padStart(decimals, '0').slice(0, shownDecimals).padEnd(shownDecimals, '0');
  const wholeText = whole.toLocaleString(NUMBER_FORMAT_LOCALE);
  return `${negative ? '-' : ''}${wholeText}${shownDecimals > 0 ? `.${fractionDigits}` : ''}`;
}
