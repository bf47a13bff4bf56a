/**
 * SPEC view OnRampProviders: the providers with their fee range (SPEC §9: 1-2%); choosing one fetches its quote
 * (SPEC §3's fields; SPEC §8's sample when it fails) and the checkout URL. Continue opens that URL in a new window
 * (noopener: the provider's page gets no handle on ours) and moves on to BuyInProgress.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { offerAskOf, onrampChoiceAtom, onrampFormAtom, onrampOfferAtom, onrampPurchaseAtom } from '../../../state/onramp';
import { showingAtom } from '../../../state/showing';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { SampleNotice, fiatText, useOnrampOptions, usePurchase } from './use-onramp';

export default function OnRampProviders(_props: { route: RouteOf<'OnRampProviders'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const fiat = (a: { amount: string; currency: string }) => `${fiatText(a.amount, intl)} ${a.currency}`;
  const options = useOnrampOptions();
  const form = useAtomValue(onrampFormAtom);
  const purchase = usePurchase();
  const account = useAtomValue(activeAccountAtom);
  const setPurchase = useSetAtom(onrampPurchaseAtom);
  const providers = options?.providers ?? [];
  const showing = useAtomValue(showingAtom);
  const [choice, choose] = useAtom(onrampChoiceAtom);
  const asked = useAtomValue(onrampOfferAtom);
  const address = account.status === 'connected' ? account.address : undefined;
  // The client asks for the quote and the URL of the provider chosen in this showing (client/view-loads/onramp.ts);
  // the view shows this showing's offer for what it shows, no other.
  const { selected, ask } = offerAskOf({ chosen: choice && choice.showing === showing ? choice.provider : undefined, options, form, purchase, address, intl });
  const offer = ask && asked && asked.owner === showing && asked.key === ask.key ? asked.offer : null;

  const go = () => {
    if (!offer?.url) return;
    window.open(offer.url, '_blank', 'noopener,noreferrer');
    setPurchase({ provider: offer.provider, quote: offer.quote, startBalance: account.status === 'connected' ? (account.balance?.value ?? null) : null });
    client.push({ view: 'BuyInProgress' });
  };
  const { quote } = offer ?? {};

  return (
    <div className="wm-body">
      <SampleNotice shown={options?.sample || quote?.sample} />
      <ul className="wm-list">
        {providers.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              className="wm-list-item"
              aria-current={p.name === selected}
              data-testid="wm-onramp-provider"
              onClick={() => showing && choose({ showing, provider: p.name })}
            >
              <span className="wm-list-item__name">{p.name}</span>
              <span className="wm-tag">{t('onramp.fees', { range: p.feeRange })}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected && !quote && (
        <div className="wm-center" aria-busy="true">
          <span className="wm-spinner" role="status" aria-label={t('onramp.loadingQuote')} />
        </div>
      )}
      {quote && (
        <dl className="wm-list" data-testid="wm-onramp-quote">
          {(
            [
              ['you-pay', 'onramp.youPay', fiat(quote.paymentTotal)],
              ['provider-fee', 'onramp.providerFee', fiat(quote.coinbaseFee)],
              ['network-fee', 'onramp.networkFee', fiat(quote.networkFee)],
              ['subtotal', 'onramp.subtotal', fiat(quote.paymentSubtotal)],
              [
                'you-get',
                'onramp.youGet',
                quote.purchaseAmount.amount ? `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}` : `— ${quote.purchaseAmount.currency}`,
              ],
            ] as const
          ).map(([id, term, value]) => (
            <div key={id} className="wm-row">
              <dt className="wm-row__main wm-muted">{t(term)}</dt>
              <dd className="wm-row__end" dir="ltr" data-testid={`wm-onramp-quote-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {quote && !offer?.url && <p className="wm-error-text">{t('onramp.unreachable')}</p>}
      <button type="button" className="wm-button" data-testid="wm-onramp-open" disabled={!offer?.url} onClick={go}>
        {t('common.continue')}
      </button>
    </div>
  );
}
