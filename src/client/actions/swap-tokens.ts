/**
 * The tokens a network swaps, as the data service lists them (the Swap view's pickers), written to swapTokensAtom:
 * the list, or the failure the view shows with Try again. The view only asks; the request and its outcome live here.
 */
import type { CaipNetworkId } from '../../chains/caip';
import type { WalletModalError } from '../../errors';
import { getSwapTokens, type SwapToken } from '../../services/swap/client';
import type { SwapRefusedError } from '../../errors/swap';
import { activeAccountAtom } from '../../state/account';
import { swapTokensAtom } from '../../state/swap';
import { serviceOptions, type ServiceConfig } from './service-config';
import { swapServiceUnavailable } from './swap-checks';

export type LoadSwapTokensParameters = { chainId: CaipNetworkId };
export type LoadSwapTokensReturnType = SwapToken[];
/** No `api-url` (SPEC §8 'Swap service unavailable'), a network without swaps, or a service that failed. */
export type LoadSwapTokensErrorType = SwapRefusedError | WalletModalError;

export async function loadSwapTokens(config: ServiceConfig, { chainId }: LoadSwapTokensParameters): Promise<LoadSwapTokensReturnType> {
  const { store } = config;
  // An answer for a network the account has left since is dropped: the view asks again for the one it shows.
  const current = () => {
    const account = store.get(activeAccountAtom);
    return account.status === 'connected' && account.caipNetworkId === chainId;
  };
  try {
    const options = serviceOptions(config);
    if (!options.baseUrl) throw swapServiceUnavailable();
    const tokens = await getSwapTokens(chainId, options);
    if (current()) store.set(swapTokensAtom, { chainId, tokens });
    return tokens;
  } catch (error) {
    if (current()) store.set(swapTokensAtom, { chainId, error });
    throw error;
  }
}
