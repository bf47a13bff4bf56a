/**
 * A transaction of the Swap views (the exact approve, then the swap) through the wallet. The same path as
 * sendTransaction (wm-transaction, the pending list, the receipt watch, the balance refresh) but not the site's
 * transaction stack: the Swap views steer the modal themselves and stay open to show the outcome. SPEC §4's toasts
 * (transaction-toasts.ts), with 'Something went wrong' when it fails.
 */
import type { ClientContext } from '../context';
import type { EvmTransactionRequest } from '../types';
import { sendTransaction } from './send-transaction';
import { withTransactionToasts } from './transaction-toasts';
import { WalletReplyInvalidError } from '../../errors/connection';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type SendSwapTransactionParameters = ActionParameters<typeof sendSwapTransaction>;
export type SendSwapTransactionReturnType = ActionReturnType<typeof sendSwapTransaction>;
export type SendSwapTransactionErrorType = RpcCodeError | NodeError | WalletModalError;
export function sendSwapTransaction(ctx: ClientContext, tx: EvmTransactionRequest): Promise<string> {
  return withTransactionToasts(ctx, MESSAGES.somethingWentWrong, async () => {
    const reply = await sendTransaction(ctx, tx);
    // The swap waits for its approve to be mined before it asks for the swap: an object names nothing to wait for.
    if (typeof reply !== 'string') throw new WalletReplyInvalidError({ details: 'The wallet answered an object, not a transaction hash the swap can follow' });
    return reply;
  });
}
