/** A swap's figures in bigint base units: the minimum after slippage, the price impact and the network fee. */
import { SWAP_SLIPPAGE_PERCENT } from '../../constants';

/** SPEC §9: 1 percent, in basis points (the data service builds with the same). */
export const DEFAULT_SLIPPAGE_BPS = BigInt(SWAP_SLIPPAGE_PERCENT * 100);
const BPS = 10_000n;

/** What the swap pays at least: the quote less the slippage, rounded down, exactly as the service's minAmountOut. */
export function minimumReceived(toAmount: bigint, slippageBps: bigint = DEFAULT_SLIPPAGE_BPS): bigint {
  if (toAmount < 0n || slippageBps < 0n || slippageBps > BPS) throw new RangeError('minimumReceived: amount and slippage must be in range');
  return (toAmount * (BPS - slippageBps)) / BPS;
}

/**
 * How much worse the trade's rate is than the pool's rate for a small trade (the reference quote), in basis points,
 * rounded up; undefined when the reference is too small to tell (fewer than 10,000 base units out: under 1 bp of precision).
 */
export function priceImpactBps(quote: { fromAmount: bigint; toAmount: bigint }, reference: { fromAmount: bigint; toAmount: bigint }): bigint | undefined {
  if (quote.fromAmount <= 0n || reference.fromAmount <= 0n || reference.toAmount < 10_000n) return undefined;
  // 1 − (to/from) / (refTo/refFrom), kept in integers: the rate ratio scaled by BPS.
  const numerator = quote.toAmount * reference.fromAmount * BPS;
  const denominator = quote.fromAmount * reference.toAmount;
  const kept = numerator / denominator;
  return kept >= BPS ? 0n : BPS - kept;
}

/** The reference trade for priceImpactBps: a hundredth of the amount (its own impact is about a hundredth of the trade's). */
export const referenceAmount = (amount: bigint): bigint => (amount / 100n > 0n ? amount / 100n : 1n);

/** A transaction's fee at most: its gas limit at the gas price (wei). */
export const networkFee = (gas: bigint, gasPrice: bigint): bigint => gas * gasPrice;

/** What a swap uses before one is built, for the live fee (DemoSwap's swaps take about 70,000 to 110,000). */
export const SWAP_GAS_GUESS = 110_000n;

/** Basis points as a percent with two decimals: 37n → '0.37%'. */
export function formatBps(bps: bigint): string {
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}%`;
}
