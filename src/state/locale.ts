/** The element's language: the chosen locale and its catalogue (undefined: English, until another has loaded). */
import { atom } from 'jotai/vanilla';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { Catalogue } from '../i18n/translate';

export type LocaleState = { readonly locale: Locale; readonly catalogue: Catalogue | undefined };

export const localeAtom = atom<LocaleState>({ locale: DEFAULT_LOCALE, catalogue: undefined });
