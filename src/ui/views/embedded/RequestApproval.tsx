/**
 * ApproveTransaction for a wallet request (issue 21 point 6): the embedded wallet has no screen, so what a site or the
 * modal asks it to sign is shown here first. A message as text, typed data by its domain, a transaction by its call
 * with the simulated changes (transfers and approvals decoded); Approve sends it to the wallet, Reject refuses it (4001).
 */
import { useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import type { TransactionRequest } from '../../../client/types';
import { approvalAtom, type ApprovalSummary, type PendingApproval } from '../../../state/approval';
import { optionsAtom } from '../../../state/options';
import { useClient } from '../../client-context';
import { SimulatedChanges, useSimulation } from '../../components/SimulatedChanges';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { formatTokenAmount } from '../swap/format';
import { LOGIN_CSS } from './styles';

const short = (text: string) => (text.length > 14 ? `${text.slice(0, 8)}…${text.slice(-4)}` : text);

function Details({ summary, symbol }: { summary: ApprovalSummary; symbol: string }) {
  const { t, intl } = useI18n();
  if (summary.kind === 'evmTransaction') {
    const { to, value, data } = summary.call;
    return (
      <dl className="wm-list" data-testid="wm-approval-transaction">
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('send.to')}</dt>
          <dd className="wm-row__end wm-address" title={to} data-testid="wm-approval-to">
            <bdi dir="ltr">{short(to)}</bdi>
          </dd>
        </div>
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('swap.amount')}</dt>
          <dd className="wm-row__end" data-testid="wm-approval-value">
            <bdi dir="ltr">
              {formatTokenAmount(BigInt(value ?? '0x0'), 18, intl)} {symbol}
            </bdi>
          </dd>
        </div>
        {data && data !== '0x' && (
          <div className="wm-row">
            <dt className="wm-row__main wm-muted">{t('approve.data')}</dt>
            <dd className="wm-row__end" title={data} data-testid="wm-approval-data">
              <bdi dir="ltr">{t('approve.bytes', { size: (data.length - 2) / 2, start: data.slice(0, 10) })}</bdi>
            </dd>
          </div>
        )}
      </dl>
    );
  }
  if (summary.kind === 'solanaTransaction') return null;
  return (
    <>
      {summary.kind === 'typedData' && (
        <p className="wm-muted" data-testid="wm-approval-domain">
          {t('approve.typedData', { domain: summary.domain ?? '?', type: summary.primaryType ?? '?' })}
        </p>
      )}
      <pre className="wm-approve-text" data-testid="wm-approval-text">
        {summary.text}
      </pre>
    </>
  );
}

const transactionOf = (summary: ApprovalSummary): TransactionRequest | undefined =>
  summary.kind === 'evmTransaction' ? summary.call : summary.kind === 'solanaTransaction' ? summary.transaction : undefined;

function Approval({ request }: { request: PendingApproval }) {
  const client = useClient();
  const { t } = useI18n();
  const network = useAtomValue(optionsAtom).networks.find((n) => n.caipNetworkId === request.caipNetworkId);
  const { summary } = request;
  const transaction = transactionOf(summary);
  // Only a transaction is simulated: the hook stays idle for a message.
  const simulation = useSimulation(transaction);
  const sending = request.status === 'sending';
  const decide = (approved: boolean) => void client.embeddedWallet().then((wallet) => wallet.decideApproval(approved));
  return (
    <>
      <p className="wm-muted" data-testid="wm-approval-intro">
        {t(transaction ? 'approve.transactionIntro' : 'approve.messageIntro', { network: network?.name ?? request.caipNetworkId })}
      </p>
      <Details summary={summary} symbol={network?.nativeCurrency.symbol ?? ''} />
      {transaction && <SimulatedChanges simulation={simulation} />}
      {sending && (
        <p className="wm-muted" role="status" data-testid="wm-approval-status">
          <span className="wm-spinner" aria-hidden="true" /> {t('approve.signing')}
        </p>
      )}
      <div className="wm-actions">
        <button type="button" className="wm-button wm-button--secondary" data-testid="wm-approval-reject" disabled={sending} onClick={() => decide(false)}>
          {t('approve.reject')}
        </button>
        <button
          type="button"
          className="wm-button"
          data-testid="wm-approval-approve"
          disabled={sending || (transaction !== undefined && !simulation.canConfirm)}
          onClick={() => (!transaction || simulation.confirm()) && decide(true)}
        >
          {transaction && simulation.armed ? simulation.confirmLabel : t('approve.approve')}
        </button>
      </div>
    </>
  );
}

export default function RequestApproval({ id }: { id: number }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const request = useAtomValue(approvalAtom);
  return (
    <div className="wm-body" ref={ref}>
      {request?.id === id ? <Approval request={request} /> : <p className="wm-muted">{t('approve.gone')}</p>}
    </div>
  );
}
