/**
 * Transactions sent through the modal and not yet mined, per account (keyed by CAIP address), newest first, at most
 * PENDING_TRANSACTIONS_LIMIT each (SPEC §9). Activity shows them on top until mined; then its own rows take over.
 */
import { atom } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import { PENDING_TRANSACTIONS_LIMIT } from '../constants';

export type PendingTransaction = { hash: string; caipNetworkId: CaipNetworkId; sentAt: number };
export type PendingTransactions = Readonly<Record<string, readonly PendingTransaction[]>>;

export const pendingTransactionsAtom = atom<PendingTransactions>({});

/** Adds one on top; past the limit the oldest drops (it is still watched, only no longer listed). */
export function withPending(all: PendingTransactions, caipAddress: string, tx: PendingTransaction): PendingTransactions {
  const list = [tx, ...(all[caipAddress] ?? []).filter((t) => t.hash !== tx.hash)].slice(0, PENDING_TRANSACTIONS_LIMIT);
  return { ...all, [caipAddress]: list };
}

export function withoutPending(all: PendingTransactions, caipAddress: string, hash: string): PendingTransactions {
  const list = all[caipAddress];
  if (!list?.some((t) => t.hash === hash)) return all;
  const rest = list.filter((t) => t.hash !== hash);
  const next = { ...all, [caipAddress]: rest };
  if (rest.length === 0) delete next[caipAddress];
  return next;
}
