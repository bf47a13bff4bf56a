/**
 * A locale's chunk without its keys: src/i18n/load.ts imports each catalogue (src/i18n/locales/<tag>.json, English
 * aside) as `<tag>.json?values`, an array of its values in en.json's key order, and pairs them with English's keys
 * (`en.json?keys`, in load's own chunk). The keys were a third of each chunk's gzip size (about 2 KB of 6); the files
 * translators edit stay plain JSON objects, and a plain `import de from './de.json'` is untouched.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
const QUERY = /[\\/]src[\\/]i18n[\\/]locales[\\/]([\w-]+)\.json\?(values|keys)$/;

/** The catalogue's values in `keys`' order (null where it lacks one: English shows there). */
export function valuesInOrder(keys: readonly string[], catalogue: Record<string, unknown>): unknown[] {
  return keys.map((key) => catalogue[key] ?? null);
}

const englishKeys = () => Object.keys(JSON.parse(readFileSync(`${LOCALES}en.json`, 'utf8')) as object);

export function cataloguePlugin(): Plugin {
  return {
    name: 'wallet-modal:catalogue-values',
    enforce: 'pre',
    load(id) {
      const match = QUERY.exec(id);
      if (!match) return null;
      const [, tag, what] = match;
      this.addWatchFile(`${LOCALES}en.json`);
      this.addWatchFile(`${LOCALES}${tag}.json`);
      const own = JSON.parse(readFileSync(`${LOCALES}${tag}.json`, 'utf8')) as Record<string, unknown>;
      const data = what === 'keys' ? Object.keys(own) : valuesInOrder(englishKeys(), own);
      return { code: `export default ${JSON.stringify(data)};`, map: null, moduleType: 'js' };
    },
  };
}
