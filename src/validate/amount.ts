/**
 * The one amount rule, for every amount a person types (Send, Swap, Buy) and every amount given to prepareSend:
 * text in the visitor's locale ↔ bigint base units, exactly (never a float). '1.5' of an 18-decimal token is
 * 1500000000000000000n; more decimals than the token has is refused, not rounded.
 *
 * Separators follow the locale, as Intl.NumberFormat(locale) writes numbers (learnt from formatToParts, never
 * hard-coded): en '1,000.5', de '1.000,5', fr '1 000,5' (a narrow no-break space; any space is read as it), hi
 * '1,00,000.5', fa '۱٬۰۰۰٫۵' (or ASCII digits with the Latin separators, '1,000.5'). Grouping is optional, but a group separator
 * must stand where the locale puts one: '1,5' in English, '1.5' in German (where '.' groups) or '10,00' anywhere
 * that groups by three is an error ('format'), never a silently different number. A character the locale does not
 * use in numbers ('.' in French, 'e', '-', a currency sign) is an error too. docs/send.md states the rule for people.
 */

/** At most this many characters are read (the longest u256 is 78 digits, plus separators and decimals). */
export const MAX_AMOUNT_LENGTH = 100;
/** The format of a plain amount, when no locale is given: SPEC §9's English (en-US), the modal's default. */
const PLAIN_LOCALE = 'en-US';

type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero';
export type ParsedAmount = { value: bigint } | { problem: AmountProblem };

type NumberSymbols = { groups: string; decimals: string; digits: string; primary: number; secondary: number };
const SPACES = ' \u00a0\u202f\u2009';
const symbolsByLocale = new Map<string, NumberSymbols>();

/** The group and decimal separators Intl writes 123456789.5 with in `locale`, and its integer groups' sizes. */
function separatorsOf(locale: string, numberingSystem?: string): { group: string; decimal: string; sizes: number[] } {
  const parts = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...(numberingSystem ? { numberingSystem } : {}) }).formatToParts(123456789.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  return {
    group: SPACES.includes(group) ? SPACES : group,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    sizes: parts.filter((p) => p.type === 'integer').map((p) => p.value.length),
  };
}

/**
 * The locale's separators, digits and group sizes (3 and 3; 3 and 2 in Hindi). A locale with its own digits (fa, and
 * ar where the browser writes Arabic-Indic digits) is also read as the same locale writes with ASCII digits: people
 * often type those, and the two sets of separators never collide.
 */
function symbolsOf(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale);
  if (!symbols) {
    const own = separatorsOf(locale);
    const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210).split('').reverse().join('');
    const ascii = digits === '0123456789' ? own : separatorsOf(locale, 'latn');
    const clash = ascii.group.includes(own.decimal) || own.group.includes(ascii.decimal);
    symbols = {
      groups: clash || ascii === own ? own.group : own.group + ascii.group,
      decimals: clash || ascii === own ? own.decimal : own.decimal + ascii.decimal,
      digits: digits.length === 10 ? digits : '0123456789',
      primary: own.sizes.at(-1) ?? 3,
      secondary: own.sizes.length > 1 ? own.sizes.at(-2)! : 3,
    };
    symbolsByLocale.set(locale, symbols);
  }
  return symbols;
}

/** The text with ASCII digits, ',' for a group separator and '.' for the decimal one; undefined on any other character. */
function normalise(text: string, { groups, decimals, digits }: NumberSymbols): string | undefined {
  let out = '';
  for (const char of text) {
    const digit = digits.indexOf(char);
    if (char >= '0' && char <= '9') out += char;
    else if (digit >= 0) out += String(digit);
    else if (decimals.includes(char)) out += '.';
    else if (groups.includes(char)) out += ',';
    else return undefined;
  }
  return out;
}

/** The whole part's groups stand where the locale puts them: the last of `primary` digits, the others of `secondary`. */
function groupedRightly(whole: string, { primary, secondary }: NumberSymbols): boolean {
  const groups = whole.split(',');
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  const last = rest.pop()!;
  return first!.length >= 1 && first!.length <= secondary && last.length === primary && rest.every((g) => g.length === secondary);
}

/** `text` as typed in `locale` ('1,000.5' en, '1.000,5' de, '.5', '3.') in base units of a token with `decimals`. */
export function parseAmount(text: string, decimals: number, locale: string = PLAIN_LOCALE): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  const symbols = symbolsOf(locale);
  const plain = trimmed.length <= MAX_AMOUNT_LENGTH ? normalise(trimmed, symbols) : undefined;
  const match = plain === undefined ? null : /^(\d[\d,]*)?(?:\.(\d*))?$/.exec(plain);
  if (!match || plain === '.' || !groupedRightly(match[1] ?? '', symbols)) return { problem: 'format' };
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { problem: 'decimals' };
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return value === 0n ? { problem: 'zero' } : { value };
}

/** The value of a parsed amount above zero, or undefined (Swap and Buy show no reason for the other cases). */
export const amountValue = (parsed: ParsedAmount): bigint | undefined => ('value' in parsed ? parsed.value : undefined);

/** Base units as plain decimal text ('1.5', '0.000001', '12'): no grouping, no trailing zeros; for messages and services. */
export function toDecimalText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An amount written back into an amount field (Max): every decimal, no grouping, the locale's digits and decimal separator. */
export function amountInputText(value: bigint, decimals: number, locale: string = PLAIN_LOCALE): string {
  const { decimals: separators, digits } = symbolsOf(locale);
  return toDecimalText(value, decimals).replace(/[\d.]/g, (c) => (c === '.' ? separators[0]! : digits[Number(c)]!));
}
