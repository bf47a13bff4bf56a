/**
 * Amounts as people type them and as chains count them: decimal text ↔ bigint base units, exactly (no floats).
 * '1.5' of an 18-decimal token is 1500000000000000000n; more decimals than the token has is refused, not rounded.
 */

/** At most this many characters are read (the longest u256 is 78 digits, plus a point and decimals). */
export const MAX_AMOUNT_LENGTH = 100;
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero';
export type ParsedAmount = { value: bigint } | { problem: AmountProblem };

/** `text` ('12', '0.5', '.5', '3.') in base units of a token with `decimals`; commas and spaces are not accepted. */
export function parseTokenAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  const match = trimmed.length <= MAX_AMOUNT_LENGTH ? DECIMAL.exec(trimmed) : null;
  if (!match || trimmed === '.') return { problem: 'format' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { problem: 'decimals' };
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return value === 0n ? { problem: 'zero' } : { value };
}

/** Base units as the plain decimal text an input holds ('1.5', '0.000001', '12'): no grouping, no trailing zeros. */
export function toDecimalText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
