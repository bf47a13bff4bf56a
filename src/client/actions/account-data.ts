/** The data service's part of the client (`api-url`), in its own chunk: a page without the attribute never loads it. */
import type { ChainNamespace } from '../../chains/namespaces';
import type { ClientContext } from '../context';
import { refreshIdentity } from './identity';
import { refreshTokenBalances } from './token-balances';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

export { loadActivity } from './activity';
export { loadNfts } from './nfts';
export { registerAccountName, resolveAccountName, suggestAccountNames } from './account-name';

export type RefreshAccountDataParameters = ActionParameters<typeof refreshAccountData>;
export type RefreshAccountDataReturnType = ActionReturnType<typeof refreshAccountData>;
export type RefreshAccountDataErrorType = WalletModalError;
/** After a connect, an account change or a network switch: token balances with prices, and the account's name. */
export async function refreshAccountData(ctx: ClientContext, namespace: ChainNamespace, force = false): Promise<void> {
  await Promise.all([refreshTokenBalances(ctx, namespace, force), refreshIdentity(ctx, namespace)]);
}
