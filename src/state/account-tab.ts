/**
 * The Account view's tab (SPEC §2: Tokens, NFTs, Activity), chosen in one showing of the view (showing.ts): the client
 * loads what the tab shows, and the next showing starts on Tokens again.
 */
import { atom, type Getter } from 'jotai/vanilla';
import type { Showing } from './showing';

export type AccountTab = 'tokens' | 'nfts' | 'activity';

export const accountTabAtom = atom<{ showing: Showing | undefined; tab: AccountTab }>({ showing: undefined, tab: 'tokens' });

/** The tab a showing shows. */
export const accountTabOf = (get: Getter, showing: Showing | undefined): AccountTab => {
  const chosen = get(accountTabAtom);
  return chosen.showing === showing ? chosen.tab : 'tokens';
};

/**
 * The showing and account whose Activity was last asked for afresh: until the tab's reload has begun, the rows held
 * are a past visit's, and the tab does not draw them only to replace them.
 */
export const activityAskedAtom = atom<{ showing: Showing; key: string } | undefined>(undefined);
