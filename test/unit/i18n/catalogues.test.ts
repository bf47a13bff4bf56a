// @vitest-environment node
/**
 * The catalogues (src/i18n/locales/<tag>.json): every shipped locale has a file with every key of English, none
 * empty, the same placeholders as English, and plural forms for each category Intl.PluralRules has for the locale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/match';
import type { Catalogue } from '../../../src/i18n/translate';
import { FIRST_SCRIPT_ENGLISH } from '../../../src/ui/first-script-text';
import { ALERTS } from '../../../src/errors';
import * as MESSAGES from '../../../src/messages';

const DIR = fileURLToPath(new URL('../../../src/i18n/locales/', import.meta.url));
const read = (locale: string): Catalogue => JSON.parse(readFileSync(`${DIR}${locale}.json`, 'utf8')) as Catalogue;
const en = read('en');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (entry: Catalogue[string]) => (typeof entry === 'string' ? [entry] : Object.values(entry));

describe('catalogues', () => {
  it('has one file per shipped locale, and no other', () => {
    expect(
      readdirSync(DIR)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort(),
    ).toEqual([...LOCALES].sort());
    expect(LOCALES.length).toBeGreaterThanOrEqual(23);
  });

  it('English has plural forms as { one, other } and holds every SPEC §8 message the modal may show', () => {
    for (const entry of Object.values(en)) if (typeof entry !== 'string') expect(Object.keys(entry).sort()).toEqual(['one', 'other']);
    const english = new Set(
      Object.entries(en)
        .filter(([k]) => k.startsWith('msg.'))
        .map(([, v]) => v),
    );
    const spec = [
      ...Object.entries(MESSAGES)
        .filter(([name]) => !/^swap[A-Z]/.test(name))
        .map(([, text]) => text),
      ...Object.values(ALERTS).map((a) => a.title),
    ];
    expect(spec.filter((text) => !english.has(text))).toEqual([]);
  });

  it("the first script's English is en.json's", () => {
    for (const [key, text] of Object.entries(FIRST_SCRIPT_ENGLISH)) expect(en[key], key).toBe(text);
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const catalogue = read(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it('has every key of English and no other', () => {
      expect(Object.keys(catalogue).filter((k) => !(k in en))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in catalogue))).toEqual([]);
    });

    it('has no empty message, and the same placeholders as English', () => {
      for (const [key, english] of Object.entries(en)) {
        const wanted = placeholders(forms(english)[0]!);
        const entry = catalogue[key]!;
        for (const text of forms(entry)) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          // A plural form for one exact number may say it in words ('حرفان', two letters); 'other' has them all.
          const own = placeholders(text);
          if (typeof entry === 'string' || text === entry.other) expect(own, `${locale} ${key}: "${text}"`).toEqual(wanted);
          else
            expect(
              own.filter((p) => !wanted.includes(p)),
              `${locale} ${key}: "${text}"`,
            ).toEqual([]);
        }
      }
    });

    it("has plural forms for each of the locale's categories, and plural forms only where English has them", () => {
      for (const [key, english] of Object.entries(en)) {
        const entry = catalogue[key]!;
        expect(typeof entry, `${locale} ${key}`).toBe(typeof english);
        if (typeof entry === 'string') continue;
        expect(
          categories.filter((c) => !(c in entry)),
          `${locale} ${key}`,
        ).toEqual([]);
        expect(
          Object.keys(entry).filter((c) => !categories.includes(c as Intl.LDMLPluralRule)),
          `${locale} ${key}`,
        ).toEqual([]);
      }
    });
  });
});
