/**
 * Our formatter (a few hundred bytes; no i18n runtime): a message is a string with `{name}` placeholders, or plural
 * forms `{ "one": …, "other": … }` chosen by Intl.PluralRules on the `count` parameter. Numbers in parameters are
 * written with the locale's digits. A key a catalogue lacks falls back to English.
 */
import { intlLocaleOf, type Locale } from './locales';

type PluralForms = { readonly [rule in Intl.LDMLPluralRule]?: string } & { readonly other: string };
export type Catalogue = { readonly [key: string]: string | PluralForms };
export type MessageKey = keyof typeof import('./locales/en.json');
export type Params = { readonly [name: string]: string | number };

export const PLACEHOLDER = /\{(\w+)\}/g;

/** `catalogue` undefined: English. `english`: what English the caller has (all of it, or the first script's). */
export function translate(locale: Locale, catalogue: Catalogue | undefined, english: Catalogue, key: MessageKey, params?: Params): string {
  const entry = catalogue?.[key] ?? english[key] ?? key;
  const intl = intlLocaleOf(locale);
  const text = typeof entry === 'string' ? entry : (entry[new Intl.PluralRules(intl).select(Number(params?.count))] ?? entry.other);
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(intl).format(value) : value;
  });
}
