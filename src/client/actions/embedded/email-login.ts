/**
 * SPEC §4's email login: connect email (a code is sent, or this device must be confirmed first), then the one-time code,
 * then the user is fetched and connected. SPEC §5 and §9: an email login may be triggered once per 30 seconds, checked
 * before a code is asked for ('Please try again after {n} seconds', n rounded up); a resend is one too.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../constants';
import { ActionNotAllowedError } from '../../../errors';
import { EmailLoginThrottledError, InvalidEmailError } from '../../../errors/frame';
import { InvalidInputError } from '../../../errors/request';
import { emailLoginAtom, lastEmailLoginAtom } from '../../../state/embedded-login';
import { isEmail } from '../../../validate/email';
import type { ClientContext } from '../../context';
import type { ActionParameters, ActionReturnType } from '../action-types';
import { finishLogin, loginFailure, whileAuthenticating } from './finish-login';
import { loginConnector, showLoginView, type LoginConnector } from './login-connector';

/** SPEC §5: the one-time code is a string; the auth service sends six digits. */
const OTP = /^\d{6}$/;

/** When a login to this address may be triggered again (ms), or 0. */
const nextAllowed = (ctx: ClientContext, email: string): number => {
  const last = ctx.store.get(lastEmailLoginAtom)[email.toLowerCase()];
  return last === undefined ? 0 : last + EMAIL_LOGIN_COOLDOWN_MS;
};

function triggered(ctx: ClientContext, email: string, at: number | undefined): void {
  const { [email.toLowerCase()]: _previous, ...others } = ctx.store.get(lastEmailLoginAtom);
  ctx.store.set(lastEmailLoginAtom, at === undefined ? others : { ...others, [email.toLowerCase()]: at });
}

async function afterDevice(ctx: ClientContext, connector: LoginConnector, email: string): Promise<void> {
  ctx.store.set(emailLoginAtom, { email, status: 'device' });
  showLoginView(ctx, { view: 'EmailVerifyDevice', email });
  await connector.login.confirmDevice();
  ctx.store.set(emailLoginAtom, { email, status: 'code' });
  triggered(ctx, email, Date.now());
  showLoginView(ctx, { view: 'EmailVerifyOtp', email });
}

export type StartEmailLoginParameters = ActionParameters<typeof startEmailLogin>;
export type StartEmailLoginReturnType = ActionReturnType<typeof startEmailLogin>;
export type StartEmailLoginErrorType = InvalidEmailError | EmailLoginThrottledError | ActionNotAllowedError;
/** Connect's email field, and the code view's resend: asks the wallet for a code to `email` and shows the next step. */
export async function startEmailLogin(ctx: ClientContext, input: string): Promise<void> {
  const { store } = ctx;
  const email = typeof input === 'string' ? input.trim() : '';
  if (!isEmail(email)) throw new InvalidEmailError({ details: 'connect email' });
  const now = Date.now();
  const wait = nextAllowed(ctx, email) - now;
  if (wait > 0) throw new EmailLoginThrottledError({ n: Math.ceil(wait / 1000) });
  const connector = loginConnector(ctx);
  const previous = store.get(lastEmailLoginAtom)[email.toLowerCase()];
  triggered(ctx, email, now);
  store.set(emailLoginAtom, { email, status: 'sending' });
  try {
    const step = await connector.login.startEmail(email);
    if (step === 'VERIFY_DEVICE') return await afterDevice(ctx, connector, email);
    if (step === 'CONNECT') return await connectLogin(ctx, connector, email);
    store.set(emailLoginAtom, { email, status: 'code' });
    showLoginView(ctx, { view: 'EmailVerifyOtp', email });
  } catch (thrown) {
    const error = loginFailure(ctx, thrown);
    // Nothing was sent: the next attempt need not wait out the cooldown.
    if (error.code === 'FRAME_LOAD_FAILED' || error.code === 'FRAME_NOT_SET') triggered(ctx, email, previous);
    if (error.code !== 'AUTH_INIT_FAILED') store.set(emailLoginAtom, { email, status: 'idle', error });
    throw error;
  }
}

/** The code was right (or none was needed): the account is read and connected, and the login is over either way. */
async function connectLogin(ctx: ClientContext, connector: LoginConnector, email: string): Promise<void> {
  ctx.store.set(emailLoginAtom, { email, status: 'connecting' });
  try {
    await whileAuthenticating(ctx, () => finishLogin(ctx, connector));
  } finally {
    ctx.store.set(emailLoginAtom, undefined);
  }
}

export type ResendEmailCodeParameters = ActionParameters<typeof resendEmailCode>;
export type ResendEmailCodeReturnType = ActionReturnType<typeof resendEmailCode>;
export type ResendEmailCodeErrorType = StartEmailLoginErrorType;
/** EmailVerifyOtp's resend: a new code to the same address, once the cooldown allows. */
export async function resendEmailCode(ctx: ClientContext): Promise<void> {
  const login = ctx.store.get(emailLoginAtom);
  if (!login) throw new ActionNotAllowedError({ details: 'No email login to resend a code for' });
  await startEmailLogin(ctx, login.email);
}

export type VerifyEmailOtpParameters = ActionParameters<typeof verifyEmailOtp>;
export type VerifyEmailOtpReturnType = ActionReturnType<typeof verifyEmailOtp>;
export type VerifyEmailOtpErrorType = InvalidInputError | ActionNotAllowedError;
/** EmailVerifyOtp's six boxes, once full: checks the code, then reads and connects the account. */
export async function verifyEmailOtp(ctx: ClientContext, otp: string): Promise<void> {
  const { store } = ctx;
  const login = store.get(emailLoginAtom);
  if (!login || (login.status !== 'code' && login.status !== 'idle')) throw new ActionNotAllowedError({ details: 'No code is awaited' });
  if (typeof otp !== 'string' || !OTP.test(otp)) throw new InvalidInputError({ details: 'The code is six digits' });
  const connector = loginConnector(ctx);
  const { email } = login;
  store.set(emailLoginAtom, { email, status: 'verifying' });
  try {
    await whileAuthenticating(ctx, () => connector.login.verifyOtp(otp));
  } catch (thrown) {
    const error = loginFailure(ctx, thrown);
    store.set(emailLoginAtom, { email, status: 'idle', error });
    throw error;
  }
  await connectLogin(ctx, connector, email);
}
