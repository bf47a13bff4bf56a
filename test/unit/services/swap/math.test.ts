import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIPPAGE_BPS, formatBps, minimumReceived, networkFee, priceImpactBps, referenceAmount } from '../../../../src/services/swap/math';
import { amountValue, parseAmount } from '../../../../src/validate/amount';

/** Swap reads its field with the one amount rule, as a value above zero or nothing (English, the default locale). */
const parseTokenAmount = (text: string, decimals: number) => amountValue(parseAmount(text, decimals));

/** DemoSwap's getAmountOut (0.3% fee), to check the impact against the pool's own arithmetic. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

describe('swap figures in bigint base units', () => {
  it('the minimum received is the quote less SPEC §9’s 1%, rounded down like the service’s minAmountOut', () => {
    expect(DEFAULT_SLIPPAGE_BPS).toBe(100n);
    expect(minimumReceived(747_756_018n)).toBe(740_278_457n); // 747,756,018 × 0.99 = 740,278,457.82
    expect(minimumReceived(1n)).toBe(0n);
    expect(minimumReceived(10n ** 30n, 50n)).toBe(995n * 10n ** 27n);
    expect(minimumReceived(0n)).toBe(0n);
    expect(() => minimumReceived(-1n)).toThrow(RangeError);
    expect(() => minimumReceived(1n, 10_001n)).toThrow(RangeError);
  });

  it('the price impact against a hundredth of the trade matches the pool’s x·y=k', () => {
    const [rIn, rOut] = [100n * 10n ** 18n, 300_000n * 10n ** 6n]; // 100 ETH / 300,000 DUSD
    const trade = (amountIn: bigint) => ({ fromAmount: amountIn, toAmount: amountOut(amountIn, rIn, rOut) });
    const quarter = 25n * 10n ** 16n;
    // 0.25 ETH into 100 ETH: the trade's own impact is about 0.25%, less the reference's (0.0025%).
    expect(priceImpactBps(trade(quarter), trade(referenceAmount(quarter)))).toBe(25n);
    // 10 ETH: 9.07% against the spot rate, 8.98% against the reference (itself 0.1% off the spot), rounded up.
    const ten = 10n * 10n ** 18n;
    expect(priceImpactBps(trade(ten), trade(referenceAmount(ten)))).toBe(898n);
    // Equal rates: no impact; a better rate than the reference is shown as none, not negative.
    expect(priceImpactBps({ fromAmount: 100n, toAmount: 1_000_000n }, { fromAmount: 1n, toAmount: 10_000n })).toBe(0n);
    expect(priceImpactBps({ fromAmount: 100n, toAmount: 2_000_000n }, { fromAmount: 1n, toAmount: 10_000n })).toBe(0n);
    // Too small a reference to measure within a basis point, or nothing in: unknown.
    expect(priceImpactBps({ fromAmount: 100n, toAmount: 900n }, { fromAmount: 1n, toAmount: 9n })).toBeUndefined();
    expect(priceImpactBps({ fromAmount: 0n, toAmount: 0n }, { fromAmount: 1n, toAmount: 10_000n })).toBeUndefined();
    expect(referenceAmount(50n)).toBe(1n);
    expect(referenceAmount(12_345n)).toBe(123n);
  });

  it('formats basis points and computes the fee', () => {
    expect(formatBps(25n)).toBe('0.25%');
    expect(formatBps(899n)).toBe('8.99%');
    expect(formatBps(10_000n)).toBe('100.00%');
    expect(networkFee(110_000n, 2_000_000_000n)).toBe(220_000_000_000_000n);
  });

  it('reads a typed amount exactly, refusing more decimals than the token has, zero and non-numbers', () => {
    expect(parseTokenAmount('0.25', 18)).toBe(25n * 10n ** 16n);
    expect(parseTokenAmount('.5', 6)).toBe(500_000n);
    expect(parseTokenAmount(' 1,000.25 ', 6)).toBe(1_000_250_000n);
    expect(parseTokenAmount('30', 6)).toBe(30_000_000n);
    expect(parseTokenAmount('1.', 6)).toBe(1_000_000n);
    expect(parseTokenAmount('1.1234560', 6)).toBe(1_123_456n);
    expect(parseTokenAmount('1.1234567', 6)).toBeUndefined();
    expect(parseTokenAmount('0', 6)).toBeUndefined();
    expect(parseTokenAmount('0.000', 6)).toBeUndefined();
    for (const bad of ['', '.', '-1', '1e6', 'abc', '1.2.3', '0x10']) expect(parseTokenAmount(bad, 18)).toBeUndefined();
    // Beyond float precision, still exact.
    expect(parseTokenAmount('123456789012345678901234567890.123456789012345678', 18)).toBe(123456789012345678901234567890123456789012345678n);
  });
});
