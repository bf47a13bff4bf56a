/** The account tabs' lazily loaded parts, in one place: the Account view renders them and the view table prefetches them. */
import { preloadable } from '../../preloadable';

export const AccountTabs = preloadable(() => import('./AccountTabs'));

export const TAB_PANELS = {
  tokens: preloadable(() => import('./TokensTab')),
  nfts: preloadable(() => import('./NftsTab')),
  activity: preloadable(() => import('./ActivityTab')),
};
export type TabKey = keyof typeof TAB_PANELS;
