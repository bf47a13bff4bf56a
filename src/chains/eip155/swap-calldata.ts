/**
 * Reading the two calls a swap asks a wallet to sign, DemoSwap's `swapExactIn` and ERC-20 `approve`, from their
 * calldata: the data service builds them, and nothing it builds is signed before it is checked against what the
 * person chose (tokens, amount, receiver, minimum, spender). Plain ABI words; no ABI library in the view's chunk.
 */

/** The address DemoSwap (and wallets) use for the native token. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** keccak256('swapExactIn(address,address,uint256,uint256,address,uint256)')[0..4] (a unit test recomputes it). */
export const SWAP_EXACT_IN_SELECTOR = '0x1a019e37';
/** keccak256('approve(address,uint256)')[0..4]. */
export const APPROVE_SELECTOR = '0x095ea7b3';

export type SwapExactInCall = { tokenIn: string; tokenOut: string; amountIn: bigint; minAmountOut: bigint; to: string; deadline: bigint };
export type ApproveCall = { spender: string; amount: bigint };

const WORD = 64;

/** The calldata's 32-byte words after `selector`, or undefined when it is another call or not `count` whole words. */
function words(data: string, selector: string, count: number): string[] | undefined {
  const lower = data.toLowerCase();
  if (!lower.startsWith(selector) || lower.length !== selector.length + count * WORD || !/^0x[0-9a-f]*$/.test(lower)) return undefined;
  return Array.from({ length: count }, (_, i) => lower.slice(selector.length + i * WORD, selector.length + (i + 1) * WORD));
}

/** An address word: 12 zero bytes, then 20 (lowercase 0x address), or undefined when the padding is not zero. */
function address(word: string): string | undefined {
  return /^0{24}/.test(word) ? `0x${word.slice(24)}` : undefined;
}

const uint = (word: string) => BigInt(`0x${word}`);

export function decodeSwapExactIn(data: string): SwapExactInCall | undefined {
  const w = words(data, SWAP_EXACT_IN_SELECTOR, 6);
  if (!w) return undefined;
  const [tokenIn, tokenOut, to] = [address(w[0]!), address(w[1]!), address(w[4]!)];
  if (!tokenIn || !tokenOut || !to) return undefined;
  return { tokenIn, tokenOut, amountIn: uint(w[2]!), minAmountOut: uint(w[3]!), to, deadline: uint(w[5]!) };
}

export function decodeApprove(data: string): ApproveCall | undefined {
  const w = words(data, APPROVE_SELECTOR, 2);
  const spender = w && address(w[0]!);
  return w && spender ? { spender, amount: uint(w[1]!) } : undefined;
}
