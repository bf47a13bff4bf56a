/**
 * The host page's own wallet requests (the element's signMessage and sendTransaction). When one settles, the
 * transaction stack is popped (SPEC §4), so an open modal closes unless a view asked to go elsewhere. The modal's own
 * flows (Send, Swap, sign-in) call the actions underneath and steer the modal themselves.
 */
import type { ClientContext } from '../context';
import type { WalletReply } from '../types';
import { sendTransaction } from './send-transaction';
import { signMessage } from './sign-message';
import { settlingTransactionStack } from './transaction-stack';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type SiteSignMessageParameters = ActionParameters<typeof siteSignMessage>;
export type SiteSignMessageReturnType = ActionReturnType<typeof siteSignMessage>;
export type SiteSignMessageErrorType = RpcCodeError | NodeError | WalletModalError;
export const siteSignMessage = (ctx: ClientContext, message: string): Promise<WalletReply> => settlingTransactionStack(ctx, signMessage(ctx, message));

export type SiteSendTransactionParameters = ActionParameters<typeof siteSendTransaction>;
export type SiteSendTransactionReturnType = ActionReturnType<typeof siteSendTransaction>;
export type SiteSendTransactionErrorType = RpcCodeError | NodeError | WalletModalError;
export const siteSendTransaction = (ctx: ClientContext, tx: unknown): Promise<WalletReply> => settlingTransactionStack(ctx, sendTransaction(ctx, tx));
