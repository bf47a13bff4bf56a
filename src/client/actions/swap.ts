/**
 * A transaction of the Swap views (the exact approve, then the swap) through the wallet. The same path as
 * sendTransaction (wm-transaction, the pending list, the receipt watch, the balance refresh) but not the site's
 * transaction stack: the Swap views steer the modal themselves and stay open to show the outcome. SPEC §8's toasts:
 * 'Transaction started' when the wallet answers, 'Something went wrong' when it fails (a refusal is the view's to say).
 */
import { MESSAGES } from '../../errors';
import { isUserRejection, toWalletModalError } from '../../rpc-errors';
import type { ClientContext } from '../context';
import type { EvmTransactionRequest } from '../types';
import { sendTransaction } from './send-transaction';
import { showToast } from './toasts';

export async function sendSwapTransaction(ctx: ClientContext, tx: EvmTransactionRequest): Promise<string> {
  let hash: string;
  try {
    hash = await sendTransaction(ctx, tx);
  } catch (error) {
    const failure = toWalletModalError(error);
    if (!isUserRejection(failure)) showToast(ctx, 'error', MESSAGES.somethingWentWrong);
    throw failure;
  }
  showToast(ctx, 'success', MESSAGES.transactionStarted);
  return hash;
}
