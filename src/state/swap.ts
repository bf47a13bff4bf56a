/**
 * The Swap flow's state, shared by its views (Swap → SwapSelectToken, Swap → SwapPreview → ApproveTransaction): the
 * form, the network's tokens, and the reviewed plan (the built swap, and the exact approve it needs first). The
 * client's swap actions (client/actions/swap-*.ts) fill them; the data service builds every transaction.
 */
import { atom, type Getter } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import { NATIVE_TOKEN_ADDRESS } from '../chains/eip155/swap-calldata';
import { intlLocaleOf } from '../i18n/locales';
import type { PairRequest } from '../services/swap/client';
import type { BuiltTransaction, SwapToken } from '../services/swap/entities';
import { amountValue, parseAmount } from '../validate/amount';
import { activeAccountAtom } from './account';
import { localeAtom } from './locale';

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

/** What the wallet is asked to send for a built transaction (and what the review simulates): with its gas limit. */
export const swapRequest = (tx: BuiltTransaction) => ({ to: tx.to, data: tx.data, value: tx.value, gas: tx.gas });
/** What SwapPreview simulates: the swap, once its allowance is there (before, it would revert on the missing allowance). */
export const swapSimulationAtom = atom((get) => {
  const plan = get(swapPlanAtom);
  return plan && !plan.approve ? swapRequest(plan.swap) : undefined;
});
/** What ApproveTransaction simulates: the exact approve the swap needs. */
export const approveSimulationAtom = atom((get) => {
  const approve = get(swapPlanAtom)?.approve;
  return approve ? swapRequest(approve) : undefined;
});
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

/** The connected EVM account and its network; undefined on another namespace (Solana has no swaps). */
export const swapAccountAtom = atom((get): { address: string; chainId: CaipNetworkId } | undefined => {
  const account = get(activeAccountAtom);
  if (account.status !== 'connected' || !account.caipNetworkId.startsWith('eip155:')) return undefined;
  return { address: account.address, chainId: account.caipNetworkId };
});

/** The swap tokens of the account's network; null while they are asked for (or after Try again). */
export const accountSwapTokensAtom = atom((get) => {
  const tokens = get(swapTokensAtom);
  return tokens && tokens.chainId === get(swapAccountAtom)?.chainId ? tokens : null;
});

/** An amount typed in the active language's digits and separators, in the token's base units. */
const typedAmount = (get: Getter, text: string, token: SwapToken | undefined) =>
  token ? amountValue(parseAmount(text, token.decimals, intlLocaleOf(get(localeAtom).locale))) : undefined;

/**
 * The Swap view's pair, checked against the network's tokens: tokens from another network (the person switched) are
 * not this one's, and the pay side falls back to the native token. `request` and `key` name the live quote to ask for
 * ('' while the form is not complete).
 */
export const swapPairAtom = atom((get) => {
  const account = get(swapAccountAtom);
  const tokens = get(accountSwapTokensAtom);
  const form = get(swapFormAtom);
  const list = tokens && 'tokens' in tokens ? tokens.tokens : undefined;
  const native = list?.find((t) => t.address === NATIVE_TOKEN_ADDRESS);
  const from = list && form.from && list.some((t) => t.id === form.from!.id) ? form.from : (native ?? list?.[0]);
  const to = list && form.to && list.some((t) => t.id === form.to!.id) && form.to.id !== from?.id ? form.to : undefined;
  const amount = typedAmount(get, form.amount, from);
  const request: PairRequest | undefined =
    account && from && to && amount !== undefined ? { chainId: account.chainId, user: account.address, from, to, amount } : undefined;
  const key = request ? `${request.chainId}|${request.user}|${request.from.id}|${request.to.id}|${amount}` : '';
  return { list, native, from, to, amount, request, key };
});

/** What SwapPreview reviews: the form as Swap left it (its pair checked there), on the account's network. */
export const swapReviewRequestAtom = atom((get) => {
  const account = get(swapAccountAtom);
  const { from, to, amount: text } = get(swapFormAtom);
  const amount = typedAmount(get, text, from);
  const request: PairRequest | undefined =
    account && from && to && amount !== undefined ? { chainId: account.chainId, user: account.address, from, to, amount } : undefined;
  return { from, to, amount, request };
});
