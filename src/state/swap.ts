/**
 * The Swap flow's state, shared by its views (Swap → SwapSelectToken, Swap → SwapPreview → ApproveTransaction): the
 * form, the network's tokens, and the reviewed plan (the built swap, and the exact approve it needs first). The data
 * service builds every transaction; each is checked against the form before a wallet sees it.
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import { decodeApprove, decodeSwapExactIn, NATIVE_TOKEN_ADDRESS } from '../chains/eip155/swap-calldata';
import { TRANSACTION_WATCH_TIMEOUT_MS } from '../constants';
import { WalletModalError } from '../errors';
import { SWAP_MESSAGES } from '../messages/swap';
import type { WalletModalClient } from '../client/types';
import { buildApprove, buildSwap, getGasPrices, getSwapAllowance, getSwapQuote, getSwapTokens, type BuiltTransaction, type PairRequest, type SwapToken } from '../services/swap/client';
import { DEFAULT_SLIPPAGE_BPS, minimumReceived, networkFee, priceImpactBps, referenceAmount, SWAP_GAS_GUESS } from '../services/swap/math';
import { SWAP_SLIPPAGE_PERCENT } from '../constants';

export type { BuiltTransaction, SwapToken } from '../services/swap/client';
export { SwapRefusedError } from '../services/swap/client';
export { formatBps, minimumReceived } from '../services/swap/math';
export { NATIVE_TOKEN_ADDRESS } from '../chains/eip155/swap-calldata';

export type Service = { apiUrl: string | undefined; projectId: string | undefined };
export type SwapForm = { from?: SwapToken; to?: SwapToken; amount: string };
export type SwapTokens = { chainId: CaipNetworkId; tokens: SwapToken[] } | { chainId: CaipNetworkId; error: unknown };

export const swapFormAtom = atom<SwapForm>({ amount: '' });
export const swapTokensAtom = atom<SwapTokens | null>(null);
/** The swap under review (SwapPreview), with the approve it needs (ApproveTransaction). */
export const swapPlanAtom = atom<SwapPlan | null>(null);

const clientOptions = (s: Service) => ({ baseUrl: s.apiUrl ?? '', ...(s.projectId ? { projectId: s.projectId } : {}) });
const unavailable = () => new WalletModalError('UNKNOWN', SWAP_MESSAGES.serviceUnavailable);

export async function loadSwapTokens(service: Service, chainId: CaipNetworkId): Promise<SwapToken[]> {
  if (!service.apiUrl) throw unavailable();
  return getSwapTokens(chainId, clientOptions(service));
}

/** What the Swap view shows for a form: the quote, its minimum after slippage, the price impact and the fee (wei). */
export type LiveQuote = { toAmount: bigint; minimum: bigint; impactBps: bigint | undefined; fee: bigint; gasPrice: bigint };

export async function loadLiveQuote(service: Service, r: PairRequest, signal?: AbortSignal): Promise<LiveQuote> {
  if (!service.apiUrl) throw unavailable();
  const options = { ...clientOptions(service), ...(signal ? { signal } : {}) };
  const gas = await getGasPrices(r.chainId, options);
  const [quote, reference] = await Promise.all([
    getSwapQuote({ ...r, gasPrice: gas.standard }, options),
    // The pool's rate for a small trade: what the price impact is measured against. A failed one only hides the impact.
    getSwapQuote({ ...r, amount: referenceAmount(r.amount) }, options).catch(() => undefined),
  ]);
  return {
    toAmount: quote.toAmount,
    minimum: minimumReceived(quote.toAmount),
    impactBps: reference ? priceImpactBps(quote, reference) : undefined,
    fee: networkFee(SWAP_GAS_GUESS, gas.standard),
    gasPrice: gas.standard,
  };
}

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

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const badTransaction = (details: string) => new WalletModalError('SWAP_REFUSED', SWAP_MESSAGES.badTransaction, { details });

/** The built swap does what the form says: these tokens, this amount, paid to the person, no ETH sent with a token swap. */
export function checkSwapTransaction(tx: BuiltTransaction, r: PairRequest): bigint {
  const call = decodeSwapExactIn(tx.data);
  if (!call) throw badTransaction('not a swapExactIn call');
  if (!sameAddress(tx.from, r.user) || !sameAddress(call.to, r.user)) throw badTransaction('the swap pays someone else');
  if (!sameAddress(call.tokenIn, r.from.address) || !sameAddress(call.tokenOut, r.to.address)) throw badTransaction('other tokens');
  if (call.amountIn !== r.amount) throw badTransaction('another amount');
  const native = sameAddress(r.from.address, NATIVE_TOKEN_ADDRESS);
  if (tx.value !== (native ? r.amount : 0n)) throw badTransaction('another value');
  if (call.minAmountOut === 0n) throw badTransaction('no minimum');
  return call.minAmountOut;
}

