/**
 * POST /v1/email/code `{ email }` and POST /v1/email/verify `{ email, otp }`: a six-digit code sent over SMTP, then
 * checked. The 30 s throttle
 * (SPEC §5) holds per address before any code is made; a code lives 10 minutes and takes 5 checks, then it is dead.
 */
import type { IncomingMessage } from 'node:http';
import * as MESSAGES from '../../../../src/messages';
import { fill } from '../../../../src/messages/fill';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../../src/constants';
import { HttpError, TooManyRequests } from '../../../shared/http/errors';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../config';
import { codeHash, newCode, sameHash } from '../../secrets';
import { startSession, type SessionAnswer } from '../../sessions';
import { codeField, emailField, readFields } from '../body';
import type { AuthContext } from '../context';

/** Ours: a code that is wrong, and one that can no longer be used (expired, used, or out of attempts). */
const INVALID_CODE = 'Invalid code';
const CODE_NOT_VALID = 'This code is no longer valid: request a new one';

/** `action` is what the frame answers CONNECT_EMAIL with (SPEC §4): the code is on its way. */
export type CodeRequestAnswer = { action: 'VERIFY_OTP'; expiresAt: number; resendAfter: number };

/** The throttle's refusal: SPEC's words, n the whole seconds left, rounded up. */
function throttled(last: number, now: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000));
  return new TooManyRequests(seconds, fill(MESSAGES.emailLoginThrottled, { n: seconds }), 'email', { retryAfter: seconds });
}

export async function requestCode(ctx: AuthContext, req: IncomingMessage): Promise<CodeRequestAnswer> {
  const email = emailField(await readFields(req, ['email']));
  const now = ctx.now();
  const last = await ctx.codes.lastRequest(email);
  if (last !== null && now - last < EMAIL_LOGIN_COOLDOWN_MS) throw throttled(last, now);
  await ctx.limitAccount(email);
  const code = newCode();
  // The throttle again, in the write itself: of two requests at once, on any instance, one gets the code.
  if (!(await ctx.codes.replace(email, codeHash(ctx.codeSecret, email, code), now, now + CODE_TTL_MS, now - EMAIL_LOGIN_COOLDOWN_MS)))
    throw throttled((await ctx.codes.lastRequest(email)) ?? now, now);
  try {
    await ctx.mailer.sendCode(email, code);
  } catch (error) {
    await ctx.codes.kill(email);
    // The SMTP error's kind and status only: its text can quote the address.
    const { code: kind, responseCode } = error as { code?: unknown; responseCode?: unknown };
    ctx.log({ event: 'smtp-failed', error: typeof kind === 'string' ? kind : 'unknown', ...(typeof responseCode === 'number' ? { responseCode } : {}) });
    throw new HttpError(503, 'The code could not be sent: try again later');
  }
  return { action: 'VERIFY_OTP', expiresAt: now + CODE_TTL_MS, resendAfter: now + EMAIL_LOGIN_COOLDOWN_MS };
}

export async function verifyCode(ctx: AuthContext, req: IncomingMessage): Promise<SessionAnswer> {
  const fields = await readFields(req, ['email', 'otp']);
  const email = emailField(fields);
  const code = codeField(fields);
  await ctx.limitAccount(email);
  const now = ctx.now();
  const live = await ctx.codes.attempt(email, now, CODE_MAX_ATTEMPTS);
  if (!live) throw new HttpError(401, CODE_NOT_VALID, 'otp', { attemptsLeft: 0 });
  const attemptsLeft = CODE_MAX_ATTEMPTS - live.attempts;
  if (!sameHash(codeHash(ctx.codeSecret, email, code), live.hash))
    throw new HttpError(401, attemptsLeft > 0 ? INVALID_CODE : CODE_NOT_VALID, 'otp', { attemptsLeft });
  if (!(await ctx.codes.consume(email, live.hash))) throw new HttpError(401, CODE_NOT_VALID, 'otp', { attemptsLeft: 0 });
  return startSession(ctx, await ctx.users.userFor(email, now), 'email', now);
}
