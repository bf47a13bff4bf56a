/**
 * The Swap actions' pure rules (no request): the checks a transaction the data service built must pass before a
 * wallet sees it (it does what the Swap form says), and SPEC §8's refusal without a service. swap-build.ts runs the
 * checks on every build; the tests feed them forged transactions.
 */
import { decodeApprove, decodeSwapExactIn, NATIVE_TOKEN_ADDRESS } from '../../chains/eip155/swap-calldata';
import { SwapServiceUnavailableError, SwapTransactionMismatchError } from '../../errors/swap';
import type { BuiltTransaction, PairRequest } from '../../services/swap/client';

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** SPEC §8: the Swap views without a data service (`api-url`). */
export const swapServiceUnavailable = () => new SwapServiceUnavailableError();
const badTransaction = (details: string) => new SwapTransactionMismatchError({ details });

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
  if (!sameAddress(tx.to, r.from.address) || !sameAddress(call.spender, spender) || !sameAddress(tx.from, r.user))
    throw badTransaction('another token or spender');
  if (call.amount !== r.amount || tx.value !== 0n) throw badTransaction('another approval amount');
}
