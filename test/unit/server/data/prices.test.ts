// @vitest-environment node
/** Fiat values on bigints: micro-USD prices, half-up rounding to cents, 2 decimals; exact token amounts. */
import { describe, expect, it } from 'vitest';
import { fiatCents, formatCents, formatMicroUsd, formatUnits } from '../../../../server/data/prices/fiat';
import { fixedPrices, parseUsd } from '../../../../server/data/prices/price-source';

describe('prices', () => {
  it('parses USD text to micro-USD without floating point', () => {
    expect(parseUsd('3000.00')).toBe(3_000_000_000n);
    expect(parseUsd('150')).toBe(150_000_000n);
    expect(parseUsd('0.000001')).toBe(1n);
    for (const bad of ['1e3', '-1', '0.0000001', '1,000', '', ' 1']) expect(() => parseUsd(bad)).toThrow(/not a USD price/);
  });

  it('looks a fixed table up by chain and token, EVM case aside', () => {
    const prices = fixedPrices({
      'eip155:31337': { native: '3000.00', '0x00000000000000000000000000000000000000AB': '1.25' },
      'solana:devnet': { native: '150.00' },
    });
    expect(prices.priceOf('eip155:31337', null)).toEqual({ usd: 3_000_000_000n });
    expect(prices.priceOf('eip155:31337', '0x00000000000000000000000000000000000000ab')).toEqual({ usd: 1_250_000n });
    expect(prices.priceOf('solana:devnet', null)).toEqual({ usd: 150_000_000n });
    expect(prices.priceOf('eip155:1', null)).toBeNull();
    expect(() => fixedPrices({ 'eip155:1': { nothex: '1' } })).toThrow(/not an address/);
    expect(() => fixedPrices({ ethereum: { native: '1' } })).toThrow(/CAIP-2/);
  });

  it('computes values in cents, rounding half up, on amounts far beyond 2^53', () => {
    const eth = { usd: 3_000_000_000n };
    expect(formatCents(fiatCents(2_500_000_000_000_000_000n, 18, eth))).toBe('7500.00');
    expect(formatCents(fiatCents(1n, 18, eth))).toBe('0.00');
    // 0.000005 ETH = 0.015 USD: exactly half a cent rounds up; just under rounds down.
    expect(formatCents(fiatCents(5_000_000_000_000n, 18, eth))).toBe('0.02');
    expect(formatCents(fiatCents(4_999_999_999_999n, 18, eth))).toBe('0.01');
    const huge = (1n << 255n) + 12345n;
    expect(fiatCents(huge, 0, { usd: 1_000_000n })).toBe(huge * 100n);
    expect(() => fiatCents(-1n, 18, eth)).toThrow(RangeError);
  });

  it('formats prices with 2 to 6 decimals and amounts exactly', () => {
    expect(formatMicroUsd(3_000_000_000n)).toBe('3000.00');
    expect(formatMicroUsd(1_234n)).toBe('0.001234');
    expect(formatMicroUsd(1_250_000n)).toBe('1.25');
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(42n, 0)).toBe('42');
    expect(formatUnits((1n << 256n) - 1n, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
  });
});
