/**
 * A built transaction of the Swap views (the exact approve, then the swap) sent through the client: the wallet signs;
 * wm-transaction, the pending list, the balance refresh and the toasts come with it (swap.ts). Resolves the hash at
 * once and, in `mined`, what the chain made of it. The gas limit goes with it, so that the wallet signs what was reviewed.
 */
import { TRANSACTION_WATCH_TIMEOUT_MS } from '../../constants';
import type { WalletModalError } from '../../errors';
import type { NodeError } from '../../errors/node';
import type { BuiltTransaction } from '../../services/swap/client';
import type { SwapOutcome } from '../../state/swap';
import type { WalletModalClient } from '../types';
import { swapRequest } from '../../state/swap';

export type SendBuiltParameters = { transaction: BuiltTransaction };
export type SendBuiltReturnType = { hash: string; mined: Promise<SwapOutcome> };
/** The wallet's refusal (PROVIDER_4001), a node's, or any other failure of the send (as sendTransaction rejects). */
export type SendBuiltErrorType = NodeError | WalletModalError;

export async function sendBuilt(
  client: Pick<WalletModalClient, 'subscribe' | 'sendSwapTransaction'>,
  { transaction: tx }: SendBuiltParameters,
): Promise<SendBuiltReturnType> {
  const seen = new Map<string, SwapOutcome>();
  let wanted: string | undefined;
  let settle: ((o: SwapOutcome) => void) | undefined;
  // Listening before sending: the receipt may be read before sendTransaction's answer reaches us.
  const stop = client.subscribe((event) => {
    if (event.type !== 'transaction' || event.detail.status === 'pending') return;
    seen.set(event.detail.hash, event.detail.status);
    if (event.detail.hash === wanted) settle?.(event.detail.status);
  });
  let hash: string;
  try {
    hash = await client.sendSwapTransaction(swapRequest(tx));
  } catch (error) {
    stop();
    throw error;
  }
  wanted = hash;
  const mined = new Promise<SwapOutcome>((resolve) => {
    const timer = setTimeout(() => settle?.('timeout'), TRANSACTION_WATCH_TIMEOUT_MS + 5_000);
    settle = (o) => {
      clearTimeout(timer);
      stop();
      resolve(o);
    };
    const already = seen.get(hash);
    if (already) settle(already);
  });
  return { hash, mined };
}
