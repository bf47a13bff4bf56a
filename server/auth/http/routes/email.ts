/**
 * POST /v1/email/code `{ email }` and POST /v1/email/verify `{ email, otp }`: a six-digit code sent over SMTP, then
 * checked. The 30 s throttle
 * (SPEC §5) holds per address before any code is made; a code lives 10 minutes and takes 5 checks, then it is dead.
 */
import type { IncomingMessage } from 'node:http';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../../src/constants';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../config';
import { codeHash, newCode, sameHash } from '../../secrets';
import { startSession, type SessionAnswer } from '../../sessions';
import { codeField, emailField, readFields } from '../body';
import type { AuthContext } from '../context';
import { deadCode, mailCode, throttled, wrongCode } from './codes';

/** `action` is what the frame answers CONNECT_EMAIL with (SPEC §4): the code is on its way. */
export type CodeRequestAnswer = { action: 'VERIFY_OTP'; expiresAt: number; resendAfter: number };

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
  await mailCode(ctx, email, code, 'login', () => ctx.codes.kill(email));
  return { action: 'VERIFY_OTP', expiresAt: now + CODE_TTL_MS, resendAfter: now + EMAIL_LOGIN_COOLDOWN_MS };
}

export async function verifyCode(ctx: AuthContext, req: IncomingMessage): Promise<SessionAnswer> {
  const fields = await readFields(req, ['email', 'otp']);
  const email = emailField(fields);
  const code = codeField(fields);
  await ctx.limitAccount(email);
  const now = ctx.now();
  const live = await ctx.codes.attempt(email, now, CODE_MAX_ATTEMPTS);
  if (!live) throw deadCode();
  if (!sameHash(codeHash(ctx.codeSecret, email, code), live.hash)) throw wrongCode(live.attempts);
  if (!(await ctx.codes.consume(email, live.hash))) throw deadCode();
  return startSession(ctx, await ctx.users.userFor(email, now), 'email', now);
}
