/**
 * SPEC view BuyInProgress: the purchase goes on in the provider's window; meanwhile the native balance is read again
 * (forced past its cache) and Activity's newest page merged in, until the balance grows: then the purchase is shown done.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { onrampPurchaseAtom } from '../../../state/onramp';
import { optionsAtom } from '../../../state/options';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';

/** How often the balance is read while the provider works: a devnet purchase lands within a block or two. */
const BUY_POLL_MS = 2000;

export default function BuyInProgress(_props: { route: RouteOf<'BuyInProgress'> }) {
  const client = useClient();
  const { t } = useI18n();
  const purchase = useAtomValue(onrampPurchaseAtom);
  const account = useAtomValue(activeAccountAtom);
  const { apiUrl } = useAtomValue(optionsAtom);
  const balance = account.status === 'connected' ? account.balance?.value : undefined;
  const done = purchase !== null && purchase.startBalance !== null && balance !== undefined && balance > purchase.startBalance;

  useEffect(() => {
    if (done) {
      if (apiUrl) void client.loadActivity({ refresh: true }).catch(() => undefined);
      return;
    }
    const timer = setInterval(() => {
      void client.refreshBalance(undefined, true).catch(() => undefined);
      if (apiUrl) void client.loadActivity({ refresh: true }).catch(() => undefined);
    }, BUY_POLL_MS);
    return () => clearInterval(timer);
  }, [client, done, apiUrl]);

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
