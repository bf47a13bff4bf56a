/**
 * The simulated outcome of a transaction, shown by a review view (Send's WalletSendPreview, SwapPreview,
 * ApproveTransaction) before the wallet is asked (issue 11 point 6). A hook runs the simulation; the component draws it.
 *
 * How a review view uses it:
 *
 *     const simulation = useSimulation(request); // the exact argument it will give client.sendTransaction
 *     …
 *     <SimulatedChanges simulation={simulation} />
 *     <button className="wm-button" disabled={!simulation.canConfirm}
 *       onClick={() => { if (simulation.confirm()) void send(); }}>
 *       {simulation.confirmLabel}
 *     </button>
 *
 * - `request`: EVM `{ to, value?, data? }` or Solana wire bytes, for the active account; `undefined` while the
 *   review cannot build it yet (the hook then stays idle). The client simulates what the shown review holds
 *   (client/view-loads/review.ts); the hook shows this showing's answer for this request (state/showing.ts).
 * - While the simulation runs, `canConfirm` is false (it ends within the RPC timeout: an error lets the person go on).
 * - When the simulation reverts, the first `confirm()` returns false and arms a second confirmation: the warning
 *   asks the person to confirm again and `confirmLabel` turns to 'Confirm anyway' (`simulation.*` keys in the active
 *   language); the second `confirm()` returns true.
 *   Otherwise `confirm()` returns true at once.
 * - A simulation that could not run (node down, malformed reply) shows its error with a retry; it does not block.
 */
import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { TransactionRequest } from '../../client/types';
import type { SimulationResult } from '../../client/actions/simulate';
import { runSimulation } from '../../client/actions/simulation-run';
import type { WalletModalError } from '../../errors';
import { simulationAtom, simulationKey } from '../../state/simulation';
import { activeAccountAtom } from '../../state/account';
import { showingAtom } from '../../state/showing';
import { useClient } from '../client-context';
import { useAdoptedStyles } from '../theme/use-adopted-styles';
import { formatAmount, numberFormat } from '../format';
import { NUMBER_FORMAT_LOCALE } from '../../constants';
import { useI18n } from '../i18n';

/** Digits a change shows at most (the amount is exact bigint; only its display is cut, never rounded up). */
const SHOWN_DECIMALS = 6;

export type Simulation = {
  status: 'idle' | 'loading' | 'done' | 'error';
  result: SimulationResult | undefined;
  error: WalletModalError | undefined;
  /** A revert was simulated and the person pressed Confirm once: the next confirm() goes on. */
  armed: boolean;
  /** False while the simulation runs. */
  canConfirm: boolean;
  /** 'Confirm', or 'Confirm anyway' once a revert has been warned about and confirmed once. */
  confirmLabel: string;
  /** For the Confirm button: true when the review may ask the wallet now. */
  confirm(): boolean;
  retry(): void;
};

export function useSimulation(request: TransactionRequest | undefined): Simulation {
  const client = useClient();
  const { t } = useI18n();
  const asked = useAtomValue(simulationAtom);
  const owner = useAtomValue(showingAtom);
  // Another account or network is another question: the same request is simulated again.
  const key = simulationKey(useAtomValue(activeAccountAtom), request);
  // The simulated revert the person has confirmed once: a new answer (another request, Try again) asks again.
  const [armedFor, setArmedFor] = useState<SimulationResult | undefined>(undefined);

  const state: { key: string; status: Simulation['status']; result?: SimulationResult; error?: WalletModalError } =
    asked.status !== 'idle' && asked.owner === owner
      ? { key: asked.key, status: asked.status, ...('result' in asked ? { result: asked.result } : {}), ...('error' in asked ? { error: asked.error } : {}) }
      : { key: '', status: 'idle' };
  // A render with a new request before the client's ask reached the store must not show the old outcome.
  const status = state.key === key ? state.status : request === undefined ? 'idle' : 'loading';
  const result = state.key === key ? state.result : undefined;
  const reverted = status === 'done' && result?.revert !== undefined;
  const armed = reverted && armedFor === result;
  const confirm = useCallback(() => {
    if (status === 'loading') return false;
    if (reverted && !armed) {
      setArmedFor(result);
      return false;
    }
    return true;
  }, [status, reverted, armed, result]);
  // Try again is the person's: the handler asks the client again for this request.
  const retry = useCallback(() => owner && void runSimulation(client, { owner, key, request }), [client, owner, key, request]);
  return {
    status,
    result,
    error: state.key === key ? state.error : undefined,
    armed,
    canConfirm: status !== 'loading',
    confirmLabel: armed ? t('simulation.confirmAnyway') : t('simulation.confirm'),
    confirm,
    retry,
  };
}

