// @vitest-environment node
/** The choice of locale (attribute, then the browser's languages, then English), the formatter and the number formats. */
import { describe, expect, it } from 'vitest';
import { ENGLISH, localizeMessage } from '../../../src/i18n/english';
import { directionOf, intlLocaleOf } from '../../../src/i18n/locales';
import { chooseLocale, localeAttributeProblem, matchLocale, preferredLocale } from '../../../src/i18n/match';
import { translate, type Catalogue } from '../../../src/i18n/translate';
import { formatAmount } from '../../../src/ui/format';
import { formatDate, formatFiat, formatRelativeTime } from '../../../src/ui/views/account-tabs/format';
import de from '../../../src/i18n/locales/de.json';
import ar from '../../../src/i18n/locales/ar.json';
import ja from '../../../src/i18n/locales/ja.json';
import * as MESSAGES from '../../../src/messages';
import { fill } from '../../../src/messages/fill';
import { HttpStatusError } from '../../../src/errors/request';
import { ParseRpcError } from '../../../src/errors/rpc';
import { NodeError } from '../../../src/errors/node';

const arabicDigits = (n: number) => new Intl.NumberFormat('ar').format(n);

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-de', 'de'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['iw', 'he'],
    ['in', 'id'],
    ['ar-EG', 'ar'],
    ['fa-IR', 'fa'],
    ['en-GB', 'en'],
    ['ja-JP', 'ja'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('answers undefined for a language we do not ship, and throws on a malformed tag', () => {
    expect(matchLocale('sw')).toBeUndefined();
    expect(matchLocale('tlh')).toBeUndefined();
    expect(() => matchLocale('not a tag!')).toThrow(RangeError);
  });
});

