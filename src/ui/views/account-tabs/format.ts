/** The account tabs' formats (fiat totals, relative times, dates), in the tabs' chunks rather than the first script. */
import { FIAT_DECIMALS, NUMBER_FORMAT_LOCALE } from '../../../constants';
import type { Amount } from '../../../state/account';
import { decimalString, numberFormat } from '../../format';

/** The sum of amounts with different decimals, exactly (in the largest number of decimals among them). */
export function sumAmounts(amounts: readonly Amount[]): Amount {
  const decimals = amounts.reduce((max, a) => Math.max(max, a.decimals), 0);
  const value = amounts.reduce((sum, a) => sum + a.value * 10n ** BigInt(decimals - a.decimals), 0n);
  return { value, decimals };
}

/**
 * What a token row shows in fiat, and so what the total adds up: SPEC §9's 0.00 on a testnet or a chain without
 * prices, else the service's value cut to the 2 decimals shown. One rule for both, so the rows always sum to the total.
 */
export function shownFiat(value: Amount | undefined, priced: boolean): Amount {
  if (!priced || !value) return { value: 0n, decimals: FIAT_DECIMALS };
  if (value.decimals <= FIAT_DECIMALS) return value;
  return { value: value.value / 10n ** BigInt(value.decimals - FIAT_DECIMALS), decimals: FIAT_DECIMALS };
}

/** SPEC §9: fiat with 2 decimals, rounded down: '$1,234.56' in en-US, '1.234,56 $' in German. */
export function formatFiat(amount: Amount, locale: string = NUMBER_FORMAT_LOCALE): string {
  return numberFormat(locale, FIAT_DECIMALS, FIAT_DECIMALS, true).format(decimalString(amount, FIAT_DECIMALS) as unknown as number);
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

/** '3 minutes ago', 'yesterday' ('vor 3 Minuten', 'gestern'): the largest unit that fits. */
export function formatRelativeTime(at: number, now: number = Date.now(), locale: string = NUMBER_FORMAT_LOCALE): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = at - now;
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'second') return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time, for a relative time's tooltip. */
export function formatDate(at: number, locale: string = NUMBER_FORMAT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
