/** How much of the token swapped the account lets the swap contract spend (native ETH needs no allowance). */
import { NATIVE_TOKEN_ADDRESS } from '../../chains/eip155/swap-calldata';
import type { WalletModalError } from '../../errors';
import { getSwapAllowance, type PairRequest } from '../../services/swap/client';
import { serviceOptions, type ServiceConfig } from './service-config';
import { sameAddress, swapServiceUnavailable } from './swap-checks';

export type GetAllowanceParameters = { request: PairRequest };
/** In the token's base units; for native ETH, the amount itself (nothing to approve). */
export type GetAllowanceReturnType = bigint;
export type GetAllowanceErrorType = WalletModalError;

export async function getAllowance(config: ServiceConfig, { request: r }: GetAllowanceParameters): Promise<GetAllowanceReturnType> {
  const options = serviceOptions(config);
  if (!options.baseUrl) throw swapServiceUnavailable();
  if (sameAddress(r.from.address, NATIVE_TOKEN_ADDRESS)) return r.amount;
  return getSwapAllowance({ chainId: r.chainId, user: r.user, token: r.from }, options);
}