/** The approve is of exactly the amount, of the token swapped, to the contract the swap calls. */
export function checkApproveTransaction(tx: BuiltTransaction, r: PairRequest, spender: string): void {
  const call = decodeApprove(tx.data);
  if (!call) throw badTransaction('not an approve call');
  if (!sameAddress(tx.to, r.from.address) || !sameAddress(call.spender, spender) || !sameAddress(tx.from, r.user)) throw badTransaction('another token or spender');
  if (call.amount !== r.amount || tx.value !== 0n) throw badTransaction('another approval amount');
}

/**
 * Builds the swap to review: the allowance decides whether an approve comes first (then the swap is built without the
 * service's estimate, which would fail on the missing allowance). `shownMinimum` is what the Swap view promised.
 */
export async function prepareSwap(service: Service, r: PairRequest, shownMinimum: bigint | undefined): Promise<SwapPlan> {
  if (!service.apiUrl) throw unavailable();
  const options = clientOptions(service);
  const native = sameAddress(r.from.address, NATIVE_TOKEN_ADDRESS);
  const [allowance, quote] = await Promise.all([
    native ? Promise.resolve(r.amount) : getSwapAllowance({ chainId: r.chainId, user: r.user, token: r.from }, options),
    getSwapQuote(r, options),
  ]);
  const short = allowance < r.amount;
  const swap = await buildSwap({ ...r, slippagePercent: String(SWAP_SLIPPAGE_PERCENT), estimate: !short }, options);
  const minimum = checkSwapTransaction(swap, r);
  let approve: BuiltTransaction | undefined;
  if (short) {
    approve = await buildApprove(r, options);
    checkApproveTransaction(approve, r, swap.to);
  }
  return {
    request: r,
    toAmount: quote.toAmount,
    minimum,
    priceMoved: shownMinimum !== undefined && minimum < shownMinimum,
    swap,
    approve,
    fee: networkFee(swap.gas, swap.gasPrice) + (approve ? networkFee(approve.gas, approve.gasPrice) : 0n),
  };
}

/** The slippage the plan was built with, for the review: SPEC §9's 1 percent. */
export const PLAN_SLIPPAGE_BPS = DEFAULT_SLIPPAGE_BPS;

export type Outcome = 'confirmed' | 'failed' | 'timeout';

/** What the wallet is asked to send for a built transaction (and what the review simulates): with its gas limit. */
export const swapRequest = (tx: BuiltTransaction) => ({ to: tx.to, data: tx.data, value: tx.value, gas: tx.gas });

/**
 * Sends a built transaction through the client (the wallet signs; wm-transaction, the pending list, the balance
 * refresh and the toasts come with it) and resolves the hash at once and, in `mined`, what the chain made of it. The gas limit goes
 * with it, so that the wallet signs what was reviewed.
 */
export async function sendBuilt(client: WalletModalClient, tx: BuiltTransaction): Promise<{ hash: string; mined: Promise<Outcome> }> {
  const seen = new Map<string, Outcome>();
  let wanted: string | undefined;
  let settle: ((o: Outcome) => void) | undefined;
  // Listening before sending: the receipt may be read before sendTransaction's answer reaches us.
  const stop = client.subscribe((event) => {
    if (event.type !== 'transaction' || event.detail.status === 'pending') return;
    seen.set(event.detail.hash, event.detail.status);
    if (event.detail.hash === wanted) settle?.(event.detail.status);
  });
  let hash: string;
  try {
    hash = await client.sendSwapTransaction(swapRequest(tx));
  } catch (error) {
    stop();
    throw error;
  }
  wanted = hash;
  const mined = new Promise<Outcome>((resolve) => {
    const timer = setTimeout(() => settle?.('timeout'), TRANSACTION_WATCH_TIMEOUT_MS + 5_000);
    settle = (o) => {
      clearTimeout(timer);
      stop();
      resolve(o);
    };
    const already = seen.get(hash);
    if (already) settle(already);
  });
  return { hash, mined };
}
