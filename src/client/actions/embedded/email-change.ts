/**
 * SPEC §4's email change, from the Account view: the new address, then a code sent to the current address
 * (VERIFY_PRIMARY_OTP), then one sent to the new address (VERIFY_SECONDARY_OTP); the account then shows the new email.
 */
import { CHAIN_NAMESPACES } from '../../../chains/namespaces';
import { ActionNotAllowedError } from '../../../errors';
import { NotConnectedError } from '../../../errors/connection';
import { InvalidEmailError } from '../../../errors/frame';
import { InvalidInputError } from '../../../errors/request';
import { accountAtoms, activeNamespaceAtom } from '../../../state/account';
import { emailChangeAtom } from '../../../state/embedded-login';
import { replaceAtom, resetAtom } from '../../../state/router';
import { isEmail } from '../../../validate/email';
import type { ClientContext } from '../../context';
import type { ActionParameters, ActionReturnType } from '../action-types';
import { loginFailure } from './finish-login';
import { showLoginView, type LoginConnector } from './login-connector';

/** The active namespace's connection, when it was made by a login. */
function connectedLogin(ctx: ClientContext): LoginConnector {
  const connector = ctx.sessions.get(ctx.store.get(activeNamespaceAtom))?.connector;
  if (!connector?.login) throw new NotConnectedError({ details: 'The email can be changed only for an account connected by email or social login' });
  return connector as LoginConnector;
}

/** Every account this login connected shows the new email. */
function applyEmail(ctx: ClientContext, connectorId: string, email: string): void {
  for (const namespace of CHAIN_NAMESPACES) {
    const account = ctx.store.get(accountAtoms[namespace]);
    if (account.status !== 'connected' || account.connectorId !== connectorId || !account.user) continue;
    ctx.store.set(accountAtoms[namespace], { ...account, user: { ...account.user, email } });
  }
}

export type StartEmailChangeParameters = ActionParameters<typeof startEmailChange>;
export type StartEmailChangeReturnType = ActionReturnType<typeof startEmailChange>;
export type StartEmailChangeErrorType = InvalidEmailError | NotConnectedError;
/** UpdateEmailWallet's form: asks for the change, then shows the code view the wallet asks for. */
export async function startEmailChange(ctx: ClientContext, input: string): Promise<void> {
  const email = typeof input === 'string' ? input.trim() : '';
  if (!isEmail(email)) throw new InvalidEmailError({ details: 'new email' });
  const connector = connectedLogin(ctx);
  ctx.store.set(emailChangeAtom, { email, step: 'primary', status: 'sending' });
  try {
    const step = (await connector.login.startEmailChange(email)) === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary';
    ctx.store.set(emailChangeAtom, { email, step, status: 'code' });
    showLoginView(ctx, { view: step === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', email });
  } catch (thrown) {
    const error = loginFailure(ctx, thrown);
    ctx.store.set(emailChangeAtom, { email, step: 'primary', status: 'code', error });
    throw error;
  }
}

export type VerifyEmailChangeOtpParameters = ActionParameters<typeof verifyEmailChangeOtp>;
export type VerifyEmailChangeOtpReturnType = ActionReturnType<typeof verifyEmailChangeOtp>;
export type VerifyEmailChangeOtpErrorType = InvalidInputError | ActionNotAllowedError | NotConnectedError;
/** The code views of an email change: the primary code leads to the secondary one, which completes the change. */
export async function verifyEmailChangeOtp(ctx: ClientContext, otp: string): Promise<void> {
  const { store } = ctx;
  const change = store.get(emailChangeAtom);
  if (change?.status !== 'code') throw new ActionNotAllowedError({ details: 'No email change awaits a code' });
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) throw new InvalidInputError({ details: 'The code is six digits' });
  const connector = connectedLogin(ctx);
  const { email, step } = change;
  store.set(emailChangeAtom, { email, step, status: 'verifying' });
  try {
    if (step === 'primary') {
      await connector.login.verifyEmailChangePrimary(otp);
      store.set(emailChangeAtom, { email, step: 'secondary', status: 'code' });
      // In place of the primary code's view: Back from here leaves the change, whose first code is spent.
      store.set(replaceAtom, { view: 'UpdateEmailSecondaryOtp', email });
      return;
    }
    applyEmail(ctx, connector.id, await connector.login.verifyEmailChangeSecondary(otp));
  } catch (thrown) {
    const error = loginFailure(ctx, thrown);
    store.set(emailChangeAtom, { email, step, status: 'code', error });
    throw error;
  }
  store.set(emailChangeAtom, undefined);
  store.set(resetAtom, { view: 'Account' });
}
