/**
 * The text the first script draws itself (the trigger button, the notice when a chunk will not load), in the active
 * language. Its English is here rather than the whole catalogue (english.ts, about 2.7 KB gzip, loads with the
 * modal): test/unit/i18n/catalogues.test.ts checks it says exactly what en.json says.
 */
import { useAtomValue } from 'jotai/react';
import { directionOf, type Locale } from '../i18n/locales';
import { translate, type MessageKey } from '../i18n/translate';
import { localeAtom } from '../state/locale';
import * as MESSAGES from '../messages';

export const FIRST_SCRIPT_ENGLISH = {
  'common.connect': 'Connect',
  'common.connecting': 'Connecting…',
  'common.tryAgain': 'Try again',
  'common.close': 'Close',
  'load.checkConnection': 'Check your connection and try again.',
  'load.reload': 'Try again, or reload the page.',
  'msg.loadFailed': MESSAGES.loadFailed,
  'msg.anErrorOccurred': MESSAGES.anErrorOccurred,
} as const satisfies { [K in MessageKey]?: string };

export type FirstScriptKey = keyof typeof FIRST_SCRIPT_ENGLISH;

export function useFirstScriptText(): { locale: Locale; dir: 'rtl' | 'ltr'; t(key: FirstScriptKey): string } {
  const { locale, catalogue } = useAtomValue(localeAtom);
  return { locale, dir: directionOf(locale), t: (key) => translate(locale, catalogue, FIRST_SCRIPT_ENGLISH, key) };
}
