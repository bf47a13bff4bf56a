/**
 * The Activity tab (SPEC §2, §5): the account's transfers on the active chain only, newest first, a page at a time
 * by cursor. Transactions whose transfers are all spam NFTs are dropped. A failure shows 'Failed to fetch
 * transactions' and marks the list empty (SPEC §8).
 */
import { getHistory } from '../../services/data/client';
import { isAllSpam } from '../../services/data/history';
import type { Transaction } from '../../services/data/entities';
import { activeAccountAtom } from '../../state/account';
import { activityAtom, INITIAL_ACTIVITY } from '../../state/account-data';
import type { ClientContext } from '../context';
import { dataClientOptions, servesChain } from './data-service';
import { resolveCounterparties } from './identity';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';

/** Pages read in one go while they show nothing (all spam, or other chains), so the list never stalls empty. */
const MAX_EMPTY_PAGES = 5;

/** `refresh`: ask for the newest page again and put what is new on top, quietly (the tab does so while it shows). */
export type LoadActivityParameters = { reset?: boolean; refresh?: boolean };

export type LoadActivityReturnType = ActionReturnType<typeof loadActivity>;
export type LoadActivityErrorType = WalletModalError;
/** Loads the next page (the first when `reset`, or when the account or chain changed); a call while loading joins it. */
export function loadActivity(ctx: ClientContext, { reset = false, refresh = false }: LoadActivityParameters = {}): Promise<void> {
  const running = ctx.activityLoad;
  if (refresh) return running ?? refreshActivity(ctx);
  if (running && !reset) return running;
  const load = run(ctx, reset).finally(() => {
    if (ctx.activityLoad === load) ctx.activityLoad = undefined;
  });
  ctx.activityLoad = load;
  return load;
}

async function run(ctx: ClientContext, reset: boolean): Promise<void> {
  const { store } = ctx;
  const options = dataClientOptions(ctx);
  const account = store.get(activeAccountAtom);
  if (!options || account.status !== 'connected') return;
  const key = account.caipAddress;
  const before = store.get(activityAtom);
  const fresh = reset || before.key !== key;
  if (!fresh && (before.status === 'error' || (before.status === 'loaded' && before.next === null))) return;
  const start = fresh ? { ...INITIAL_ACTIVITY, key } : before;
  store.set(activityAtom, { ...start, status: 'loading' });
  // A chain the service does not index has no history there: an empty list, not an error.
  if (!(await servesChain(ctx, options, account.caipNetworkId))) {
    if (store.get(activityAtom).key === key) store.set(activityAtom, { key, status: 'loaded', transactions: [], next: null });
    return;
  }

  let cursor = fresh ? undefined : (before.next ?? undefined);
  const shown: Transaction[] = [];
  let next: string | null = null;
  try {
    for (let page = 0; page < MAX_EMPTY_PAGES && shown.length === 0; page++) {
      const answer = await getHistory(account.address, { chainId: account.caipNetworkId, ...(cursor ? { cursor } : {}) }, options);
      if (store.get(activityAtom).key !== key) return;
      shown.push(...answer.transactions.filter((t) => t.chainId === account.caipNetworkId && !isAllSpam(t)));
      next = answer.next;
      if (!next) break;
      cursor = next;
    }
  } catch {
    if (store.get(activityAtom).key !== key) return;
    store.set(activityAtom, { key, status: 'error', transactions: [], next: null });
    showToast(ctx, 'error', MESSAGES.failedToFetchTransactions);
    return;
  }
  const ids = new Set(start.transactions.map((t) => t.id));
  const transactions = [...start.transactions, ...shown.filter((t) => !ids.has(t.id))];
  store.set(activityAtom, { key, status: 'loaded', transactions, next });
  void resolveCounterparties(
    ctx,
    shown.map((t) => (t.transfers[0]?.direction === 'in' ? t.sentFrom : t.sentTo)),
  );
}

/** Same list, same statuses: nothing to draw again. */
const sameList = (a: readonly Transaction[], b: readonly Transaction[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i]?.id && t.status === b[i]?.status);

/**
 * The newest page again, merged into a loaded list: new transactions on top, known ones updated (a pending one
 * confirmed), the cursor kept. When the page is the whole history it replaces the list; when none of it is known and
 * more pages follow, more came in than a page holds, and the list starts again from this page. A failure leaves the list as it is, without a toast (the next refresh may
 * answer; the user asked for nothing).
 */
async function refreshActivity(ctx: ClientContext): Promise<void> {
  const { store } = ctx;
  const options = dataClientOptions(ctx);
  const account = store.get(activeAccountAtom);
  if (!options || account.status !== 'connected') return;
  const key = account.caipAddress;
  if (store.get(activityAtom).key !== key || store.get(activityAtom).status !== 'loaded') return;
  let answer: Awaited<ReturnType<typeof getHistory>>;
  try {
    answer = await getHistory(account.address, { chainId: account.caipNetworkId }, options);
  } catch {
    return;
  }
  const current = store.get(activityAtom);
  if (current.key !== key || current.status !== 'loaded' || ctx.activityLoad !== undefined) return;
  const page = answer.transactions.filter((t) => t.chainId === account.caipNetworkId && !isAllSpam(t));
  const known = new Set(current.transactions.map((t) => t.id));
  // The whole history fits the page: it is the list (a reorged-out transfer leaves it too).
  const whole = answer.next === null;
  const joins = !whole && answer.transactions.some((t) => known.has(t.id));
  const byId = new Map(page.map((t) => [t.id, t]));
  const transactions = joins ? [...page.filter((t) => !known.has(t.id)), ...current.transactions.map((t) => byId.get(t.id) ?? t)] : page;
  if (sameList(transactions, current.transactions)) return;
  store.set(activityAtom, { key, status: 'loaded', transactions, next: joins ? current.next : answer.next });
  void resolveCounterparties(
    ctx,
    page.filter((t) => !known.has(t.id)).map((t) => (t.transfers[0]?.direction === 'in' ? t.sentFrom : t.sentTo)),
  );
}
