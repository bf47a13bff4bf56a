// @vitest-environment node
/**
 * src/i18n/load.ts through the build's catalogue plugin (dev/vite-catalogue-plugin.ts, in vitest.config.ts too): a
 * locale's chunk is its values in en.json's key order, and loadCatalogue pairs them with English's keys again.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/i18n/load';
import { LOCALES } from '../../../src/i18n/match';
import { valuesInOrder } from '../../../dev/vite-catalogue-plugin';
import en from '../../../src/i18n/locales/en.json';
import de from '../../../src/i18n/locales/de.json';
import ar from '../../../src/i18n/locales/ar.json';
import values from '../../../src/i18n/locales/de.json?values';

describe('loadCatalogue', () => {
  it("gives each locale's catalogue exactly as its JSON file has it", async () => {
    expect(await loadCatalogue('de')).toEqual(de);
    expect(await loadCatalogue('ar')).toEqual(ar);
    for (const locale of LOCALES) if (locale !== 'en') expect(Object.keys((await loadCatalogue(locale))!).sort()).toEqual(Object.keys(en).sort());
    expect(await loadCatalogue('en')).toBeUndefined();
  });

  it("the chunk holds values only, in en.json's order; a key a catalogue lacks is null (English shows there)", () => {
    expect(values).toEqual(Object.keys(en).map((key) => (de as Record<string, unknown>)[key]));
    expect(JSON.stringify(values)).not.toContain('"siwx.required"');
    expect(valuesInOrder(['a', 'b', 'c'], { c: 'C', a: 'A' })).toEqual(['A', null, 'C']);
  });
});
