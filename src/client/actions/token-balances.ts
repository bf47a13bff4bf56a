/**
 * Token balances from the data service (SPEC §3 token balance, with fiat value), cached 30 s in storage so they
 * survive a reload (SPEC §9). A chain the service does not answer for keeps the balances read from its RPC.
 * A failure shows 'Token Balance Unavailable'.
 */
import type { ChainNamespace } from '../../chains/namespaces';
import { BALANCE_CACHE_MS } from '../../constants';
import { getBalances } from '../../services/data/client';
import { tokenBalanceToWire, validateTokenBalance } from '../../services/data/balance';
import type { DataTokenBalance } from '../../services/data/entities';
import { validateInSlices } from '../../services/data/slices';
import { accountAtoms } from '../../state/account';
import { tokensStatusAtom } from '../../state/account-data';
import { readStorage, writeStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { TOKEN_BALANCE_CACHE } from '../persisted-data';
import { dataChains, dataClientOptions, newest } from './data-service';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

export type RefreshTokenBalancesParameters = ActionParameters<typeof refreshTokenBalances>;
export type RefreshTokenBalancesReturnType = ActionReturnType<typeof refreshTokenBalances>;
export type RefreshTokenBalancesErrorType = WalletModalError;
export async function refreshTokenBalances(ctx: ClientContext, namespace: ChainNamespace, force = false): Promise<void> {
  const { store } = ctx;
  const options = dataClientOptions(ctx);
  const account = store.get(accountAtoms[namespace]);
  if (!options || account.status !== 'connected') return;
  const key = account.caipAddress;
  const chains = await dataChains(ctx, options);
  // Unknown chains (the service could not say) are tried: a failure then shows 'Token Balance Unavailable'.
  const chain = chains?.find((c) => c.id === account.caipNetworkId);
  if (chains && !chain) return;

  const apply = (balances: DataTokenBalance[]) => {
    const current = store.get(accountAtoms[namespace]);
    if (current.status !== 'connected' || current.caipAddress !== key) return false;
    // The network's own explorer first (set with the native balance); the service's when the network has none.
    const explorer = current.addressExplorerUrl ?? (chain?.explorerUrl ? `${chain.explorerUrl}/address/${current.address}` : undefined);
    store.set(accountAtoms[namespace], { ...current, tokenBalance: balances, ...(explorer ? { addressExplorerUrl: explorer } : {}) });
    store.set(tokensStatusAtom, { key, status: 'loaded' });
    return true;
  };

  const cached = readStorage(TOKEN_BALANCE_CACHE)?.[key];
  if (!force && cached && Date.now() - cached.at < BALANCE_CACHE_MS && cached.at <= Date.now()) {
    const origins = { page: options.origin ?? '', service: new URL(options.baseUrl).origin };
    apply(await validateInSlices(cached.balances, (entry) => validateTokenBalance(entry, origins)));
    return;
  }

  store.set(tokensStatusAtom, { key, status: 'loading' });
  try {
    const balances = await getBalances(account.address, account.caipNetworkId, options);
    if (!apply(balances)) return;
    const entries = readStorage(TOKEN_BALANCE_CACHE) ?? {};
    writeStorage(TOKEN_BALANCE_CACHE, newest({ ...entries, [key]: { at: Date.now(), balances: balances.map(tokenBalanceToWire) } }));
  } catch {
    if (store.get(tokensStatusAtom).key === key) store.set(tokensStatusAtom, { key, status: 'error' });
    showToast(ctx, 'error', MESSAGES.tokenBalanceUnavailable);
  }
}
