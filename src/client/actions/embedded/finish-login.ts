/**
 * After a login: the account is read and connected (every namespace the wallet serves). If that fails, SPEC §8's
 * 'A problem occurred while trying initialize authentication': the login is signed out and the modal returns to Connect.
 */
import { ALERTS, type WalletModalError } from '../../../errors';
import { AuthInitFailedError } from '../../../errors/frame';
import { toWalletModalError } from '../../../errors/rpc';
import * as MESSAGES from '../../../messages';
import { isOpenAtom, resetAtom } from '../../../state/router';
import { raiseAlert } from '../../alerts';
import type { ClientContext } from '../../context';
import { connect } from '../connect';
import { dismissToast, showToast } from '../toasts';
import type { ActionParameters, ActionReturnType } from '../action-types';
import type { LoginConnector } from './login-connector';

export type FinishLoginParameters = ActionParameters<typeof finishLogin>;
export type FinishLoginReturnType = ActionReturnType<typeof finishLogin>;
export type FinishLoginErrorType = AuthInitFailedError;
export async function finishLogin(ctx: ClientContext, connector: LoginConnector): Promise<void> {
  try {
    await connect(ctx, connector.id);
  } catch (error) {
    await connector.disconnect().catch(() => undefined);
    showToast(ctx, 'error', MESSAGES.authInitFailed);
    if (ctx.store.get(isOpenAtom)) ctx.store.set(resetAtom, { view: 'Connect' });
    throw new AuthInitFailedError({ cause: error });
  }
}

export type WhileAuthenticatingParameters = Parameters<typeof whileAuthenticating>;
export type WhileAuthenticatingReturnType = ActionReturnType<typeof whileAuthenticating>;
export type WhileAuthenticatingErrorType = unknown;
/** SPEC §8's 'Authenticating...' loading toast while a login is checked. */
export async function whileAuthenticating<T>(ctx: ClientContext, work: () => Promise<T>): Promise<T> {
  const toast = showToast(ctx, 'loading', MESSAGES.authenticating);
  try {
    return await work();
  } finally {
    dismissToast(ctx, toast);
  }
}

export type LoginFailureParameters = ActionParameters<typeof loginFailure>;
export type LoginFailureReturnType = ActionReturnType<typeof loginFailure>;
export type LoginFailureErrorType = never;
/**
 * A login step's failure as ours, with SPEC §8's alerts where it calls for one: a frame that does not load, or an auth
 * service refusing this site's origin, is the Invalid App Configuration alert (check the allowed domains); a social
 * request unanswered in SPEC §9's 30 s is the Socials timeout alert.
 */
export function loginFailure(ctx: ClientContext, thrown: unknown, { social = false } = {}): WalletModalError {
  const error = toWalletModalError(thrown);
  if (error.code === 'FRAME_LOAD_FAILED' || error.shortMessage === MESSAGES.originNotAllowed)
    raiseAlert(
      ctx,
      ALERTS.invalidAppConfiguration.code,
      "the embedded wallet did not load: check that this site's origin is allowed in the frame's config.json",
    );
  if (social && error.code === 'FRAME_TIMEOUT') raiseAlert(ctx, ALERTS.socialsTimeout.code, 'the embedded wallet did not answer the social login in time');
  return error;
}
