import { describe, expect, it } from 'vitest';
import { PENDING_TRANSACTIONS_LIMIT } from '../../../src/constants';
import { withoutPending, withPending, type PendingTransactions } from '../../../src/state/pending-transactions';

const A = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const tx = (n: number) => ({ hash: `0x${n.toString(16).padStart(64, '0')}`, caipNetworkId: 'eip155:31337' as const, sentAt: n });

describe('pending transactions (SPEC §9)', () => {
  it('keeps each account newest first, apart from the others', () => {
    let all: PendingTransactions = {};
    all = withPending(all, A, tx(1));
    all = withPending(all, B, tx(2));
    all = withPending(all, A, tx(3));
    expect(all[A]!.map((t) => t.sentAt)).toEqual([3, 1]);
    expect(all[B]!.map((t) => t.sentAt)).toEqual([2]);
  });

  it('holds at most 99 per account, dropping the oldest', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
    let all: PendingTransactions = {};
    for (let n = 1; n <= 120; n++) all = withPending(all, A, tx(n));
    expect(all[A]).toHaveLength(99);
    expect(all[A]![0]!.sentAt).toBe(120);
    expect(all[A]![98]!.sentAt).toBe(22);
  });

  it('drops one once mined, and the account once it has none', () => {
    let all = withPending(withPending({}, A, tx(1)), A, tx(2));
    all = withoutPending(all, A, tx(1).hash);
    expect(all[A]!.map((t) => t.sentAt)).toEqual([2]);
    expect(withoutPending(all, A, tx(9).hash)).toBe(all);
    expect(withoutPending(all, A, tx(2).hash)).toEqual({});
  });
});
