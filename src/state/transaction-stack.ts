/**
 * SPEC §4: the transaction stack. A view that starts a wallet request and wants to go somewhere when it ends pushes
 * an action first; a request that ends with the stack empty closes the modal.
 */
import { atom } from 'jotai/vanilla';
import type { Route } from './routes';

export type TransactionOutcome = 'success' | 'error';

export type TransactionAction = {
  /** Where the modal goes when the request ends (the history is reset to it); absent: Back. */
  view?: Route;
  onSuccess?: () => void;
  onError?: () => void;
};

export const transactionStackAtom = atom<readonly TransactionAction[]>([]);
