/**
 * SPEC §4's three toasts around a wallet request of the modal's own flows (Send, Swap): loading while the wallet is
 * asked, then 'Transaction started' when it answers, or the flow's failure message (SPEC §8). A refusal in the wallet
 * gets no toast: the view that asked says so beside its button, keeping what the person typed.
 */
import { isUserRejection, toWalletModalError } from '../../errors/rpc';
import type { ClientContext } from '../context';
import { dismissToast, showToast } from './toasts';
import * as MESSAGES from '../../messages';

export async function withTransactionToasts<T>(ctx: ClientContext, failureMessage: string, request: () => Promise<T>): Promise<T> {
  const loading = showToast(ctx, 'loading', MESSAGES.confirmInWallet);
  let result: T;
  try {
    result = await request();
  } catch (error) {
    dismissToast(ctx, loading);
    const failure = toWalletModalError(error);
    if (!isUserRejection(failure)) showToast(ctx, 'error', failureMessage);
    throw failure;
  }
  dismissToast(ctx, loading);
  showToast(ctx, 'success', MESSAGES.transactionStarted);
  return result;
}
