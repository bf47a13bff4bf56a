/**
 * Amount formatting: bigint arithmetic only, rounding down, then Intl for the locale's digits and separators (en-US for
 * English, SPEC §9). The exact decimal goes to Intl.NumberFormat as a string, which it formats without floating point.
 * The first script holds it (the trigger shows the balance); what only the account tabs use is in
 * views/account-tabs/format.ts, loaded with them.
 */
import { NUMBER_FORMAT_LOCALE } from '../constants';
import type { Amount } from '../state/account';

/** The amount to `shownDecimals` digits, dropping the rest (never rounding up), as a plain decimal string. */
export function decimalString({ value, decimals }: Amount, shownDecimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, shownDecimals).padEnd(shownDecimals, '0');
  return `${negative ? '-' : ''}${abs / base}${shownDecimals > 0 ? `.${fraction}` : ''}`;
}

// Building a formatter costs about 0.06 ms: a Tokens tab of 200 rows spent most of a long task in it. They are kept.
const formatters = new Map<string, Intl.NumberFormat>();

/** A kept formatter for these options; `style` 'currency' is USD (SPEC §9's fiat). */
export function numberFormat(locale: string, minimum: number, maximum: number, currency?: boolean): Intl.NumberFormat {
  const key = `${locale} ${minimum} ${maximum} ${currency ? 1 : 0}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** `trim`: leave out trailing zeros ('0.25', not '0.2500'). */
export function formatAmount(amount: Amount, shownDecimals: number, locale: string = NUMBER_FORMAT_LOCALE, trim = false): string {
  const exact = decimalString(amount, shownDecimals) as unknown as number; // Intl takes a decimal string exactly
  return numberFormat(locale, trim ? 0 : shownDecimals, shownDecimals).format(exact);
}
