// The Swap views' sends (client.sendSwapTransaction): the wallet gets the built gas limit, SPEC §8's toasts follow the
// wallet's answer, and unlike a site's own sendTransaction the modal stays on its view (no transaction stack pop).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletModalClient } from '../../../src/client/types';
import { UserRejectedRequestError } from '../../../src/errors/rpc';
import { currentRouteAtom, isOpenAtom } from '../../../src/state/router';
import { toastsAtom } from '../../../src/state/toasts';
import { connectedWireClient, type WireWallet } from '../../support/wire-wallet';
import * as MESSAGES from '../../../src/messages';

const ROUTER = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const DATA = `0x1a019e37${'00'.repeat(192)}`;

describe('client.sendSwapTransaction', () => {
  let wallet: WireWallet;
  let client: WalletModalClient;
  let destroy: () => void;
  // The transaction's toasts (this network has no node: the balance's own toast is not the send's business).
  const toasts = () =>
    client.store
      .get(toastsAtom)
      .filter((t) => t.message !== MESSAGES.tokenBalanceUnavailable)
      .map((t) => `${t.variant}: ${t.message}`);

  beforeEach(async () => {
    ({ client, wallet, destroy } = await connectedWireClient());
    client.open({ view: 'Account' });
    client.push({ view: 'Swap' });
    client.push({ view: 'SwapPreview', shownMinimum: 1n });
  });
  afterEach(() => destroy());

  it('sends with the gas limit, toasts Transaction started, and stays on SwapPreview', async () => {
    const hash = await client.sendSwapTransaction({ to: ROUTER, data: DATA, value: 10n ** 17n, gas: 120_000n });
    expect(hash).toBe(wallet.sendReply);
    expect(wallet.sent).toEqual([{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: ROUTER, data: DATA, value: '0x16345785d8a0000', gas: '0x1d4c0' }]);
    expect(toasts()).toEqual([`success: ${MESSAGES.transactionStarted}`]);
    expect(client.store.get(isOpenAtom)).toBe(true);
    expect(client.store.get(currentRouteAtom)).toEqual({ view: 'SwapPreview', shownMinimum: 1n });
  });

  it('a refusal in the wallet rejects with no error toast (the view says it); a failure toasts Something went wrong', async () => {
    wallet.answer = 'reject';
    await expect(client.sendSwapTransaction({ to: ROUTER, data: DATA })).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(toasts()).toEqual([]);
    expect(client.store.get(currentRouteAtom)?.view).toBe('SwapPreview');

    wallet.answer = 'approve';
    wallet.sendReply = { not: 'a hash' } as unknown as string; // deliberately malformed: a wallet answering an object, not a hash
    await expect(client.sendSwapTransaction({ to: ROUTER, data: DATA })).rejects.toMatchObject({ code: 'WALLET_REPLY_INVALID' });
    expect(toasts()).toEqual([`error: ${MESSAGES.somethingWentWrong}`]);
    expect(client.store.get(isOpenAtom)).toBe(true);
  });
});
