/// <reference types="vite/client" />
/**
 * Each non-English catalogue is its own chunk (one JSON file per locale), fetched when the locale is chosen: at start,
 * or when the `locale` attribute changes. English needs no fetch (english.ts). This module is itself a small chunk,
 * fetched at start: the choice of locale comes with it, out of the first script.
 *
 * The build gives a catalogue as its values in en.json's key order (dev/vite-catalogue-plugin.ts: keys were a third of
 * each chunk); they are paired here with English's keys, which the plugin gives this chunk alone (`en.json?keys`).
 */
import KEYS from './locales/en.json?keys';
import type { Locale } from './locales';
import type { Catalogue } from './translate';

export { chooseLocale } from './match';

type Values = readonly (Catalogue[string] | null)[];
const CHUNKS = import.meta.glob<{ default: Values }>(['./locales/*.json', '!./locales/en.json'], { query: '?values' });

/** undefined for English. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue | undefined> {
  if (locale === 'en') return undefined;
  const load = CHUNKS[`./locales/${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  const values = (await load()).default;
  return Object.fromEntries(KEYS.flatMap((key, i) => (values[i] == null ? [] : [[key, values[i]]])));
}
