/**
 * The Activity tab: the account's transfers on the active chain (SPEC §5), newest first. More rows load by cursor
 * when the sentinel at the end of the list scrolls into view. The client reloads the first page each time the tab shows
 * and asks for the newest page while it shows (client/view-loads/account.ts), so a new transfer appears by itself. A
 * failure shows 'Failed to fetch transactions' (SPEC §8) in the tab too, with Try again.
 */
import { memo, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { shortAddress } from '../../../chains/eip155/address';
import { activeAccountAtom } from '../../../state/account';
import { activityAskedAtom } from '../../../state/account-tab';
import { showingAtom } from '../../../state/showing';
import { activityAtom, addressKey, counterpartyNamesAtom, dataChainsAtom, type Transaction } from '../../../state/account-data';
import { optionsAtom } from '../../../state/options';
import { useClient } from '../../client-context';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useOnVisible } from '../../components/use-on-visible';
import { formatAmount } from '../../format';
import { useI18n, type I18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import type { MessageKey } from '../../../i18n/translate';
import { formatDate, formatRelativeTime } from './format';
import { TabError } from './TabError';
import { PendingTransactions } from './PendingTransactions';
import * as MESSAGES from '../../../messages';

const LABELS: Record<string, MessageKey> = {
  send: 'activity.send',
  receive: 'activity.receive',
  trade: 'activity.trade',
  mint: 'activity.mint',
  burn: 'activity.burn',
};
const STATUS: Record<Transaction['status'], MessageKey> = { confirmed: 'status.confirmed', failed: 'status.failed', pending: 'status.pending' };
const MAX_SHOWN_DECIMALS = 4;

function amountOf(tx: Transaction, intl: string): string {
  const first = tx.transfers[0];
  if (!first) return '';
  const sign = first.direction === 'in' ? '+' : first.direction === 'out' ? '-' : '';
  if (first.kind === 'nft') return `${sign}${first.name}`;
  // Up to 4 decimals, without trailing zeros: '0.25 ETH', not '0.2500 ETH'.
  const text = formatAmount(first.quantity, Math.min(MAX_SHOWN_DECIMALS, first.quantity.decimals), intl, true);
  return `${sign}${text} ${first.symbol}`;
}

const counterpartyOf = (tx: Transaction) => (tx.transfers[0]?.direction === 'in' ? tx.sentFrom : tx.sentTo);

/**
 * A row redraws only when its own transaction, name or explorer changes: a page appended to a long list (or a name
 * resolved) must not redraw the rows already shown, which at 1,000 rows took over 50 ms of main thread.
 */
const ActivityRow = memo(function ActivityRow({
  tx,
  explorer,
  name,
  i18n,
}: {
  tx: Transaction;
  explorer: string | undefined;
  name: string | undefined;
  i18n: I18n;
}) {
  const { t, intl } = i18n;
  const incoming = tx.transfers[0]?.direction === 'in';
  const counterparty = counterpartyOf(tx);
  const key = LABELS[tx.operationType];
  const label = key ? t(key) : tx.operationType;
  return (
    <li className="wm-row" data-testid="wm-activity-row" data-status={tx.status}>
      <span className="wm-row__main">
        <span data-testid="wm-activity-label">
          <span aria-hidden="true">{incoming ? '↓ ' : '↑ '}</span>
          {label}
        </span>
        <span className="wm-muted" title={counterparty} data-testid="wm-activity-counterparty">
          {tNodes(t, incoming ? 'activity.from' : 'activity.to', { name: <bdi dir={name ? undefined : 'ltr'}>{name ?? shortAddress(counterparty)}</bdi> })}
        </span>
      </span>
      <span className="wm-row__end">
        <span data-testid="wm-activity-amount" dir="ltr">
          {amountOf(tx, intl)}
        </span>
        <span className="wm-muted">
          <span data-testid="wm-activity-status">{t(STATUS[tx.status])}</span> ·{' '}
          <time dateTime={new Date(tx.minedAt).toISOString()} title={formatDate(tx.minedAt, intl)}>
            {formatRelativeTime(tx.minedAt, Date.now(), intl)}
          </time>
        </span>
        {explorer && (
          <a className="wm-link" href={`${explorer}/tx/${tx.hash}`} target="_blank" rel="noopener noreferrer" data-testid="wm-activity-explorer">
            {t('activity.view')}
          </a>
        )}
      </span>
    </li>
  );
});

export default function ActivityTab() {
  const client = useClient();
  const i18n = useI18n();
  const { t, message } = i18n;
  const account = useAtomValue(activeAccountAtom);
  const activity = useAtomValue(activityAtom);
  const names = useAtomValue(counterpartyNamesAtom);
  const chains = useAtomValue(dataChainsAtom);
  const { networks } = useAtomValue(optionsAtom);
  const sentinel = useRef<HTMLDivElement>(null);
  const showing = useAtomValue(showingAtom);
  const asked = useAtomValue(activityAskedAtom);
  const key = account.status === 'connected' ? account.caipAddress : undefined;
  // The tab's first page is reloaded each time it shows: until that reload has begun, the rows held from the last visit
  // are stale, and drawing them (up to every page scrolled through) only to replace them cost a long task.
  const ours = activity.key === key && asked !== undefined && asked.showing === showing && asked.key === key;
  const hasMore = ours && activity.status === 'loaded' && activity.next !== null;
  // A new page re-observes the sentinel, so one still in view asks for the next.
  useOnVisible(sentinel, hasMore ? activity.transactions.length : undefined, () => void client.loadActivity());

  if (account.status !== 'connected') return null;
  const connected = account;
  const body = () => {
    if (!ours || activity.status === 'idle' || (activity.status === 'loading' && activity.transactions.length === 0))
      return <SkeletonRows label={t('activity.loading')} />;
    if (activity.status === 'error')
      return (
        <TabError message={message(MESSAGES.failedToFetchTransactions)} testId="wm-activity-error" onRetry={() => void client.loadActivity({ reset: true })} />
      );
    if (activity.transactions.length === 0)
      return (
        <p className="wm-muted wm-center" data-testid="wm-activity-empty">
          {t('activity.empty')}
        </p>
      );
    const network = networks.find((n) => n.caipNetworkId === connected.caipNetworkId);
    const explorer = (network?.blockExplorers?.default.url ?? chains?.find((c) => c.id === connected.caipNetworkId)?.explorerUrl)?.replace(/\/+$/, '');
    return (
      <>
        <ul className="wm-list" aria-label={t('activity.list')}>
          {activity.transactions.map((tx) => (
            <ActivityRow key={tx.id} tx={tx} explorer={explorer} name={names[addressKey(counterpartyOf(tx))]} i18n={i18n} />
          ))}
        </ul>
        {activity.status === 'loading' && <SkeletonRows label={t('activity.loadingMore')} count={1} />}
        {hasMore && (
          <div ref={sentinel} data-testid="wm-activity-sentinel">
            {typeof IntersectionObserver === 'undefined' && (
              <button type="button" className="wm-button wm-button--secondary" onClick={() => void client.loadActivity()}>
                {t('activity.loadMore')}
              </button>
            )}
          </div>
        )}
      </>
    );
  };
  // Transactions sent through the modal stay on top until mined, whatever the list below is doing.
  return (
    <>
      <PendingTransactions />
      {body()}
    </>
  );
}
