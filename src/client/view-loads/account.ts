/** The Account view's tabs, and the views that follow the account's data while they show (Send's history, a purchase). */
import { activeAccountAtom } from '../../state/account';
import { ACTIVITY_REFRESH_MS, activityAtom } from '../../state/account-data';
import { accountTabOf, activityAskedAtom } from '../../state/account-tab';
import { purchaseDoneAtom } from '../../state/onramp';
import { optionsAtom } from '../../state/options';
import type { Getter } from 'jotai/vanilla';
import type { ViewLoads } from './types';

/** How often the balance is read while a purchase goes on: a devnet purchase lands within a block or two. */
const BUY_POLL_MS = 2000;

/** The account the data service answers for: connected, with `api-url` set. */
const dataAccount = (get: Getter) => {
  const account = get(activeAccountAtom);
  return get(optionsAtom).apiUrl && account.status === 'connected' ? account.caipAddress : undefined;
};

const quietly = () => undefined;

export const ACCOUNT_LOADS: ViewLoads = {
  Account: [
    {
      key: (get, showing) => (accountTabOf(get, showing) === 'nfts' ? dataAccount(get) : undefined),
      start: (client) => void client.loadNfts().catch(quietly),
    },
    // Activity reloads its first page each time it shows, then asks for the newest page every ACTIVITY_REFRESH_MS
    // while the page is visible, so a new transfer appears by itself.
    {
      key: (get, showing) => (accountTabOf(get, showing) === 'activity' ? dataAccount(get) : undefined),
      start: (client, showing, key) => {
        void client.loadActivity({ reset: true }).catch(quietly);
        client.store.set(activityAskedAtom, { showing, key });
        const timer = setInterval(() => {
          if (document.visibilityState !== 'hidden') void client.loadActivity({ refresh: true }).catch(quietly);
        }, ACTIVITY_REFRESH_MS);
        return () => clearInterval(timer);
      },
    },
  ],
  // The history Send's look-alike check compares the receiver with: the newest page of the account's activity.
  WalletSend: [
    {
      key: (get) => {
        const key = dataAccount(get);
        return key && get(activityAtom).key !== key ? key : undefined;
      },
      start: (client) => void client.loadActivity().catch(quietly),
    },
  ],
  // While the provider works: the native balance read again (past its cache) and Activity's newest page merged in,
  // until the balance grows past where it was; then Activity once more.
  BuyInProgress: [
    {
      key: (get) => `${get(purchaseDoneAtom)}|${get(optionsAtom).apiUrl ?? ''}`,
      start: (client) => {
        const withActivity = Boolean(client.store.get(optionsAtom).apiUrl);
        const activity = () => withActivity && void client.loadActivity({ refresh: true }).catch(quietly);
        if (client.store.get(purchaseDoneAtom)) return void activity();
        const timer = setInterval(() => {
          void client.refreshBalance(undefined, true).catch(quietly);
          activity();
        }, BUY_POLL_MS);
        return () => clearInterval(timer);
      },
    },
  ],
};
