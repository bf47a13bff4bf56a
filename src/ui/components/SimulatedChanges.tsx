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
 *   review cannot build it yet (the hook then stays idle). A request with the same contents for the same account
 *   and network does not run again (a new object each render is fine).
 * - While the simulation runs, `canConfirm` is false (it ends within the RPC timeout: an error lets the person go on).
 * - When the simulation reverts, the first `confirm()` returns false and arms a second confirmation: the warning
 *   asks the person to confirm again and `confirmLabel` turns to 'Confirm anyway'; the second `confirm()` returns true.
 *   Otherwise `confirm()` returns true at once.
 * - A simulation that could not run (node down, malformed reply) shows its error with a retry; it does not block.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import type { TransactionRequest } from '../../client/types';
import type { SimulationResult } from '../../client/actions/simulate';
import { asWalletModalError, type WalletModalError } from '../../errors';
import { activeAccountAtom } from '../../state/account';
import { useClient } from '../client-context';
import { useAdoptedStyles } from '../theme/use-adopted-styles';
import { formatAmount } from '../format';

/** The component's words (not SPEC text: the spec has no simulation copy). */
export const SIMULATION_TEXT = {
  loading: 'Simulating the transaction…',
  title: 'Estimated changes',
  noChanges: 'No balance changes',
  approvals: 'Approvals granted',
  unlimited: 'Unlimited approval',
  revertTitle: 'This transaction is likely to fail',
  revertAgain: 'Confirm again to send it anyway.',
  partial: 'Partial preview: this network cannot trace the transaction, so only its own transfer and approval are shown.',
  failed: 'The transaction could not be simulated',
  retry: 'Try again',
  confirm: 'Confirm',
  confirmAnyway: 'Confirm anyway',
} as const;

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

const requestKey = (request: TransactionRequest | undefined) =>
  request === undefined ? '' : request instanceof Uint8Array ? `sol:${request.join(',')}` : `evm:${request.to}|${String(request.value ?? '')}|${request.data ?? ''}`;

