import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/ui/format';

const eth = (value: bigint) => ({ value, decimals: 18 });

describe('formatAmount', () => {
  it('shows exactly the asked decimals, rounding down', () => {
    expect(formatAmount(eth(50n * 10n ** 18n), 3)).toBe('50.000');
    expect(formatAmount(eth(1_999_999_999_999_999_999n), 3)).toBe('1.999');
    expect(formatAmount(eth(10_000n * 10n ** 18n), 3)).toBe('10,000.000');
  });
  it('handles zero, dust, huge and negative values without floating point', () => {
    expect(formatAmount(eth(0n), 3)).toBe('0.000');
    expect(formatAmount(eth(1n), 3)).toBe('0.000');
    expect(formatAmount(eth(2n ** 255n), 3)).toBe('57,896,044,618,658,097,711,785,492,504,343,953,926,634,992,332,820,282,019,728.792');
    expect(formatAmount({ value: -1500n, decimals: 3 }, 2)).toBe('-1.50');
  });
  it('works for tokens with few or no decimals', () => {
    expect(formatAmount({ value: 123456n, decimals: 6 }, 2)).toBe('0.12');
    expect(formatAmount({ value: 7n, decimals: 0 }, 2)).toBe('7.00');
    expect(formatAmount({ value: 7n, decimals: 0 }, 0)).toBe('7');
  });
});
