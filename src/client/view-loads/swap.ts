/**
 * The Swap views' loads: the network's tokens (asked once per network and service, again after Try again empties
 * them), the live quote for the form (the action waits for typing to pause; a newer form ends the ask before it), and
 * SwapPreview's plan, built afresh each time the view shows (back from ApproveTransaction the allowance is there).
 */
import { optionsAtom } from '../../state/options';
import { currentRouteAtom } from '../../state/router';
import { accountSwapTokensAtom, swapAccountAtom, swapPairAtom, swapReviewRequestAtom } from '../../state/swap';
import { requestLiveQuote, stopLiveQuote } from '../actions/swap-live-quote';
import { reviewSwap } from '../actions/swap-review';
import { loadSwapTokens } from '../actions/swap-tokens';
import type { ViewLoad, ViewLoads } from './types';

const tokens: ViewLoad = {
  key: (get) => {
    const account = get(swapAccountAtom);
    return account && !get(accountSwapTokensAtom) ? `${account.chainId}|${get(optionsAtom).apiUrl ?? ''}` : undefined;
  },
  start: (client) => {
    const account = client.store.get(swapAccountAtom);
    if (account) void loadSwapTokens(client, { chainId: account.chainId }).catch(() => undefined);
  },
};

export const SWAP_LOADS: ViewLoads = {
  Swap: [
    tokens,
    {
      key: (get) => `${get(swapPairAtom).key}|${get(optionsAtom).apiUrl ?? ''}`,
      start: (client, showing) => {
        const { key, request } = client.store.get(swapPairAtom);
        void requestLiveQuote(client, { owner: showing, key, request });
        return () => stopLiveQuote(client);
      },
    },
  ],
  SwapSelectToken: [tokens],
  SwapPreview: [
    {
      key: () => '',
      start: (client) => {
        const { request } = client.store.get(swapReviewRequestAtom);
        const route = client.store.get(currentRouteAtom);
        if (request && route?.view === 'SwapPreview') void reviewSwap(client, { request, shownMinimum: route.shownMinimum });
      },
    },
  ],
};
