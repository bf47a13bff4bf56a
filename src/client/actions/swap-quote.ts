/** The Swap view's live quote: what the form would receive, its minimum after slippage, the price impact and the fee. */
import type { WalletModalError } from '../../errors';
import { getGasPrices, getSwapQuote, type PairRequest } from '../../services/swap/client';
import type { SwapRefusedError } from '../../errors/swap';
import { minimumReceived, networkFee, priceImpactBps, referenceAmount, SWAP_GAS_GUESS } from '../../services/swap/math';
import type { LiveQuote } from '../../state/swap';
import { serviceOptions, type ServiceConfig } from './service-config';
import { swapServiceUnavailable } from './swap-checks';

export type LoadLiveQuoteParameters = { request: PairRequest; signal?: AbortSignal | undefined };
export type LoadLiveQuoteReturnType = LiveQuote;
/** No `api-url`, a refusal with the service's reason (no pool, an amount too small), or a service that failed. */
export type LoadLiveQuoteErrorType = SwapRefusedError | WalletModalError;

export async function loadLiveQuote(config: ServiceConfig, { request: r, signal }: LoadLiveQuoteParameters): Promise<LoadLiveQuoteReturnType> {
  const service = serviceOptions(config);
  if (!service.baseUrl) throw swapServiceUnavailable();
  const options = { ...service, ...(signal ? { signal } : {}) };
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
