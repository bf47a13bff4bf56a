/**
 * The Buy views' loads: the options (asked once per modal; again for another network or service while none are held),
 * and OnRampProviders' offer for the provider chosen in that showing and the form (the quote, then the checkout URL).
 */
import type { Getter } from 'jotai/vanilla';
import { intlLocaleOf } from '../../i18n/locales';
import { activeAccountAtom } from '../../state/account';
import { localeAtom } from '../../state/locale';
import { offerAskOf, onrampChoiceAtom, onrampFormAtom, onrampOptionsAtom, purchaseAtom } from '../../state/onramp';
import { optionsAtom } from '../../state/options';
import type { Showing } from '../../state/showing';
import { loadOnrampOffer } from '../actions/onramp-offer';
import { loadOnrampOptions } from '../actions/onramp-options';
import type { ViewLoad, ViewLoads } from './types';

const options: ViewLoad = {
  key: (get) => {
    const chainId = get(purchaseAtom)?.chainId;
    return !get(onrampOptionsAtom) && chainId ? `${chainId}|${get(optionsAtom).apiUrl ?? ''}` : undefined;
  },
  start: (client) => {
    const fallback = client.store.get(purchaseAtom);
    if (fallback) void loadOnrampOptions(client, { fallback });
  },
};

const offerAsk = (get: Getter, showing: Showing) => {
  const choice = get(onrampChoiceAtom);
  const account = get(activeAccountAtom);
  return offerAskOf({
    chosen: choice?.showing === showing ? choice.provider : undefined,
    options: get(onrampOptionsAtom),
    form: get(onrampFormAtom),
    purchase: get(purchaseAtom),
    address: account.status === 'connected' ? account.address : undefined,
    intl: intlLocaleOf(get(localeAtom).locale),
  }).ask;
};

export const ONRAMP_LOADS: ViewLoads = {
  OnRampFiatSelect: [options],
  OnRampTokenSelect: [options],
  OnRampProviders: [
    options,
    {
      key: (get, showing) => offerAsk(get, showing)?.key,
      start: (client, showing) => {
        const ask = offerAsk(client.store.get, showing);
        if (ask) void loadOnrampOffer(client, { owner: showing, ...ask });
      },
    },
  ],
};
