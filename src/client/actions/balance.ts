/**
 * Balances of the connected account: the native one and, where the namespace has them, its tokens
 * (SPL on Solana). Cached 30 s, and after a failure not asked again for 30 s (SPEC §5/§9).
 * A failure shows the 'Token Balance Unavailable' toast.
 */
import type { CaipNetworkId } from '../../chains/caip';
import { getNativeBalance } from '../../chains/eip155/balance';
import type { ChainNamespace } from '../../chains/namespaces';
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../../constants';
import { accountAtoms, balanceStatusAtoms, type Balances } from '../../state/account';
import { dataChainsAtom } from '../../state/account-data';
import { optionsAtom } from '../../state/options';
import type { RpcTransport } from '../../services/json-rpc';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import { transportFor } from './rpc-transport';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

type BalanceReader = (rpc: RpcTransport, address: string, caipNetworkId: CaipNetworkId) => Promise<Balances>;

/** Balance readers per namespace; a namespace without one has no native balance (SPEC §9). */
const BALANCE_READERS: Partial<Record<ChainNamespace, BalanceReader>> = {
  eip155: async (rpc, address) => ({ native: await getNativeBalance(rpc, address), tokens: [] }),
  async solana(rpc, address, caipNetworkId) {
    // Solana code loads only for a page that uses a Solana network.
    const { getSolBalance, getSplTokenBalances } = await import('./solana');
    const [native, tokens] = await Promise.all([getSolBalance(rpc, address), getSplTokenBalances(rpc, address, caipNetworkId)]);
    return { native, tokens };
  },
};

export type RefreshBalanceParameters = ActionParameters<typeof refreshBalance>;
export type RefreshBalanceReturnType = ActionReturnType<typeof refreshBalance>;
export type RefreshBalanceErrorType = WalletModalError;
/**
 * The native balance from the RPC and, with `api-url`, the token balances and the account's name from the data
 * service (its own chunk, account-data.ts), side by side.
 */
export async function refreshBalance(ctx: ClientContext, namespace: ChainNamespace, force = false): Promise<void> {
  const data = ctx.store.get(optionsAtom).apiUrl ? import('./account-data').then((m) => m.refreshAccountData(ctx, namespace, force)) : undefined;
  await Promise.all([refreshNativeBalance(ctx, namespace, force), data]);
}

async function refreshNativeBalance(ctx: ClientContext, namespace: ChainNamespace, force: boolean): Promise<void> {
  const { store } = ctx;
  const account = store.get(accountAtoms[namespace]);
  if (account.status !== 'connected') return;
  const network = findNetwork(store.get(optionsAtom), account.caipNetworkId);
  const reader = BALANCE_READERS[namespace];
  const key = account.caipAddress;
  const entry = ctx.balances.get(key) ?? {};
  const now = Date.now();

  const apply = ({ native, tokens }: Balances) => {
    const current = store.get(accountAtoms[namespace]);
    if (current.status !== 'connected' || current.caipAddress !== key || !network) return;
    // A chain the data service answers for takes its token balances (with prices) from there.
    const fromService = store.get(optionsAtom).apiUrl && store.get(dataChainsAtom)?.some((c) => c.id === current.caipNetworkId);
    const explorer = network.blockExplorers?.default.url;
    store.set(accountAtoms[namespace], {
      ...current,
      balance: { value: native, decimals: network.nativeCurrency.decimals },
      balanceSymbol: network.nativeCurrency.symbol,
      tokenBalance: fromService ? current.tokenBalance : tokens,
      ...(explorer ? { addressExplorerUrl: `${explorer.replace(/\/+$/, '')}/address/${current.address}` } : {}),
    });
  };

  if (!force && entry.value !== undefined && entry.fetchedAt !== undefined && now - entry.fetchedAt < BALANCE_CACHE_MS) {
    apply(entry.value);
    return;
  }
  if (entry.failedAt !== undefined && now - entry.failedAt < BALANCE_RETRY_MS) return;
  const rpc = network && reader ? transportFor(ctx, network) : undefined;
  if (!network || !reader || !rpc) {
    store.set(balanceStatusAtoms[namespace], 'error');
    showToast(ctx, 'error', MESSAGES.tokenBalanceUnavailable);
    return;
  }

  store.set(balanceStatusAtoms[namespace], 'loading');
  try {
    const value = await reader(rpc, account.address, account.caipNetworkId);
    ctx.balances.set(key, { value, fetchedAt: Date.now() });
    apply(value);
    store.set(balanceStatusAtoms[namespace], 'idle');
  } catch {
    ctx.balances.set(key, { ...entry, failedAt: Date.now() });
    store.set(balanceStatusAtoms[namespace], 'error');
    showToast(ctx, 'error', MESSAGES.tokenBalanceUnavailable);
  }
}
