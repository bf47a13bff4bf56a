/**
 * One built transaction through the wallet, as the review views show it: waiting for the wallet, then for the block,
 * then its outcome. The client's action toasts (SPEC §8); a refusal in the wallet is said in the view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../errors';
import { sendBuilt, type BuiltTransaction } from '../../../state/swap';
import { SWAP_MESSAGES } from '../../../swap-messages';
import { useClient } from '../../client-context';

export type SendState =
  | { step: 'idle' }
  | { step: 'wallet' }
  | { step: 'mining'; hash: string }
  | { step: 'confirmed' | 'failed' | 'timeout'; hash: string }
  | { step: 'error'; message: string };

const isRejection = (error: unknown) => (error as { code?: unknown } | null)?.code === 'PROVIDER_4001';

export function useSend(): { state: SendState; send: (tx: BuiltTransaction) => Promise<SendState>; busy: boolean } {
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
        sent = await sendBuilt(client, tx);
      } catch (error) {
        if (isRejection(error)) return update({ step: 'error', message: SWAP_MESSAGES.rejected });
        const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
        return update({ step: 'error', message: typeof short === 'string' && short !== MESSAGES.somethingWentWrong ? `${MESSAGES.somethingWentWrong}: ${short}` : MESSAGES.somethingWentWrong });
      }
      update({ step: 'mining', hash: sent.hash });
      return update({ step: await sent.mined, hash: sent.hash });
    },
    [client],
  );
  return { state, send, busy: state.step === 'wallet' || state.step === 'mining' };
}

/** The wait, in words, for a status line. */
export function sendStatusText(state: SendState): string {
  if (state.step === 'wallet') return 'Confirm in your wallet…';
  if (state.step === 'mining') return 'Waiting for the network…';
  if (state.step === 'timeout') return SWAP_MESSAGES.stillWaiting;
  return '';
}
