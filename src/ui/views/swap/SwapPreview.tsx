/**
 * SPEC view SwapPreview: the swap as the data service built it (checked against the form), before the wallet sees it.
 * You pay, you receive, the minimum the transaction itself insists on, the network fee. With the allowance short, the
 * next step is ApproveTransaction (exactly the amount); back here, the swap. When the pool moved past the slippage
 * before the block, the swap reverts: the view says so plainly, and the pending list and balances follow the chain.
 */
import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import type { RouteOf } from '../../../state/routes';
import { formatBps, parseTokenAmount, prepareSwap, PLAN_SLIPPAGE_BPS, swapFormAtom, swapPlanAtom, swapRequest } from '../../../state/swap';
import { SWAP_MESSAGES } from '../../../swap-messages';
import { useClient } from '../../client-context';
import { formatTokenAmount } from './format';
import { SimulatedChanges, useSimulation } from '../../components/SimulatedChanges';
import { SwapLoading, SwapUnsupported } from './SwapNotice';
import { sendStatusText, useSend } from './use-send';
import { useNativeSymbol, useService, useSwapAccount } from './use-swap';

const problemOf = (error: unknown) => {
  const e = error as { code?: unknown; shortMessage?: unknown; details?: unknown } | null;
  if (e?.code === 'SWAP_REFUSED') return typeof e.details === 'string' ? e.details : SWAP_MESSAGES.quoteFailed;
  return typeof e?.shortMessage === 'string' ? e.shortMessage : SWAP_MESSAGES.serviceUnavailable;
};

export default function SwapPreview({ route }: { route: RouteOf<'SwapPreview'> }) {
  const client = useClient();
  const account = useSwapAccount();
  const form = useAtomValue(swapFormAtom);
  const [plan, setPlan] = useAtom(swapPlanAtom);
  const service = useService();
  const [problem, setProblem] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const { state, send, busy } = useSend();
  const nativeSymbol = useNativeSymbol();
  // The swap's simulated outcome before the wallet is asked (issue 11 point 6); not while an approve must come first
  // (the swap would revert on the missing allowance).
  const simulation = useSimulation(plan && !plan.approve ? swapRequest(plan.swap) : undefined);
  const { from, to } = form;
  const amount = from ? parseTokenAmount(form.amount, from.decimals) : undefined;

  // Built afresh each time the view shows (back from ApproveTransaction the allowance is there, and the swap is estimated).
  useEffect(() => {
    if (!account || !from || !to || amount === undefined) return;
    let live = true;
    setPlan(null);
    setProblem(null);
    prepareSwap(service, { chainId: account.chainId, user: account.address, from, to, amount }, route.shownMinimum).then(
      (p) => live && setPlan(p),
      (error: unknown) => live && setProblem(error),
    );
    return () => {
      live = false;
    };
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!account) return <SwapUnsupported />;
  if (!from || !to || amount === undefined) return <p className="wm-muted wm-center">Choose a swap first.</p>;
  if (problem) {
    return (
      <div className="wm-center" data-testid="wm-swap-preview-error">
        <p className="wm-error-text" role="alert">
          {problemOf(problem)}
        </p>
        <button type="button" className="wm-button wm-button--secondary" data-testid="wm-swap-preview-retry" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (!plan) return <SwapLoading label="Preparing the swap" />;

  if (state.step === 'confirmed') {
    return (
      <div className="wm-center" data-testid="wm-swap-complete">
        <p className="wm-title" role="status">
          Swap complete
        </p>
        <p className="wm-muted">
          {formatTokenAmount(amount, from.decimals)} {from.symbol} for at least {formatTokenAmount(plan.minimum, to.decimals)} {to.symbol}
        </p>
        <button type="button" className="wm-button" data-testid="wm-swap-done" onClick={() => client.open({ view: 'Account' })}>
          Back to account
        </button>
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <div className="wm-center" data-testid="wm-swap-failed">
        <p className="wm-error-text" role="alert" data-testid="wm-swap-failed-message">
          {SWAP_MESSAGES.reverted}
        </p>
        <button type="button" className="wm-button" data-testid="wm-swap-new-quote" onClick={() => client.goBack()}>
          Get a new quote
        </button>
      </div>
    );
  }

  const rows: [string, string, string][] = [
    ['You pay', `${formatTokenAmount(amount, from.decimals)} ${from.symbol}`, 'pay'],
    ['You receive', `≈ ${formatTokenAmount(plan.toAmount, to.decimals)} ${to.symbol}`, 'receive'],
    [`Minimum received (${formatBps(PLAN_SLIPPAGE_BPS)} slippage)`, `${formatTokenAmount(plan.minimum, to.decimals)} ${to.symbol}`, 'minimum'],
    [plan.approve ? 'Network fee (approve and swap, at most)' : 'Network fee (at most)', `${formatTokenAmount(plan.fee, 18)} ${nativeSymbol}`, 'fee'],
  ];
  const status = sendStatusText(state);
  return (
    <div className="wm-body" aria-busy={busy}>
      {plan.priceMoved && (
        <p className="wm-error-text" role="status" data-testid="wm-swap-price-moved">
          {SWAP_MESSAGES.priceMoved}
        </p>
      )}
      <dl className="wm-list" data-testid="wm-swap-preview">
        {rows.map(([term, value, key]) => (
          <div key={key} className="wm-row">
            <dt className="wm-row__main wm-muted">{term}</dt>
            <dd className="wm-row__end" data-testid={`wm-swap-preview-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {!plan.approve && <SimulatedChanges simulation={simulation} />}
      {plan.approve && (
        <p className="wm-muted" data-testid="wm-swap-needs-approval">
          First allow the swap to spend exactly {formatTokenAmount(amount, from.decimals)} {from.symbol}.
        </p>
      )}
      {status && (
        <p className="wm-muted" role="status" data-testid="wm-swap-status">
          {busy && <span className="wm-spinner" aria-hidden="true" />} {status}
        </p>
      )}
      {state.step === 'error' && (
        <p className="wm-error-text" role="alert" data-testid="wm-swap-error">
          {state.message}
        </p>
      )}
      {plan.approve ? (
        <button type="button" className="wm-button" data-testid="wm-swap-approve" onClick={() => client.push({ view: 'ApproveTransaction' })}>
          Approve {from.symbol}
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
          {busy ? 'Swapping…' : simulation.armed ? 'Swap anyway' : 'Swap'}
        </button>
      )}
    </div>
  );
}
