/**
 * SPEC view ApproveTransaction. With `approval` in its route, a wallet request waiting for the person (the embedded
 * wallet's, views/embedded/RequestApproval.tsx, its own chunk). Otherwise the ERC-20 approve a swap needs when the
 * allowance is short. It allows exactly the amount swapped to exactly the contract the built swap calls (both checked
 * in client/actions/swap-checks.ts), never an unlimited amount. Once the approval is mined, back to SwapPreview,
 * which builds the swap again.
 */
import { useAtomValue } from 'jotai/react';
import type { RouteOf } from '../../../state/routes';
import { approveSimulationAtom, swapPlanAtom } from '../../../state/swap';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import { formatTokenAmount } from './format';
import { SimulatedChanges, useSimulation } from '../../components/SimulatedChanges';
import { sendErrorText, sendStatusText, useSend } from './use-send';
import { useNativeSymbol } from './use-swap';
import { RequestApproval } from '../embedded/lazy';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export default function ApproveTransaction({ route }: { route: RouteOf<'ApproveTransaction'> }) {
  return route.approval === undefined ? <SwapApproval /> : <RequestApproval id={route.approval} />;
}

function SwapApproval() {
  const client = useClient();
  const plan = useAtomValue(swapPlanAtom);
  const nativeSymbol = useNativeSymbol();
  const i18n = useI18n();
  const { t, intl } = i18n;
  // Once the approval is mined, back to SwapPreview (unless the person left first).
  const { state, send, busy } = useSend(() => client.goBack());
  // The approval as the chain would grant it, before the wallet is asked (issue 11 point 6).
  const simulation = useSimulation(useAtomValue(approveSimulationAtom));

  if (!plan?.approve) {
    return (
      <div className="wm-center">
        <p className="wm-muted">{t('swap.nothingToApprove')}</p>
        <button type="button" className="wm-button wm-button--secondary" onClick={() => client.goBack()}>
          {t('common.back')}
        </button>
      </div>
    );
  }
  const { approve, request } = plan;
  const status = sendStatusText(t, state);
  return (
    <div className="wm-body" aria-busy={busy}>
      <p className="wm-muted">{t('swap.allowIntro', { symbol: request.from.symbol })}</p>
      <dl className="wm-list" data-testid="wm-approve-details">
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('swap.token')}</dt>
          <dd className="wm-row__end" data-testid="wm-approve-token">
            {request.from.name} ({request.from.symbol})
          </dd>
        </div>
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('swap.amount')}</dt>
          <dd className="wm-row__end" data-testid="wm-approve-amount">
            <bdi dir="ltr">
              {formatTokenAmount(request.amount, request.from.decimals, intl)} {request.from.symbol}
            </bdi>
          </dd>
        </div>
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('swap.spender')}</dt>
          <dd className="wm-row__end wm-address" data-testid="wm-approve-spender" title={plan.swap.to}>
            {tNodes(t, 'swap.contract', { address: <bdi dir="ltr">{short(plan.swap.to)}</bdi> })}
          </dd>
        </div>
        <div className="wm-row">
          <dt className="wm-row__main wm-muted">{t('swap.feeAtMost')}</dt>
          <dd className="wm-row__end" data-testid="wm-approve-fee">
            <bdi dir="ltr">
              {formatTokenAmount(approve.gas * approve.gasPrice, 18, intl)} {nativeSymbol}
            </bdi>
          </dd>
        </div>
      </dl>
      <SimulatedChanges simulation={simulation} />
      {status && (
        <p className="wm-muted" role="status" data-testid="wm-approve-status">
          {busy && <span className="wm-spinner" aria-hidden="true" />} {status}
        </p>
      )}
      {(state.step === 'error' || state.step === 'failed') && (
        <p className="wm-error-text" role="alert" data-testid="wm-approve-error">
          {state.step === 'error' ? sendErrorText(i18n, state) : t('swap.msg.approveFailed')}
        </p>
      )}
      <button
        type="button"
        className="wm-button"
        data-testid="wm-approve-confirm"
        disabled={busy || state.step === 'timeout' || !simulation.canConfirm}
        onClick={() => simulation.confirm() && void send(approve)}
      >
        {busy ? t('swap.approving') : t(simulation.armed ? 'swap.approveAnyway' : 'swap.approveToken', { symbol: request.from.symbol })}
      </button>
    </div>
  );
}
