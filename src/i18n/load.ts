/// <reference types="vite/client" />
/**
 * Each non-English catalogue is its own chunk (one JSON file per locale), fetched when the locale is chosen: at start,
 * or when the `locale` attribute changes. English needs no fetch (english.ts). This module is itself a small chunk,
 * fetched at start: the choice of locale comes with it, out of the first script.
 */
import type { Locale } from './locales';
import type { Catalogue } from './translate';

export { chooseLocale } from './match';

const CHUNKS = import.meta.glob<{ default: Catalogue }>(['./locales/*.json', '!./locales/en.json']);

/** undefined for English. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue | undefined> {
  if (locale === 'en') return undefined;
  const load = CHUNKS[`./locales/${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return (await load()).default;
}
