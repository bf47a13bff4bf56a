// The one amount rule (issue 20 point 7): typed text in the visitor's locale ↔ bigint base units, the separators
// learnt from Intl, a group separator out of place an error. Each locale's separators, as Intl writes them here.
import { describe, expect, it } from 'vitest';
import { amountInputText, amountValue, parseAmount } from '../../../src/validate/amount';
import { LOCALES } from '../../../src/i18n/match';

const value = (text: string, locale: string, decimals = 2) => amountValue(parseAmount(text, decimals, locale));
const problem = (text: string, locale: string, decimals = 2) => {
  const parsed = parseAmount(text, decimals, locale);
  return 'problem' in parsed ? parsed.problem : parsed.value;
};

describe('amounts in each locale', () => {
  it.each([
    // locale, grouped and with a decimal, ungrouped, a group separator out of place, a separator foreign to the locale
    ['en-US', '1,000.5', '1000.5', '1,5', '1 000'],
    ['de', '1.000,5', '1000,5', '1.5', '1 000'],
    ['fr', '1\u202f000,5', '1000,5', '1\u202f00', '1.5'],
    ['es', '1.000,5', '1000,5', '10.00', '1,000.5'],
    ['ja', '1,000.5', '1000.5', '1,00', '1 000'],
  ])('%s reads %s', (locale, grouped, plain, misplaced, foreign) => {
    expect(value(grouped, locale)).toBe(100_050n);
    expect(value(plain, locale)).toBe(100_050n);
    expect(problem(misplaced, locale)).toBe('format');
    expect(problem(foreign, locale)).toBe('format');
  });

  it('French takes any space as its group separator (a narrow no-break space, a no-break space, a space)', () => {
    for (const space of ['\u202f', '\u00a0', ' ']) expect(value(`1${space}000${space}000,25`, 'fr')).toBe(100_000_025n);
  });

  it('Hindi groups by two above the thousands, as Intl writes it', () => {
    expect(value('12,34,567.5', 'hi')).toBe(123_456_750n);
    expect(value('1,000', 'hi')).toBe(100_000n);
    expect(problem('100,000', 'hi')).toBe('format');
    expect(problem('1,000,000', 'hi')).toBe('format');
  });

  it("Persian: its own digits and separators, or ASCII digits with the locale's Latin separators", () => {
    expect(value('۱٬۰۰۰٫۵', 'fa')).toBe(100_050n);
    expect(value('۱۰۰۰٫۵', 'fa')).toBe(100_050n);
    expect(value('1,000.5', 'fa')).toBe(100_050n);
    expect(problem('۱٬۵', 'fa')).toBe('format');
  });

  it('Arabic: the separators and digits Intl writes for it, and ASCII digits with the Latin ones', () => {
    const written = new Intl.NumberFormat('ar', { maximumFractionDigits: 1 }).format(1000.5);
    expect(value(written, 'ar')).toBe(100_050n);
    expect(value('1,000.5', 'ar')).toBe(100_050n);
    expect(problem('1,5', 'ar')).toBe('format');
  });

  it('reads what Intl writes, in every locale the modal ships', () => {
    for (const locale of LOCALES) {
      const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234567.89);
      expect(value(written, locale), `${locale} ${written}`).toBe(123_456_789n);
    }
  });
});

describe('the rest of the rule', () => {
  it('refuses more decimals than the token has, zero, empty text and anything not a number', () => {
    expect(problem('0.001', 'en-US')).toBe('decimals');
    expect(problem('0,001', 'de')).toBe('decimals');
    expect(problem('0', 'de')).toBe('zero');
    expect(problem('  ', 'fr')).toBe('empty');
    for (const bad of ['-1', '1e3', '+1', '1.2.3', '€1', 'abc', ',5,']) expect(problem(bad, 'en-US'), bad).toBe('format');
  });

  it('is exact beyond float precision', () => {
    expect(value('123.456.789.012.345.678.901,123456789012345678', 'de', 18)).toBe(123456789012345678901123456789012345678n);
  });

  it('writes an amount back for the field: the locale digits and decimal separator, no grouping, and reads it again', () => {
    expect(amountInputText(1_234_500n, 3, 'de')).toBe('1234,5');
    expect(amountInputText(1_234_500n, 3, 'fa')).toBe('۱۲۳۴٫۵');
    expect(amountInputText(0n, 0, 'en-US')).toBe('0');
    for (const locale of ['en-US', 'de', 'fr', 'fa', 'hi']) expect(value(amountInputText(10n ** 30n + 7n, 18, locale), locale, 18)).toBe(10n ** 30n + 7n);
  });
});
