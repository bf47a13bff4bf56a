/** The account tabs' formats (fiat totals, relative times), in the tabs' chunks rather than the first script. */
import { FIAT_DECIMALS, NUMBER_FORMAT_LOCALE } from '../../../constants';
import type { Amount } from '../../../state/account';
import { formatAmount } from '../../format';

/** The sum of amounts with different decimals, exactly (in the largest number of decimals among them). */
export function sumAmounts(amounts: readonly Amount[]): Amount {
  const decimals = amounts.reduce((max, a) => Math.max(max, a.decimals), 0);
  const value = amounts.reduce((sum, a) => sum + a.value * 10n ** BigInt(decimals - a.decimals), 0n);
  return { value, decimals };
}

/** SPEC §9: fiat with 2 decimals, en-US: '$1,234.56'. */
export function formatFiat(amount: Amount): string {
  return `$${formatAmount(amount, FIAT_DECIMALS)}`;
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** '3 minutes ago', 'yesterday': the largest unit that fits, en-US. */
export function formatRelativeTime(at: number, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(NUMBER_FORMAT_LOCALE, { numeric: 'auto' });
  const elapsed = at - now;
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'second') return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
