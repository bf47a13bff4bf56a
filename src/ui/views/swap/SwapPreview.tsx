/**
 * SPEC view SwapPreview: the swap as the data service built it (checked against the form), before the wallet sees it.
 * You pay, you receive, the minimum the transaction itself insists on, the network fee. With the allowance short, the
 * next step is ApproveTransaction (exactly the amount); back here, the swap. When the pool moved past the slippage
 * before the block, the swap reverts: the view says so plainly, and the pending list and balances follow the chain.
 */
import { useAtomValue } from 'jotai/react';
import type { RouteOf } from '../../../state/routes';
import { swapPlanAtom, swapReviewAtom, swapReviewRequestAtom, swapSimulationAtom } from '../../../state/swap';
import { reviewSwap } from '../../../client/actions/swap-review';
import { formatBps, PLAN_SLIPPAGE_BPS } from '../../../client/swap';
import * as MESSAGES from '../../../messages';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import { formatTokenAmount } from './format';
import { SimulatedChanges, useSimulation } from '../../components/SimulatedChanges';
import { SwapLoading, SwapUnsupported, swapText } from './SwapNotice';
import { sendErrorText, sendStatusText, useSend } from './use-send';
import { useNativeSymbol, useSwapAccount } from './use-swap';

/** English: the service's reason for a refusal, a swap message, or an error's SPEC §8 text (swapText translates it). */
const problemOf = (error: unknown) => {
  const e = error as { code?: unknown; shortMessage?: unknown; details?: unknown } | null;
  if (e?.code === 'SWAP_REFUSED' && typeof e.details === 'string' && e.shortMessage !== MESSAGES.swapBadTransaction) return e.details;
  return typeof e?.shortMessage === 'string' ? e.shortMessage : MESSAGES.swapServiceUnavailable;
};

export default function SwapPreview({ route }: { route: RouteOf<'SwapPreview'> }) {
  const client = useClient();
  const account = useSwapAccount();
  const plan = useAtomValue(swapPlanAtom);
  const review = useAtomValue(swapReviewAtom);
  // The client builds the plan each time the view shows (client/view-loads/swap.ts); Try again builds it anew.
  const { from, to, amount, request } = useAtomValue(swapReviewRequestAtom);
  const { state, send, busy } = useSend();
  const nativeSymbol = useNativeSymbol();
  const i18n = useI18n();
  const { t, intl } = i18n;
  const amountText = (value: bigint, decimals: number) => formatTokenAmount(value, decimals, intl);
  // The swap's simulated outcome before the wallet is asked (issue 11 point 6); not while an approve must come first
  // (the swap would revert on the missing allowance).
  const simulation = useSimulation(useAtomValue(swapSimulationAtom));
  const problem = review.status === 'failed' ? review.error : null;

  if (!account) return <SwapUnsupported />;
  if (!from || !to || amount === undefined) return <p className="wm-muted wm-center">{t('swap.chooseFirst')}</p>;
  if (problem) {
    return (
      <div className="wm-center" data-testid="wm-swap-preview-error">
        <p className="wm-error-text" role="alert">
          {swapText(i18n, problemOf(problem))}
        </p>
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-swap-preview-retry"
          onClick={() => request && void reviewSwap(client, { request, shownMinimum: route.shownMinimum })}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (!plan) return <SwapLoading label={t('swap.preparing')} />;

  if (state.step === 'confirmed') {
    return (
      <div className="wm-center" data-testid="wm-swap-complete">
        <p className="wm-title" role="status">
          {t('swap.complete')}
        </p>
        <p className="wm-muted">
          {tNodes(t, 'swap.completeDetail', {
            pay: <bdi dir="ltr">{`${amountText(amount, from.decimals)} ${from.symbol}`}</bdi>,
            receive: <bdi dir="ltr">{`${amountText(plan.minimum, to.decimals)} ${to.symbol}`}</bdi>,
          })}
        </p>
        <button type="button" className="wm-button" data-testid="wm-swap-done" onClick={() => client.open({ view: 'Account' })}>
          {t('common.backToAccount')}
        </button>
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <div className="wm-center" data-testid="wm-swap-failed">
        <p className="wm-error-text" role="alert" data-testid="wm-swap-failed-message">
          {t('swap.msg.reverted')}
        </p>
        <button type="button" className="wm-button" data-testid="wm-swap-new-quote" onClick={() => client.goBack()}>
          {t('swap.newQuote')}
        </button>
      </div>
    );
  }

  const rows: [string, string, string][] = [
    [t('onramp.youPay'), `${amountText(amount, from.decimals)} ${from.symbol}`, 'pay'],
    [t('swap.youReceive'), `≈ ${amountText(plan.toAmount, to.decimals)} ${to.symbol}`, 'receive'],
    [t('swap.minimum', { slippage: formatBps(PLAN_SLIPPAGE_BPS) }), `${amountText(plan.minimum, to.decimals)} ${to.symbol}`, 'minimum'],
    [plan.approve ? t('swap.feeBoth') : t('swap.feeAtMost'), `${amountText(plan.fee, 18)} ${nativeSymbol}`, 'fee'],
  ];
  const status = sendStatusText(t, state);
  return (
    <div className="wm-body" aria-busy={busy}>
      {plan.priceMoved && (
        <p className="wm-error-text" role="status" data-testid="wm-swap-price-moved">
          {t('swap.msg.priceMoved')}
        </p>
      )}
      <dl className="wm-list" data-testid="wm-swap-preview">
        {rows.map(([term, value, key]) => (
          <div key={key} className="wm-row">
            <dt className="wm-row__main wm-muted">{term}</dt>
            <dd className="wm-row__end" data-testid={`wm-swap-preview-${key}`}>
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {!plan.approve && <SimulatedChanges simulation={simulation} />}
      {plan.approve && (
        <p className="wm-muted" data-testid="wm-swap-needs-approval">
          {tNodes(t, 'swap.approveFirst', { amount: <bdi dir="ltr">{amountText(amount, from.decimals)}</bdi>, symbol: from.symbol })}
        </p>
      )}
      {status && (
        <p className="wm-muted" role="status" data-testid="wm-swap-status">
          {busy && <span className="wm-spinner" aria-hidden="true" />} {status}
        </p>
      )}
      {state.step === 'error' && (
        <p className="wm-error-text" role="alert" data-testid="wm-swap-error">
          {sendErrorText(i18n, state)}
        </p>
      )}
      {plan.approve ? (
        <button type="button" className="wm-button" data-testid="wm-swap-approve" onClick={() => client.push({ view: 'ApproveTransaction' })}>
          {t('swap.approveToken', { symbol: from.symbol })}
        </button>
      ) : (
        <button
          type="button"
          className="wm-button"
          data-testid="wm-swap-confirm"
          disabled={busy || state.step === 'timeout' || !simulation.canConfirm}
          // A simulated revert is warned about first: the wallet is asked only on the second press.
          onClick={() => simulation.confirm() && void send(plan.swap)}
        >
          {busy ? t('swap.swapping') : simulation.armed ? t('swap.swapAnyway') : t('title.swap')}
        </button>
      )}
    </div>
  );
}
