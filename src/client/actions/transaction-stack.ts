/**
 * SPEC §4 "Modal closing: closes on RPC success or error when the transaction stack is empty". A site's own
 * request (signMessage, sendTransaction) pops the stack when it settles: an action a view pushed decides where the
 * modal goes; none, and an open modal closes, so the person sees the page that asked.
 */
import { closeAtom, goBackAtom, isOpenAtom, resetAtom } from '../../state/router';
import { transactionStackAtom, type TransactionOutcome } from '../../state/transaction-stack';
import type { ClientContext } from '../context';
import type { ActionParameters, ActionReturnType } from './action-types';

export type PopTransactionStackParameters = ActionParameters<typeof popTransactionStack>;
export type PopTransactionStackReturnType = ActionReturnType<typeof popTransactionStack>;
export type PopTransactionStackErrorType = never;
export function popTransactionStack(ctx: Pick<ClientContext, 'store'>, outcome: TransactionOutcome): void {
  const { store } = ctx;
  const stack = store.get(transactionStackAtom);
  const action = stack.at(-1);
  if (!action) {
    if (store.get(isOpenAtom)) store.set(closeAtom);
    return;
  }
  store.set(transactionStackAtom, stack.slice(0, -1));
  (outcome === 'success' ? action.onSuccess : action.onError)?.();
  if (!store.get(isOpenAtom)) return;
  if (action.view) store.set(resetAtom, action.view);
  else store.set(goBackAtom);
}

export type SettlingTransactionStackParameters = ActionParameters<typeof settlingTransactionStack>;
export type SettlingTransactionStackReturnType = ActionReturnType<typeof settlingTransactionStack>;
export type SettlingTransactionStackErrorType = unknown;
/** Runs a site's wallet request and pops the stack however it ends; the request's own result or error passes through. */
export async function settlingTransactionStack<T>(ctx: Pick<ClientContext, 'store'>, request: Promise<T>): Promise<T> {
  try {
    const result = await request;
    popTransactionStack(ctx, 'success');
    return result;
  } catch (error) {
    popTransactionStack(ctx, 'error');
    throw error;
  }
}
