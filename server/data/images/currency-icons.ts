/**
 * Fiat currencies' icons for Buy (`/public/getCurrencyImage/{id}`, id = ISO 4217 code): the currency's sign on a colour
 * of our choosing. A code the onramp accepts without an entry here gets its letters on a colour from the code.
 */
import type { Disc } from './generated-icon';

const BUILT_IN: Readonly<Record<string, readonly [string, string]>> = {
  USD: ['$', '#2e7d32'],
  EUR: ['€', '#1f4aa8'],
  GBP: ['£', '#8e1b3a'],
  JPY: ['¥', '#c62828'],
  CNY: ['¥', '#d84315'],
  INR: ['₹', '#ef6c00'],
  KRW: ['₩', '#283593'],
  TRY: ['₺', '#b71c1c'],
  CAD: ['C$', '#c62828'],
  AUD: ['A$', '#1565c0'],
  CHF: ['F', '#d32f2f'],
  BRL: ['R$', '#2e7d32'],
};

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The disc for an ISO 4217 code: built in, or generated for one the onramp accepts; null when unknown. */
export function currencyDisc(code: string, accepted: readonly string[]): Disc | null {
  const entry = BUILT_IN[code];
  if (entry) return { glyph: entry[0], colour: entry[1], seed: code };
  return accepted.includes(code) ? { glyph: code, seed: code } : null;
}
