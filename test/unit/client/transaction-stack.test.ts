// SPEC §4: the modal closes on RPC success or error when the transaction stack is empty; an action a view pushed
// decides where it goes instead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { popTransactionStack } from '../../../src/client/actions/transaction-stack';
import type { WalletModalClient } from '../../../src/client/types';
import { currentRouteAtom, isOpenAtom, openAtom, pushAtom } from '../../../src/state/router';
import { transactionStackAtom, type TransactionAction } from '../../../src/state/transaction-stack';
import { UserRejectedRequestError } from '../../../src/errors/rpc';
import { connectedWireClient, type WireWallet } from '../../support/wire-wallet';

/** What a view would do before a wallet request: push where the modal goes when it ends. */
const pushAction = ({ store }: { store: ReturnType<typeof createStore> }, action: TransactionAction) =>
  store.set(transactionStackAtom, (stack) => [...stack, action]);

describe('popTransactionStack', () => {
  it('with nothing pushed, closes an open modal and leaves a closed one closed', () => {
    const store = createStore();
    popTransactionStack({ store }, 'success');
    expect(store.get(isOpenAtom)).toBe(false);
    store.set(openAtom, { view: 'Account' });
    popTransactionStack({ store }, 'error');
    expect(store.get(isOpenAtom)).toBe(false);
  });

  it('runs the pushed action for the outcome: its view replaces the history, or Back; last pushed first', () => {
    const store = createStore();
    const calls: string[] = [];
    store.set(openAtom, { view: 'Account' });
    store.set(pushAtom, { view: 'WalletReceive' });
    pushAction({ store }, { view: { view: 'Account' }, onSuccess: () => calls.push('first ok'), onError: () => calls.push('first failed') });
    pushAction({ store }, { onSuccess: () => calls.push('second ok'), onError: () => calls.push('second failed') });

    popTransactionStack({ store }, 'error');
    expect(calls).toEqual(['second failed']);
    expect(store.get(currentRouteAtom)).toEqual({ view: 'Account' }); // Back from WalletReceive
    expect(store.get(isOpenAtom)).toBe(true);

    store.set(pushAtom, { view: 'WalletReceive' });
    popTransactionStack({ store }, 'success');
    expect(calls).toEqual(['second failed', 'first ok']);
    expect(store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect(store.get(isOpenAtom)).toBe(true);
    expect(store.get(transactionStackAtom)).toEqual([]);

    popTransactionStack({ store }, 'success');
    expect(store.get(isOpenAtom)).toBe(false);
  });
});

describe("the site's own requests pop the stack", () => {
  let wallet: WireWallet;
  let client: WalletModalClient;
  let destroy: () => void;

  beforeEach(async () => {
    ({ client, wallet, destroy } = await connectedWireClient());
  });
  afterEach(() => destroy());

  it('an open modal closes when signMessage succeeds, and when the wallet refuses', async () => {
    client.open();
    expect(client.store.get(isOpenAtom)).toBe(true);
    await expect(client.signMessage('hi')).resolves.toMatch(/^0x(ab){65}$/);
    expect(client.store.get(isOpenAtom)).toBe(false);

    client.open();
    wallet.answer = 'reject';
    await expect(client.signMessage('hi')).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(client.store.get(isOpenAtom)).toBe(false);
  });

  it('a closed modal stays closed, and a pushed action keeps it open on its view', async () => {
    await client.signMessage('hi');
    expect(client.store.get(isOpenAtom)).toBe(false);

    client.open();
    client.push({ view: 'WalletReceive' });
    pushAction(client, { view: { view: 'Account' } });
    await client.signMessage('hi');
    expect(client.store.get(isOpenAtom)).toBe(true);
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'Account' });
    expect(client.store.get(transactionStackAtom)).toEqual([]);
  });
});
