/**
 * SPEC view OnRampFiatSelect, Buy's first step: the fiat currency, the payment method and the amount, within SPEC §9's
 * limits for that method (card 10.00 to 7,500.00; bank account 10.00 to 25,000.00, USD and EUR), and the token
 * bought (OnRampTokenSelect changes it). Continue leads to the providers.
 */
import { useId } from 'react';
import { useAtom } from 'jotai/react';
import type { RouteOf } from '../../../state/routes';
import { onrampFormAtom } from '../../../state/onramp';
import { parseFiatCents } from '../../../client/onramp';
import { useI18n } from '../../i18n';
import { useClient } from '../../client-context';
import { AmountField } from '../../components/AmountField';
import { CurrencyFlag, PurchaseImage } from './images';
import { SampleNotice, fiatText, useOnrampOptions, usePurchase } from './use-onramp';

const METHOD_NAMES = { card: 'onramp.card', bank: 'onramp.bank' } as const;

export default function OnRampFiatSelect(_props: { route: RouteOf<'OnRampFiatSelect'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const options = useOnrampOptions();
  const purchase = usePurchase();
  const [form, setForm] = useAtom(onrampFormAtom);
  const id = useId();
  if (!options || !purchase) {
    return (
      <div className="wm-center" aria-busy="true">
        <span className="wm-spinner" role="status" aria-label={t('common.loading')} />
      </div>
    );
  }
  const currency = options.paymentCurrencies.find((c) => c.id === form.currency) ?? options.paymentCurrencies[0]!;
  const limit = currency.paymentMethodLimits.find((l) => l.id === form.method) ?? currency.paymentMethodLimits[0]!;
  const cents = parseFiatCents(form.amount, intl);
  const range = t('onramp.range', { min: fiatText(limit.min, intl), max: fiatText(limit.max, intl), currency: currency.id });
  const outside = cents !== undefined && (cents < parseFiatCents(limit.min)! || cents > parseFiatCents(limit.max)!);
  const problem = form.amount === '' ? '' : cents === undefined ? t('onramp.decimals', { count: 2 }) : outside ? t('onramp.enterRange', { range }) : '';
  const ready = cents !== undefined && !problem;

  return (
    <form
      className="wm-body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        setForm({ ...form, currency: currency.id, method: limit.id, purchase });
        client.push({ view: 'OnRampProviders' });
      }}
    >
      <SampleNotice shown={options.sample} />
      <p className="wm-section-title">{t('onramp.currency')}</p>
      <div className="wm-segments" role="group" aria-label={t('onramp.currency')}>
        {options.paymentCurrencies.map((c) => (
          <button
            key={c.id}
            type="button"
            className="wm-segment"
            aria-pressed={c.id === currency.id}
            data-testid={`wm-onramp-currency-${c.id}`}
            onClick={() => setForm({ ...form, currency: c.id })}
          >
            <CurrencyFlag code={c.id} />
            {c.id}
          </button>
        ))}
      </div>
      <p className="wm-section-title">{t('onramp.payWith')}</p>
      <div className="wm-segments" role="group" aria-label={t('onramp.paymentMethod')}>
        {currency.paymentMethodLimits.map((l) => (
          <button
            key={l.id}
            type="button"
            className="wm-segment"
            aria-pressed={l.id === limit.id}
            data-testid={`wm-onramp-method-${l.id}`}
            onClick={() => setForm({ ...form, method: l.id })}
          >
            {t(METHOD_NAMES[l.id])}
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-amount`} className="wm-section-title">
        <CurrencyFlag code={currency.id} size={16} /> {t('onramp.amount', { currency: currency.id })}
      </label>
      <AmountField
        id={`${id}-amount`}
        testId="wm-onramp-amount"
        value={form.amount}
        invalid={Boolean(problem)}
        describedBy={`${id}-limits`}
        onChange={(amount) => setForm({ ...form, amount })}
      />
      <p id={`${id}-limits`} className={problem ? 'wm-error-text' : 'wm-muted'} data-testid="wm-onramp-limits">
        {problem || `${t(METHOD_NAMES[limit.id])}: ${range}`}
      </p>
      <p className="wm-section-title">{t('onramp.youBuy')}</p>
      <button type="button" className="wm-list-item" data-testid="wm-onramp-token" onClick={() => client.push({ view: 'OnRampTokenSelect' })}>
        <PurchaseImage purchase={purchase} />
        <span className="wm-list-item__name">{purchase.symbol}</span>
        <span className="wm-muted">{purchase.networkName}</span>
      </button>
      <button type="submit" className="wm-button" data-testid="wm-onramp-continue" disabled={!ready}>
        {t('common.continue')}
      </button>
    </form>
  );
}
