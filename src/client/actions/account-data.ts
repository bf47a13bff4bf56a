/** The data service's part of the client (`api-url`), in its own chunk: a page without the attribute never loads it. */
import type { ChainNamespace } from '../../chains/namespaces';
import type { ClientContext } from '../context';
import { refreshIdentity } from './identity';
import { refreshTokenBalances } from './token-balances';

export { loadActivity } from './activity';
export { loadNfts } from './nfts';
export { registerAccountName, resolveAccountName, suggestAccountNames } from './account-name';

/** After a connect, an account change or a network switch: token balances with prices, and the account's name. */
export async function refreshAccountData(ctx: ClientContext, namespace: ChainNamespace, force = false): Promise<void> {
  await Promise.all([refreshTokenBalances(ctx, namespace, force), refreshIdentity(ctx, namespace)]);
}
