/** Fiat amounts as typed and as the service sends them: decimal strings with at most 2 decimals, as bigint cents. */
import { parseAmount } from '../../validate/amount';

/**
 * Cents by the one amount rule (validate/amount.ts): the text typed in Buy's field in the visitor's `locale`, or the
 * service's plain text ('7500.00') without one. Zero is 0 (below every limit), not a refusal.
 */
export function parseFiatCents(text: string, locale?: string): bigint | undefined {
  const parsed = parseAmount(text, 2, locale);
  return 'value' in parsed ? parsed.value : parsed.problem === 'zero' ? 0n : undefined;
}

export function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
