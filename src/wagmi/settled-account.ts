/** isAuthorized(): the element's EVM account once a restore in progress (status 'connecting') has ended. */
import type { AccountInfo, WalletModalElement } from '../wallet-modal';

/** The element's own restore waits 1.5 s for the stored wallet to announce itself, then asks it silently. */
const RESTORE_WAIT_MS = 4000;
const POLL_MS = 50;

/** Polled: a restore that gives up (the wallet never announced itself) ends without an event. */
export async function settledAccount(element: WalletModalElement): Promise<AccountInfo> {
  const until = Date.now() + RESTORE_WAIT_MS;
  let account = element.getAccount('eip155');
  while (account.status === 'connecting' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    account = element.getAccount('eip155');
  }
  return account;
}
