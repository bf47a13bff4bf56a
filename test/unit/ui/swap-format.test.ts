import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../../src/ui/views/swap/format';
import { amountInputText } from '../../../src/validate/amount';

describe('swap amounts as shown', () => {
  it('groups, keeps at most 6 decimals rounding down, and drops trailing zeros', () => {
    expect(formatTokenAmount(747_756_018n, 6)).toBe('747.756018');
    expect(formatTokenAmount(2_404_500_000n, 6)).toBe('2,404.5');
    expect(formatTokenAmount(25n * 10n ** 16n, 18)).toBe('0.25');
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999999');
    expect(formatTokenAmount(3n * 10n ** 18n, 18)).toBe('3');
    expect(formatTokenAmount(1n, 18)).toBe('0');
    expect(formatTokenAmount(42n, 0)).toBe('42');
  });

  it('writes an amount back for the input with every decimal and no grouping', () => {
    expect(amountInputText(2_404_500_000n, 6)).toBe('2404.5');
    expect(amountInputText(1n, 18)).toBe('0.000000000000000001');
    expect(amountInputText(7n, 0)).toBe('7');
  });
});
