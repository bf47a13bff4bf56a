/**
 * The Swap's pure rules the views show, named from the client so that views reach no service: the slippage in words, and the native token's address.
 */
import { DEFAULT_SLIPPAGE_BPS } from '../services/swap/math';

export { formatBps } from '../services/swap/math';
export { NATIVE_TOKEN_ADDRESS } from '../chains/eip155/swap-calldata';

/** The slippage the plan was built with, for the review: SPEC §9's 1 percent. */
export const PLAN_SLIPPAGE_BPS = DEFAULT_SLIPPAGE_BPS;
