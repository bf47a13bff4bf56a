/** The tokens a network swaps, as the data service lists them (the Swap view's pickers). */
import type { CaipNetworkId } from '../../chains/caip';
import type { WalletModalError } from '../../errors';
import { getSwapTokens, type SwapRefusedError, type SwapToken } from '../../services/swap/client';
import { serviceOptions, type ServiceConfig } from './service-config';
import { swapServiceUnavailable } from './swap-checks';

export type LoadSwapTokensParameters = { chainId: CaipNetworkId };
export type LoadSwapTokensReturnType = SwapToken[];
/** No `api-url` (SPEC §8 'Swap service unavailable'), a network without swaps, or a service that failed. */
export type LoadSwapTokensErrorType = SwapRefusedError | WalletModalError;

export async function loadSwapTokens(config: ServiceConfig, { chainId }: LoadSwapTokensParameters): Promise<LoadSwapTokensReturnType> {
  const options = serviceOptions(config);
  if (!options.baseUrl) throw swapServiceUnavailable();
  return getSwapTokens(chainId, options);
}
