/**
 * OnRampProviders' offer for the chosen provider: the quote (SPEC §3's fields; SPEC §8's sample when it fails), then
 * the checkout URL (none with the sample). Written to onrampOfferAtom with who asked and for what; the view shows
 * only its own offer for what it shows, so an answer for an earlier choice, form or showing is never shown for this one.
 */
import { onrampOfferAtom, type OnrampForm, type OnrampOffer, type Purchase } from '../../state/onramp';
import { loadOnrampQuote } from './onramp-quote';
import { getOnrampUrl } from './onramp-url';
import type { ServiceConfig } from './service-config';

/** `owner` and `key`: who asks and for what (the view's showing, its choice and form); `address`: the account paid to. */
export type LoadOnrampOfferParameters = {
  owner: object;
  key: string;
  provider: string;
  form: OnrampForm & { purchase: Purchase };
  cents: bigint;
  address: string;
};
export type LoadOnrampOfferReturnType = OnrampOffer;
/** Never rejects: the sample quote stands in for a failed one, and a URL that cannot be had is null. */
export type LoadOnrampOfferErrorType = never;

export async function loadOnrampOffer(
  config: ServiceConfig,
  { owner, key, provider, form, cents, address }: LoadOnrampOfferParameters,
): Promise<LoadOnrampOfferReturnType> {
  const { store } = config;
  const ask = { owner, key, offer: null };
  store.set(onrampOfferAtom, ask);
  const { purchase } = form;
  const quote = await loadOnrampQuote(config, { form, cents });
  const url = quote.sample
    ? null
    : await getOnrampUrl(config, {
        address,
        network: purchase.chainId,
        partnerUserId: address,
        presetCryptoAmount: quote.purchaseAmount.amount,
        presetFiatAmount: quote.paymentTotal.amount,
        fiatCurrency: quote.paymentTotal.currency,
      }).catch(() => null);
  const offer = { provider, quote, url };
  // A newer ask (another provider, another amount) has the atom now: this answer is not shown.
  if (store.get(onrampOfferAtom) === ask) store.set(onrampOfferAtom, { owner, key, offer });
  return offer;
}
