/** The Account view's tabs, and Send's history (the views that follow the account's data while they show). */
import { activeAccountAtom } from '../../state/account';
import { ACTIVITY_REFRESH_MS, activityAtom } from '../../state/account-data';
import { accountTabOf, activityAskedAtom } from '../../state/account-tab';
import { optionsAtom } from '../../state/options';
import type { Getter } from 'jotai/vanilla';
import type { ViewLoads } from './types';

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
};
