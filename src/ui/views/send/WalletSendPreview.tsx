/**
 * Send's review (issue 11 point 2): amount, receiver, network fee and total, and the simulated outcome (point 6:
 * the account's balance change per token; a simulated revert asks to confirm again), then the wallet signs. A rejection in
 * the wallet keeps the review and the form as they were and says so; other failures show the client's toast and
 * the reason here. Success goes back to Account (the client does that, with 'Transaction started').
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import type { WalletModalError } from '../../../errors';
import type { RouteOf } from '../../../state/routes';
import { sendReviewAtom, sendSimulationAtom, type SendReview } from '../../../state/send-review';
import { useClient } from '../../client-context';
import { formatAmount } from '../../format';
import { useI18n, type I18n } from '../../i18n';
import { tNodes } from '../../i18n-nodes';
import { SimulatedChanges, useSimulation } from '../../components/SimulatedChanges';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { SEND_CSS } from './send-styles';
import * as MESSAGES from '../../../messages';

/** Wallets answer a refusal with 4001 (WalletConnect's 5000 is made 4001 at the boundary). */
const REJECTED = 'PROVIDER_4001';

/** An exact amount (every decimal it has, none added) in the locale's digits, with its symbol. */
const exact = (value: bigint, token: { decimals: number; symbol: string }, intl: string) =>
  `${formatAmount({ value, decimals: token.decimals }, token.decimals, intl, true)} ${token.symbol}`;

function totalText(review: SendReview, intl: string): string {
  const fee = exact(review.fee, review.native, intl);
  if (review.token.address) return `${exact(review.amount, review.token, intl)} + ${fee}`;
  return exact(review.amount + review.fee, review.native, intl);
}

/** The fee in its sentence, the amount kept left to right. */
function feeText(review: SendReview, t: I18n['t'], intl: string): ReactNode {
  const fee = <bdi dir="ltr">{exact(review.fee, review.native, intl)}</bdi>;
  if (review.opensTokenAccount) return tNodes(t, 'send.feeWithDeposit', { fee });
  return review.namespace === 'eip155' ? tNodes(t, 'send.feeAtMost', { fee }) : fee;
}

export default function WalletSendPreview(_props: { route: RouteOf<'WalletSendPreview'> }) {
  const client = useClient();
  const { t, message, intl } = useI18n();
  const review = useAtomValue(sendReviewAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; details?: string | undefined } | undefined>();
  const simulation = useSimulation(useAtomValue(sendSimulationAtom));
  // Send is disabled while the simulation runs, so the dialog's focus lands on Back: it moves to Send once, when Send can be pressed.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useAdoptedStyles(bodyRef, SEND_CSS);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current || !simulation.canConfirm) return;
    focusedOnce.current = true;
    confirmRef.current?.focus();
  }, [simulation.canConfirm]);

  if (!review) {
    return (
      <div className="wm-body">
        <p className="wm-muted">{t('send.nothingToReview')}</p>
        <button type="button" className="wm-button" onClick={() => client.goBack()}>
          {t('common.back')}
        </button>
      </div>
    );
  }

  const send = () => {
    // A simulated revert is warned about: the first press arms, the second sends.
    if (!simulation.confirm()) return;
    setBusy(true);
    setFailure(undefined);
    client.confirmSend(review).catch((error: unknown) => {
      const e = error as Partial<WalletModalError>;
      setFailure(
        e.code === REJECTED
          ? { message: MESSAGES.sendRejected }
          : // A node's refusal has a named, clear message (SPEC §8); other failures say what their cause said.
            {
              message: review.namespace === 'solana' ? MESSAGES.solanaSendFailed : MESSAGES.somethingWentWrong,
              details: e.code?.startsWith('NODE_') ? e.shortMessage : (e.details ?? e.shortMessage),
            },
      );
      setBusy(false);
    });
  };

  return (
    <div ref={bodyRef} className="wm-body" aria-busy={busy}>
      <dl className="wm-send-summary" data-testid="wm-send-summary">
        <dt className="wm-muted">{t('send.summaryAmount')}</dt>
        <dd data-testid="wm-send-review-amount" dir="ltr">
          {exact(review.amount, review.token, intl)}
        </dd>
        <dt className="wm-muted">{t('send.to')}</dt>
        <dd data-testid="wm-send-review-receiver">
          {review.receiverName && (
            <span data-testid="wm-send-review-name">
              <bdi>{review.receiverName}</bdi>{' '}
            </span>
          )}
          <bdi dir="ltr" className="wm-muted">
            {review.receiver}
          </bdi>
        </dd>
        <dt className="wm-muted">{t('onramp.networkFee')}</dt>
        <dd data-testid="wm-send-review-fee">{feeText(review, t, intl)}</dd>
        <dt className="wm-muted">{t('send.total')}</dt>
        <dd data-testid="wm-send-review-total" dir="ltr">
          {totalText(review, intl)}
        </dd>
      </dl>
      <SimulatedChanges simulation={simulation} />
      {failure && (
        <div role="alert" data-testid="wm-send-failure">
          <p className="wm-error-text">{message(failure.message)}</p>
          {failure.details && <p className="wm-muted">{message(failure.details)}</p>}
        </div>
      )}
      <button ref={confirmRef} type="button" className="wm-button" data-testid="wm-send-confirm" disabled={busy || !simulation.canConfirm} onClick={send}>
        {busy ? t('send.confirmInWallet') : failure ? t('common.tryAgain') : simulation.armed ? simulation.confirmLabel : t('send.confirm')}
      </button>
    </div>
  );
}
