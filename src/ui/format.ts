/**
 * Amount formatting: bigint arithmetic only, rounding down, en-US grouping. The first script holds it (the trigger
 * shows the balance); what only the account tabs use is in views/account-tabs/format.ts, loaded with them.
 */
import { NUMBER_FORMAT_LOCALE } from '../constants';
import type { Amount } from '../state/account';

// BigInt#toLocaleString builds a new formatter on every call (about 0.06 ms): a Tokens tab of 200 rows spent most of a
// long task in it. One formatter is kept.
let grouping: Intl.NumberFormat | undefined;

export function formatAmount({ value, decimals }: Amount, shownDecimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = abs % base;
  // Keep `shownDecimals` digits of the fraction, dropping the rest (never rounding up).
  const fractionDigits = fraction.toString().padStart(decimals, '0').slice(0, shownDecimals).padEnd(shownDecimals, '0');
  const wholeText = (grouping ??= new Intl.NumberFormat(NUMBER_FORMAT_LOCALE)).format(whole);
  return `${negative ? '-' : ''}${wholeText}${shownDecimals > 0 ? `.${fractionDigits}` : ''}`;
}
