/**
 * The Swap flow's state, shared by its views (Swap → SwapSelectToken, Swap → SwapPreview → ApproveTransaction): the
 * form, the network's tokens, and the reviewed plan (the built swap, and the exact approve it needs first). The
 * client's swap actions (client/actions/swap-*.ts) fill them; the data service builds every transaction.
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import type { PairRequest } from '../services/swap/client';
import type { BuiltTransaction, SwapToken } from '../services/swap/entities';

export type { BuiltTransaction, SwapToken };

export type SwapForm = { from?: SwapToken; to?: SwapToken; amount: string };
export type SwapTokens = { chainId: CaipNetworkId; tokens: SwapToken[] } | { chainId: CaipNetworkId; error: unknown };

/** What the Swap view shows for a form: the quote, its minimum after slippage, the price impact and the fee (wei). */
export type LiveQuote = { toAmount: bigint; minimum: bigint; impactBps: bigint | undefined; fee: bigint; gasPrice: bigint };

export type SwapPlan = {
  request: PairRequest;
  /** The quote now, and the minimum the built swap insists on (its calldata's minAmountOut). */
  toAmount: bigint;
  minimum: bigint;
  /** The built swap pays less at least than the person was shown: say so. */
  priceMoved: boolean;
  swap: BuiltTransaction;
  /** Present while the allowance is short of the amount: an approve of exactly the amount. */
  approve: BuiltTransaction | undefined;
  fee: bigint;
};

/** What the chain made of a sent swap or approve (or no answer within the watch). */
export type SwapOutcome = 'confirmed' | 'failed' | 'timeout';

export const swapFormAtom = atom<SwapForm>({ amount: '' });
export const swapTokensAtom = atom<SwapTokens | null>(null);
/** The swap under review (SwapPreview), with the approve it needs (ApproveTransaction). */
export const swapPlanAtom = atom<SwapPlan | null>(null);
/**
 * SwapPreview's build of the plan: in progress (`ask` names the build, so an older one's answer is dropped), or failed
 * with the reason the view shows beside Try again.
 */
export type SwapReview = { status: 'idle' } | { status: 'building'; ask: object } | { status: 'failed'; ask: object; error: unknown };
export const swapReviewAtom = atom<SwapReview>({ status: 'idle' });

/**
 * The Swap view's live quote for its form: `owner` is the showing of the view that asked and `key` the form it
 * answers; `controller` ends the ask a newer one replaces.
 */
export type SwapQuoteState =
  | { status: 'idle' }
  | { status: 'loading'; owner: object; key: string; controller: AbortController }
  | { status: 'ready'; owner: object; key: string; quote: LiveQuote }
  | { status: 'error'; owner: object; key: string; error: unknown };
export const swapQuoteAtom = atom<SwapQuoteState>({ status: 'idle' });
