/** Swap amounts as people read them: the locale's grouping, at most 6 decimals (rounded down), trailing zeros dropped. */
import { formatAmount } from '../../format';

const SWAP_SHOWN_DECIMALS = 6;

export function formatTokenAmount(value: bigint, decimals: number, locale?: string): string {
  return formatAmount({ value, decimals }, Math.min(decimals, SWAP_SHOWN_DECIMALS), locale, true);
}
