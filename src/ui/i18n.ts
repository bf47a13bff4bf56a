/**
 * The views' way to the active language: `const { t } = useI18n()` then `t('key', { name })`. Converting a view is
 * replacing each literal with `t(...)` and adding its key to src/i18n/locales/*.json (docs/languages.md). Only the
 * lazily loaded UI uses it (it brings the English catalogue); the first script's own parts use first-script-text.ts.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { ENGLISH, localizeMessage } from '../i18n/english';
import { directionOf, intlLocaleOf, type Locale } from '../i18n/locales';
import { translate, type MessageKey, type Params } from '../i18n/translate';
import { localeAtom } from '../state/locale';

export type I18n = {
  locale: Locale;
  /** The tag to give Intl formatters (en-US for English, SPEC §9). */
  intl: string;
  dir: 'rtl' | 'ltr';
  t(key: MessageKey, params?: Params): string;
  /** An error's or toast's English text (SPEC §8) in the active language. */
  message(text: string): string;
};

export function useI18n(): I18n {
  const { locale, catalogue } = useAtomValue(localeAtom);
  return useMemo(
    () => ({
      locale,
      intl: intlLocaleOf(locale),
      dir: directionOf(locale),
      t: (key, params) => translate(locale, catalogue, ENGLISH, key, params),
      message: (text) => localizeMessage(locale, catalogue, text),
    }),
    [locale, catalogue],
  );
}