export function useSimulation(request: TransactionRequest | undefined): Simulation {
  const client = useClient();
  const [state, setState] = useState<{ key: string; status: Simulation['status']; result?: SimulationResult; error?: WalletModalError }>({ key: '', status: 'idle' });
  const [armed, setArmed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Another account or network is another question: the same request is simulated again.
  const account = useAtomValue(activeAccountAtom);
  const key = `${account.status === 'connected' ? account.caipAddress : ''}|${requestKey(request)}`;
  const latest = useRef(request);
  latest.current = request;

  useEffect(() => {
    const current = latest.current;
    setArmed(false);
    if (current === undefined) {
      setState({ key, status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ key, status: 'loading' });
    void import('../../client/actions/simulate')
      .then(({ simulateTransaction }) => simulateTransaction(client, current, { signal: controller.signal }))
      .then(
        (result) => !controller.signal.aborted && setState({ key, status: 'done', result }),
        (error: unknown) => !controller.signal.aborted && setState({ key, status: 'error', error: asWalletModalError(error) }),
      );
    return () => controller.abort();
  }, [client, key, attempt]);

  // A render with a new request before its effect ran must not show the old outcome.
  const status = state.key === key ? state.status : request === undefined ? 'idle' : 'loading';
  const result = state.key === key ? state.result : undefined;
  const reverted = status === 'done' && result?.revert !== undefined;
  const confirm = useCallback(() => {
    if (status === 'loading') return false;
    if (reverted && !armed) {
      setArmed(true);
      return false;
    }
    return true;
  }, [status, reverted, armed]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status,
    result,
    error: state.key === key ? state.error : undefined,
    armed: reverted && armed,
    canConfirm: status !== 'loading',
    confirmLabel: reverted && armed ? SIMULATION_TEXT.confirmAnyway : SIMULATION_TEXT.confirm,
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

/** A signed change as '+1.5 ETH' / '-20 DUSD': whole digits grouped, at most SHOWN_DECIMALS, trailing zeros dropped. */
export function formatChange(amount: bigint, decimals: number, symbol: string): string {
  const abs = amount < 0n ? -amount : amount;
  const full = formatAmount({ value: abs, decimals }, Math.min(decimals, SHOWN_DECIMALS));
  const text = full.includes('.') ? full.replace(/0+$/, '').replace(/\.$/, '') : full;
  return `${amount < 0n ? '-' : '+'}${text === '0' && abs > 0n ? `<0.${'1'.padStart(SHOWN_DECIMALS, '0')}` : text} ${symbol}`;
}

/** Draws a Simulation (from useSimulation); nothing while idle. */
export function SimulatedChanges({ simulation }: { simulation: Simulation }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, CSS);
  const { status, result, error } = simulation;
  return (
    <div ref={ref} className="wm-sim" data-testid="wm-simulation" data-status={status}>
      {status === 'loading' && (
        <div role="status" data-testid="wm-simulation-loading">
          <p>{SIMULATION_TEXT.loading}</p>
          <progress aria-label={SIMULATION_TEXT.loading} />
        </div>
      )}
      {status === 'error' && (
        <div role="alert" data-testid="wm-simulation-error">
          <p className="wm-error-text">{SIMULATION_TEXT.failed}</p>
          {error?.details && <p className="wm-sim__muted">{error.details.slice(0, 200)}</p>}
          <button type="button" className="wm-button wm-button--secondary" onClick={simulation.retry}>
            {SIMULATION_TEXT.retry}
          </button>
        </div>
      )}
      {status === 'done' && result?.revert && (
        <div className="wm-sim__warning" role="alert" data-testid="wm-simulation-revert">
          <p><strong>{SIMULATION_TEXT.revertTitle}</strong></p>
          <p data-testid="wm-simulation-revert-reason">{result.revert.reason}</p>
          <p>{SIMULATION_TEXT.revertAgain}</p>
        </div>
      )}
      {status === 'done' && result && !result.revert && (
        <div role="status">
          <p className="wm-section-title">{SIMULATION_TEXT.title}</p>
          {result.changes.length === 0 ? (
            <p className="wm-sim__muted" data-testid="wm-simulation-none">{SIMULATION_TEXT.noChanges}</p>
          ) : (
            <ul aria-label={SIMULATION_TEXT.title}>
              {result.changes.map((change) => (
                <li key={change.address} data-testid={`wm-simulation-change-${change.address}`}>
                  <span title={change.address === 'native' ? undefined : change.address}>{change.symbol}</span>
                  <span className={change.amount < 0n ? 'wm-sim__out' : 'wm-sim__in'}>{formatChange(change.amount, change.decimals, change.symbol)}</span>
                </li>
              ))}
            </ul>
          )}
          {result.approvals.length > 0 && (
            <ul aria-label={SIMULATION_TEXT.approvals}>
              {result.approvals.map((approval) => (
                <li key={`${approval.address}:${approval.spender}`} data-testid={`wm-simulation-approval-${approval.address}`}>
                  <span title={approval.spender}>{`${approval.symbol} → ${approval.spender.slice(0, 6)}…${approval.spender.slice(-4)}`}</span>
                  {approval.unlimited ? (
                    <span className="wm-sim__flag" data-testid="wm-simulation-unlimited">{SIMULATION_TEXT.unlimited}</span>
                  ) : (
                    <span>{formatChange(approval.amount, approval.decimals, approval.symbol).slice(1)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {result.partial && <p className="wm-sim__muted" data-testid="wm-simulation-partial">{SIMULATION_TEXT.partial}</p>}
        </div>
      )}
      {status === 'done' && result?.revert && result.partial && <p className="wm-sim__muted" data-testid="wm-simulation-partial">{SIMULATION_TEXT.partial}</p>}
    </div>
  );
}
