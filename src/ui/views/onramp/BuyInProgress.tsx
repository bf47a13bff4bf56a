/**
 * SPEC view BuyInProgress: the purchase goes on in the provider's window; meanwhile the client reads the native balance
 * again (forced past its cache) and merges in Activity's newest page (client/view-loads/account.ts), until the balance
 * grows: then the purchase is shown done.
 */
import { useAtomValue } from 'jotai/react';
import { onrampPurchaseAtom, purchaseDoneAtom } from '../../../state/onramp';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';

export default function BuyInProgress(_props: { route: RouteOf<'BuyInProgress'> }) {
  const client = useClient();
  const { t } = useI18n();
  const purchase = useAtomValue(onrampPurchaseAtom);
  const done = useAtomValue(purchaseDoneAtom);

  const amount = purchase?.quote.purchaseAmount;
  const what = amount?.amount ? `${amount.amount} ${amount.currency}` : (amount?.currency ?? t('onramp.crypto'));
  if (done) {
    return (
      <div className="wm-center" data-testid="wm-buy-complete">
        <p className="wm-title">{t('onramp.complete')}</p>
        <p className="wm-muted">{t('onramp.arrived', { what })}</p>
        <button type="button" className="wm-button" data-testid="wm-buy-back" onClick={() => client.open({ view: 'Account' })}>
          {t('common.backToAccount')}
        </button>
      </div>
    );
  }
  return (
    <div className="wm-center" aria-busy="true" data-testid="wm-buy-in-progress">
      <span className="wm-spinner" aria-hidden="true" />
      <p className="wm-muted" role="status">
        {t('onramp.inProgress', { what, provider: purchase?.provider ?? t('onramp.provider') })}
      </p>
    </div>
  );
}