const CSS = `
.wm-sim { display: flex; flex-direction: column; gap: 8px; }
.wm-sim p { margin: 0; }
.wm-sim ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.wm-sim li { display: flex; justify-content: space-between; gap: 8px; }
.wm-sim progress { width: 100%; }
.wm-sim__in { color: var(--_wm-success); }
.wm-sim__out { color: var(--_wm-error); }
.wm-sim__muted { color: var(--_wm-muted); font-size: 0.9em; }
.wm-sim__flag { color: var(--_wm-error); font-weight: 600; }
.wm-sim__warning { border: 1px solid var(--_wm-error); border-radius: var(--_wm-radius); padding: 8px; }
.wm-sim__warning strong { color: var(--_wm-error); }
`;

/**
 * A signed change as '+1.5 ETH' / '-20 DUSD' in the locale's digits and separators (`intl`, en-US by default): whole
 * digits grouped, at most SHOWN_DECIMALS, trailing zeros dropped; a change too small to show is '<0.000001'.
 */
export function formatChange(amount: bigint, decimals: number, symbol: string, intl: string = NUMBER_FORMAT_LOCALE): string {
  const abs = amount < 0n ? -amount : amount;
  const shown = Math.min(decimals, SHOWN_DECIMALS);
  const text = formatAmount({ value: abs, decimals }, shown, intl, true);
  const tiny = abs > 0n && abs < 10n ** BigInt(decimals - shown);
  const smallest = numberFormat(intl, 0, SHOWN_DECIMALS).format(`0.${'1'.padStart(SHOWN_DECIMALS, '0')}` as unknown as number);
  return `${amount < 0n ? '-' : '+'}${tiny ? `<${smallest}` : text} ${symbol}`;
}

/** Draws a Simulation (from useSimulation); nothing while idle. */
export function SimulatedChanges({ simulation }: { simulation: Simulation }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, CSS);
  const { t, intl } = useI18n();
  const { status, result, error } = simulation;
  return (
    <div ref={ref} className="wm-sim" data-testid="wm-simulation" data-status={status}>
      {status === 'loading' && (
        <div role="status" data-testid="wm-simulation-loading">
          <p>{t('simulation.loading')}</p>
          <progress aria-label={t('simulation.loading')} />
        </div>
      )}
      {status === 'error' && (
        <div role="alert" data-testid="wm-simulation-error">
          <p className="wm-error-text">{t('simulation.failed')}</p>
          {error?.details && <p className="wm-sim__muted">{error.details.slice(0, 200)}</p>}
          <button type="button" className="wm-button wm-button--secondary" onClick={simulation.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {status === 'done' && result?.revert && (
        <div className="wm-sim__warning" role="alert" data-testid="wm-simulation-revert">
          <p>
            <strong>{t('simulation.revertTitle')}</strong>
          </p>
          <p data-testid="wm-simulation-revert-reason">{result.revert.reason}</p>
          <p>{t('simulation.revertAgain')}</p>
        </div>
      )}
      {status === 'done' && result && !result.revert && (
        <div role="status">
          <p className="wm-section-title">{t('simulation.title')}</p>
          {result.changes.length === 0 ? (
            <p className="wm-sim__muted" data-testid="wm-simulation-none">
              {t('simulation.noChanges')}
            </p>
          ) : (
            <ul aria-label={t('simulation.title')}>
              {result.changes.map((change) => (
                <li key={change.address} data-testid={`wm-simulation-change-${change.address}`}>
                  <span dir="ltr" title={change.address === 'native' ? undefined : change.address}>
                    {change.symbol}
                  </span>
                  <span dir="ltr" className={change.amount < 0n ? 'wm-sim__out' : 'wm-sim__in'}>
                    {formatChange(change.amount, change.decimals, change.symbol, intl)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.approvals.length > 0 && (
            <ul aria-label={t('simulation.approvals')}>
              {result.approvals.map((approval) => (
                <li key={`${approval.address}:${approval.spender}`} data-testid={`wm-simulation-approval-${approval.address}`}>
                  <span dir="ltr" title={approval.spender}>{`${approval.symbol} → ${approval.spender.slice(0, 6)}…${approval.spender.slice(-4)}`}</span>
                  {approval.unlimited ? (
                    <span className="wm-sim__flag" data-testid="wm-simulation-unlimited">
                      {t('simulation.unlimited')}
                    </span>
                  ) : (
                    <span dir="ltr">{formatChange(approval.amount, approval.decimals, approval.symbol, intl).slice(1)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {result.partial && (
            <p className="wm-sim__muted" data-testid="wm-simulation-partial">
              {t('simulation.partial')}
            </p>
          )}
        </div>
      )}
      {status === 'done' && result?.revert && result.partial && (
        <p className="wm-sim__muted" data-testid="wm-simulation-partial">
          {t('simulation.partial')}
        </p>
      )}
    </div>
  );
}
