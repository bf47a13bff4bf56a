/**
 * The shipped locales and the choice among them. A tag is matched by BCP 47 rules of thumb: the exact tag, then the
 * language (with Chinese split by script and Portuguese by region), so 'de-AT' gets German, 'zh-HK' Traditional Chinese.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

export const LOCALES: readonly Locale[] = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'pt-PT',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
];

/** The shipped locale for one BCP 47 tag, or undefined. Throws a RangeError when the tag is malformed. */
export function matchLocale(tag: string): Locale | undefined {
  const [canonical = ''] = Intl.getCanonicalLocales(tag);
  const exact = LOCALES.find((l) => l.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const { language, script, region } = new Intl.Locale(canonical).maximize();
  if (language === 'zh') return script === 'Hant' ? 'zh-TW' : 'zh-CN';
  // Brazil's Portuguese for Brazil (and a bare 'pt', which maximizes to it); Portugal's for the other countries.
  if (language === 'pt') return region === 'BR' ? 'pt-BR' : 'pt-PT';
  return LOCALES.find((l) => l === language);
}

/** The best of the browser's languages among the shipped locales, in their order of preference; else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    try {
      const found = matchLocale(tag);
      if (found) return found;
    } catch {
      // A browser's malformed entry is skipped, not reported: the site did not write it.
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * The `locale` attribute checked: a well-formed BCP 47 tag that one of the shipped locales answers ('de-AT' is
 * German); otherwise the reason, as an attribute error says it.
 */
export function localeAttributeProblem(raw: string): string | undefined {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(raw)[0];
  } catch {
    // RangeError: not a BCP 47 tag.
  }
  if (!canonical) return `locale: "${raw.slice(0, 40)}" is not a BCP 47 language tag; using the browser's language or English`;
  if (!matchLocale(canonical)) return `locale: "${canonical}" is not a shipped locale; using the browser's language or English`;
  return undefined;
}

/** The `locale` attribute's locale when it is good, else the browser's best, else English; and the attribute's problem. */
export function chooseLocale(attribute: string | undefined, languages: readonly string[]): { locale: Locale; problem: string | undefined } {
  const problem = attribute === undefined ? undefined : localeAttributeProblem(attribute);
  const locale = attribute !== undefined && !problem ? matchLocale(attribute) : undefined;
  return { locale: locale ?? preferredLocale(languages), problem };
}
