/**
 * SPEC view OnRampProviders: the providers with their fee range (SPEC §9: 1-2%); choosing one fetches its quote
 * (SPEC §3's fields; SPEC §8's sample when it fails) and the checkout URL. Continue opens that URL in a new window
 * (noopener: the provider's page gets no handle on ours) and moves on to BuyInProgress.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { loadOnrampQuote, onrampFormAtom, onrampPurchaseAtom, onrampUrl, parseFiatCents, type OnrampQuote } from '../../../state/onramp';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { SampleNotice, fiatText, useOnrampOptions, usePurchase, useService } from './use-onramp';

type Offer = { provider: string; quote: OnrampQuote; url: string | null };


export default function OnRampProviders(_props: { route: RouteOf<'OnRampProviders'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const fiat = (a: { amount: string; currency: string }) => `${fiatText(a.amount, intl)} ${a.currency}`;
  const options = useOnrampOptions();
  const form = useAtomValue(onrampFormAtom);
  const purchase = usePurchase();
  const account = useAtomValue(activeAccountAtom);
  const service = useService();
  const setPurchase = useSetAtom(onrampPurchaseAtom);
  const providers = options?.providers ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const cents = parseFiatCents(form.amount, intl);
  const address = account.status === 'connected' ? account.address : undefined;
  const selected = chosen ?? (providers.length === 1 ? providers[0]!.name : null);

  useEffect(() => {
    if (!selected || !purchase || cents === undefined || !address) return;
    let live = true;
    setOffer(null);
    void (async () => {
      const quote = await loadOnrampQuote(service, { ...form, purchase }, cents);
      const url = quote.sample
        ? null
        : await onrampUrl(service, { address, network: purchase.chainId, partnerUserId: address, presetCryptoAmount: quote.purchaseAmount.amount, presetFiatAmount: quote.paymentTotal.amount, fiatCurrency: quote.paymentTotal.currency }).catch(() => null);
      if (live) setOffer({ provider: selected, quote, url });
    })();
    return () => {
      live = false;
    };
  }, [selected, purchase?.chainId, purchase?.symbol, form.amount, form.currency, form.method, address]); // eslint-disable-line react-hooks/exhaustive-deps

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
            <button type="button" className="wm-list-item" aria-current={p.name === selected} data-testid="wm-onramp-provider" onClick={() => setChosen(p.name)}>
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
              ['you-get', 'onramp.youGet', quote.purchaseAmount.amount ? `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}` : `— ${quote.purchaseAmount.currency}`],
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