describe('the choice', () => {
  it("takes the browser's first shipped language, skipping unknown and malformed ones; else English", () => {
    expect(preferredLocale(['sw-KE', '@@', 'fr-CA', 'de'])).toBe('fr');
    expect(preferredLocale(['sw', 'yo'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('prefers a good attribute to the browser, and falls back with the reason for a bad one', () => {
    expect(chooseLocale('ja', ['de'])).toEqual({ locale: 'ja', problem: undefined });
    expect(chooseLocale(undefined, ['de'])).toEqual({ locale: 'de', problem: undefined });
    const malformed = chooseLocale('english please', ['de-CH']);
    expect(malformed.locale).toBe('de');
    expect(malformed.problem).toMatch(/^locale: "english please" is not a BCP 47 language tag/);
    const unshipped = chooseLocale('sw-KE', []);
    expect(unshipped).toEqual({ locale: 'en', problem: expect.stringMatching(/^locale: "sw-KE" is not a shipped locale/) });
    expect(localeAttributeProblem('he-IL')).toBeUndefined();
  });

  it('knows which locales read right to left, and formats English as en-US', () => {
    expect(['ar', 'he', 'fa'].map((l) => directionOf(l as 'ar'))).toEqual(['rtl', 'rtl', 'rtl']);
    expect(directionOf('ja')).toBe('ltr');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('pt-BR')).toBe('pt-BR');
  });
});

describe('translate', () => {
  it('fills placeholders, and writes numbers with the locale digits', () => {
    expect(translate('en', undefined, ENGLISH, 'connect.continueIn', { name: 'Demo Wallet' })).toBe('Continue in Demo Wallet');
    expect(translate('de', de as Catalogue, ENGLISH, 'connect.open', { name: 'Demo' })).toBe('Demo öffnen');
    // Whatever digits Intl gives Arabic (Arabic-Indic or Latin, by the ICU's CLDR), the count is written with them.
    expect(translate('ar', ar as Catalogue, ENGLISH, 'name.tooShort', { count: 4 })).toBe(`${arabicDigits(4)} أحرف على الأقل`);
  });

  it('chooses plural forms by Intl.PluralRules', () => {
    const en = (count: number) => translate('en', undefined, ENGLISH, 'name.tooLong', { count });
    expect([en(1), en(63)]).toEqual(['At most 1 character', 'At most 63 characters']);
    const arabic = (count: number) => translate('ar', ar as Catalogue, ENGLISH, 'name.tooShort', { count });
    expect([arabic(1), arabic(2), arabic(3), arabic(11), arabic(100)]).toEqual([
      'حرف واحد على الأقل',
      'حرفان على الأقل',
      `${arabicDigits(3)} أحرف على الأقل`,
      `${arabicDigits(11)} حرفًا على الأقل`,
      `${arabicDigits(100)} حرف على الأقل`,
    ]);
    expect(translate('ja', ja as Catalogue, ENGLISH, 'name.tooShort', { count: 4 })).toBe('4 文字以上');
  });

  it('falls back to English for a key a catalogue lacks', () => {
    expect(translate('de', {}, ENGLISH, 'common.close')).toBe('Close');
  });

  it("shows SPEC §8's English messages translated, placeholders and all; unknown texts as they are", () => {
    expect(localizeMessage('de', de as Catalogue, MESSAGES.tokenBalanceUnavailable)).toBe('Token-Guthaben nicht verfügbar');
    expect(localizeMessage('ja', ja as Catalogue, fill(MESSAGES.errorRegisteringName, { name: 'alice' }))).toBe('名前 alice の登録中にエラーが発生しました');
    expect(localizeMessage('de', de as Catalogue, 'Something nobody wrote')).toBe('Something nobody wrote');
    expect(localizeMessage('en', undefined, MESSAGES.failedToDisconnect)).toBe('Failed to disconnect');
  });

  it("shows the errors' own words translated too: JSON-RPC codes, node failures and HTTP statuses", () => {
    expect(localizeMessage('de', de as Catalogue, new HttpStatusError(503).shortMessage)).toBe('HTTP-Statuscode: 503');
    expect(localizeMessage('ja', ja as Catalogue, new ParseRpcError().shortMessage)).toBe('サーバーが無効な JSON を受信しました。');
    expect(localizeMessage('ar', ar as Catalogue, new NodeError('NONCE_TOO_LOW').shortMessage)).toBe('استخدم هذا الحساب قيمة nonce هذه من قبل.');
  });
});

describe('formats by locale (amounts stay bigint until here)', () => {
  const eth = (value: bigint) => ({ value, decimals: 18 });
  it('amounts: the locale separators and digits, rounding down', () => {
    expect(formatAmount(eth(1_234_567_899_999_999_999_999n), 3, 'de')).toBe('1.234,567');
    expect(formatAmount(eth(1_234_567_899_999_999_999_999n), 3, 'fr')).toBe('1\u202f234,567');
    expect(formatAmount(eth(1_500_000_000_000_000_000n), 2, 'ar')).toBe(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1.5));
    expect(formatAmount(eth(250_000_000_000_000_000n), 4, 'de', true)).toBe('0,25');
    expect(formatAmount(eth(2n ** 200n), 2, 'ja')).toBe('1,606,938,044,258,990,275,541,962,092,341,162,602,522,202.99');
  });

  it('fiat: USD with 2 decimals, as the locale writes money (SPEC §9: $1,234.56 in English)', () => {
    const cents = { value: 123_456n, decimals: 2 };
    expect(formatFiat(cents, 'en-US')).toBe('$1,234.56');
    expect(formatFiat(cents, 'de')).toBe('1.234,56\u00a0$');
    expect(formatFiat({ value: 123_456_789n, decimals: 5 }, 'ja')).toBe('$1,234.56');
  });

  it('relative times and dates', () => {
    const now = Date.UTC(2026, 0, 15, 12);
    expect(formatRelativeTime(now - 3 * 60_000, now, 'en-US')).toBe('3 minutes ago');
    expect(formatRelativeTime(now - 24 * 3600_000, now, 'de')).toBe('gestern');
    expect(formatRelativeTime(now - 2 * 3600_000, now, 'ja')).toBe('2 時間前');
    expect(formatDate(now, 'en-US')).toMatch(/^Jan 15, 2026/);
  });
});
