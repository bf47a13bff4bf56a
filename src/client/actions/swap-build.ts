/**
 * The swap to review (SwapPreview), built by the data service and checked against the form: the allowance decides
 * whether an exact approve comes first (then the swap is built without the service's estimate, which would fail on
 * the missing allowance).
 */
import { SWAP_SLIPPAGE_PERCENT } from '../../constants';
import type { WalletModalError } from '../../errors';
import { buildApprove, buildSwap, getSwapQuote, type BuiltTransaction, type PairRequest } from '../../services/swap/client';
import type { SwapRefusedError } from '../../errors/swap';
import { networkFee } from '../../services/swap/math';
import type { SwapPlan } from '../../state/swap';
import { serviceOptions, type ServiceConfig } from './service-config';
import { getAllowance } from './swap-allowance';
import { checkApproveTransaction, checkSwapTransaction, swapServiceUnavailable } from './swap-checks';

/** `shownMinimum`: what the Swap view promised; a built swap insisting on less is flagged (`priceMoved`). */
export type PrepareSwapParameters = { request: PairRequest; shownMinimum: bigint | undefined };
export type PrepareSwapReturnType = SwapPlan;
/** No `api-url`, a refusal of the service, or a built transaction that does not match the form (SWAP_REFUSED). */
export type PrepareSwapErrorType = SwapRefusedError | WalletModalError;

export async function prepareSwap(config: ServiceConfig, { request: r, shownMinimum }: PrepareSwapParameters): Promise<PrepareSwapReturnType> {
  const options = serviceOptions(config);
  if (!options.baseUrl) throw swapServiceUnavailable();
  const [allowance, quote] = await Promise.all([getAllowance(config, { request: r }), getSwapQuote(r, options)]);
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
