/**
 * One built transaction through the wallet, as the review views show it: waiting for the wallet, then for the block,
 * then its outcome. The client's action toasts (SPEC §8); a refusal in the wallet is said in the view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuiltTransaction } from '../../../state/swap';
import { sendBuilt } from '../../../client/actions/swap-send';
import { useClient } from '../../client-context';
import type { I18n } from '../../i18n';
import { swapText } from './SwapNotice';
import * as MESSAGES from '../../../messages';

export type SendState =
  | { step: 'idle' }
  | { step: 'wallet' }
  | { step: 'mining'; hash: string }
  | { step: 'confirmed' | 'failed' | 'timeout'; hash: string }
  /** `message`: English (a messages/index.ts swap text or an error's shortMessage), shown with swapText. */
  | { step: 'error'; message: string; detail?: string };

const isRejection = (error: unknown) => (error as { code?: unknown } | null)?.code === 'PROVIDER_4001';

/** `onConfirmed`: what follows a confirmed transaction while the view still shows (ApproveTransaction goes back). */
export function useSend(onConfirmed?: () => void): { state: SendState; send: (tx: BuiltTransaction) => Promise<SendState>; busy: boolean } {
  const client = useClient();
  const [state, setState] = useState<SendState>({ step: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const send = useCallback(
    async (tx: BuiltTransaction): Promise<SendState> => {
      // The transaction goes on when the view is left (Back): its outcome shows in Activity then.
      const update = (next: SendState) => {
        if (live.current) setState(next);
        return next;
      };
      update({ step: 'wallet' });
      let sent: Awaited<ReturnType<typeof sendBuilt>>;
      try {
        sent = await sendBuilt(client, { transaction: tx });
      } catch (error) {
        if (isRejection(error)) return update({ step: 'error', message: MESSAGES.swapRejected });
        const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
        return update({
          step: 'error',
          message: MESSAGES.somethingWentWrong,
          ...(typeof short === 'string' && short !== MESSAGES.somethingWentWrong ? { detail: short } : {}),
        });
      }
      update({ step: 'mining', hash: sent.hash });
      const outcome = update({ step: await sent.mined, hash: sent.hash });
      if (outcome.step === 'confirmed' && live.current) onConfirmed?.();
      return outcome;
    },
    [client, onConfirmed],
  );
  return { state, send, busy: state.step === 'wallet' || state.step === 'mining' };
}

/** An error state in words: 'Something went wrong: <the wallet's or node's reason>', or a swap message. */
export function sendErrorText(i18n: Pick<I18n, 't' | 'message'>, state: { message: string; detail?: string }): string {
  const text = swapText(i18n, state.message);
  return state.detail ? `${text}: ${i18n.message(state.detail)}` : text;
}

/** The wait, in words, for a status line. */
export function sendStatusText(t: I18n['t'], state: SendState): string {
  if (state.step === 'wallet') return t('swap.confirmInWallet');
  if (state.step === 'mining') return t('swap.waiting');
  if (state.step === 'timeout') return t('swap.msg.stillWaiting');
  return '';
}
