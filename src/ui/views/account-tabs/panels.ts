/** The account tabs' panels, each its own chunk: the tabs render them and the view table prefetches them with Account. */
import { preloadable } from '../../preloadable';

export const TAB_PANELS = {
  tokens: preloadable(() => import('./TokensTab')),
  nfts: preloadable(() => import('./NftsTab')),
  activity: preloadable(() => import('./ActivityTab')),
};
export type TabKey = keyof typeof TAB_PANELS;
