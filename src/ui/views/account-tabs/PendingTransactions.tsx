/** The account's transactions sent through the modal and not yet mined, on top of Activity (SPEC §9), active chain only. */
import { useAtomValue } from 'jotai/react';
import { shortAddress } from '../../../chains/eip155/address';
import { activeAccountAtom } from '../../../state/account';
import { pendingTransactionsAtom } from '../../../state/pending-transactions';
import { useI18n } from '../../i18n';

export function PendingTransactions() {
  const { t } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const all = useAtomValue(pendingTransactionsAtom);
  if (account.status !== 'connected') return null;
  const pending = (all[account.caipAddress] ?? []).filter((tx) => tx.caipNetworkId === account.caipNetworkId);
  if (pending.length === 0) return null;
  return (
    <ul className="wm-list" aria-label={t('activity.pendingList')} data-testid="wm-pending-transactions">
      {pending.map((tx) => (
        <li key={tx.hash} className="wm-row" data-testid="wm-pending-row" data-status="pending">
          <span className="wm-row__main">
            <span>{t('activity.transaction')}</span>
            <bdi className="wm-muted" title={tx.hash} dir="ltr">
              {shortAddress(tx.hash)}
            </bdi>
          </span>
          <span className="wm-row__end">
            <span data-testid="wm-activity-status">{t('status.pending')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
