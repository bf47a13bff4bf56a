/**
 * What the routes that mail six-digit codes share (the email login, ./email.ts, and the email change,
 * ./email-change.ts): the 30 s throttle's refusal in SPEC's words, the refusals of a wrong or dead code, and sending a
 * code, whose failure ends it and is logged without the address.
 */
import * as MESSAGES from '../../../../src/messages';
import { fill } from '../../../../src/messages/fill';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../../src/constants';
import { HttpError, TooManyRequests } from '../../../shared/http/errors';
import { CODE_MAX_ATTEMPTS } from '../../config';
import type { CodePurpose } from '../../email/code-mail';
import type { AuthContext } from '../context';

/** Ours: a code that is wrong, and one that can no longer be used (expired, used, or out of attempts). */
const INVALID_CODE = 'Invalid code';
const CODE_NOT_VALID = 'This code is no longer valid: request a new one';

/** The throttle's refusal: SPEC's words, n the whole seconds left, rounded up. */
export function throttled(last: number, now: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000));
  return new TooManyRequests(seconds, fill(MESSAGES.emailLoginThrottled, { n: seconds }), 'email', { retryAfter: seconds });
}

/** A code that was checked and did not match: wrong while checks are left, dead after the last. */
export function wrongCode(attempts: number): HttpError {
  const attemptsLeft = CODE_MAX_ATTEMPTS - attempts;
  return new HttpError(401, attemptsLeft > 0 ? INVALID_CODE : CODE_NOT_VALID, 'otp', { attemptsLeft });
}

/** No live code to check (none asked for, used, expired, or out of checks). */
export const deadCode = (): HttpError => new HttpError(401, CODE_NOT_VALID, 'otp', { attemptsLeft: 0 });

/** Mails `code` to `to`; when SMTP fails, `kill` ends the code (its time still holds the throttle) and the answer is 503. */
export async function mailCode(ctx: AuthContext, to: string, code: string, purpose: CodePurpose, kill: () => Promise<void>): Promise<void> {
  try {
    await ctx.mailer.sendCode(to, code, purpose);
  } catch (error) {
    await kill();
    // The SMTP error's kind and status only: its text can quote the address.
    const { code: kind, responseCode } = error as { code?: unknown; responseCode?: unknown };
    ctx.log({ event: 'smtp-failed', error: typeof kind === 'string' ? kind : 'unknown', ...(typeof responseCode === 'number' ? { responseCode } : {}) });
    throw new HttpError(503, 'The code could not be sent: try again later');
  }
}
