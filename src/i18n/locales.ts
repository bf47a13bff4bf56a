/**
 * What the first script needs to know of a locale: its direction and the tag Intl formats with. The list of shipped
 * locales and the matching of tags are in match.ts, which only the lazily loaded chunk (load.ts) needs.
 */
import { NUMBER_FORMAT_LOCALE } from '../constants';

export type Locale =
  | 'en'
  | 'es'
  | 'fr'
  | 'de'
  | 'it'
  | 'pt-BR'
  | 'pt-PT'
  | 'nl'
  | 'pl'
  | 'tr'
  | 'ru'
  | 'uk'
  | 'ar'
  | 'he'
  | 'fa'
  | 'hi'
  | 'id'
  | 'vi'
  | 'th'
  | 'ja'
  | 'ko'
  | 'zh-CN'
  | 'zh-TW';
export const DEFAULT_LOCALE: Locale = 'en';

const RIGHT_TO_LEFT: readonly Locale[] = ['ar', 'he', 'fa'];
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr');

/** The tag Intl formats with: SPEC §9 formats English as en-US. */
export const intlLocaleOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? NUMBER_FORMAT_LOCALE : locale);
