/**
 * SPEC §4's email change for the signed-in user of an email login (docs/embedded-wallet.md, "Auth service"):
 * - POST /v1/email/change `{ email }`: a code to the current address; `{ action: 'VERIFY_PRIMARY_OTP', expiresAt, resendAfter }`;
 * - POST /v1/email/change/primary `{ otp }`: that code checked, a code to the new address; `{ action: 'VERIFY_SECONDARY_OTP', … }`;
 * - POST /v1/email/change/secondary `{ otp }`: that code checked, the user's address changed; `{ email }`.
 * The codes keep the login's rules (six digits, 10 minutes, 5 checks, one per address per 30 s; the change's throttle
 * counts the change's codes, so that a person who has just logged in may change the address at once). Both addresses
 * prove themselves: the current one, that the person holds the account's mailbox and not only a session; the new one,
 * that it is theirs. A social login has no email of its own (the one shown is its provider's) and is refused.
 */
import type { IncomingMessage } from 'node:http';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../../src/constants';
import { HttpError } from '../../../shared/http/errors';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../config';
import type { ChangeCode, ChangeStep } from '../../db/email-change-store';
import type { LiveSession } from '../../db/session-store';
import { codeHash, newCode, sameHash } from '../../secrets';
import { codeField, emailField, readFields } from '../body';
import type { AuthContext } from '../context';
import { signedIn } from '../signed-in';
import { deadCode, mailCode, throttled, wrongCode } from './codes';

/** Ours. */
const WORDS = {
  social: "A social login's email is its provider's: change it there",
  same: 'This is already your email',
  taken: 'This email belongs to another account',
} as const;

export type EmailChangeAnswer = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'; expiresAt: number; resendAfter: number };

/** The code's HMAC, bound to the change's user and the address it went to: worth nothing as a login code or another user's. */
const changeHash = (ctx: AuthContext, userId: string, sentTo: string, code: string) => codeHash(ctx.codeSecret, `email-change\n${userId}\n${sentTo}`, code);

/** The signed-in user, when its login was by email: the only kind with an address of its own to change. */
async function emailLogin(ctx: AuthContext, req: IncomingMessage): Promise<LiveSession & { email: string }> {
  const session = await signedIn(ctx, req);
  if (session.provider !== null || session.email === null) throw new HttpError(403, WORDS.social, 'authorization');
  return { ...session, email: session.email };
}

const taken = () => new HttpError(409, WORDS.taken, 'email');

/** A new code for `sentTo`, and the answer that names it once it has gone. */
function newChangeCode(ctx: AuthContext, userId: string, sentTo: string, now: number): { code: string; stored: ChangeCode } {
  const code = newCode();
  return { code, stored: { sentTo, hash: changeHash(ctx, userId, sentTo, code), now, expiresAt: now + CODE_TTL_MS } };
}

/** A write refused by the throttle (a number: when the address's last code went) or by a code spent meanwhile. */
function refused(outcome: number | 'gone' | null, now: number): void {
  if (typeof outcome === 'number') throw throttled(outcome, now);
  if (outcome === 'gone') throw deadCode();
}

/** The user's live code of `step`, checked against `otp` (one of its 5 checks spent). */
async function checked(ctx: AuthContext, userId: string, step: ChangeStep, otp: string) {
  await ctx.limitAccount(userId);
  const live = await ctx.changes.attempt(userId, step, ctx.now(), CODE_MAX_ATTEMPTS);
  if (!live) throw deadCode();
  if (!sameHash(changeHash(ctx, userId, live.sentTo, otp), live.hash)) throw wrongCode(live.attempts);
  return live;
}

export async function startEmailChange(ctx: AuthContext, req: IncomingMessage): Promise<EmailChangeAnswer> {
  const session = await emailLogin(ctx, req);
  const email = emailField(await readFields(req, ['email']));
  if (email === session.email) throw new HttpError(400, WORDS.same, 'email');
  await ctx.limitAccount(session.userId);
  // The address named counts too: many accounts cannot together send one mailbox a flood of second codes.
  await ctx.limitAccount(email);
  // Said now rather than after two codes; the last step checks again.
  if (await ctx.changes.takenByOther(email, session.userId)) throw taken();
  const now = ctx.now();
  const { code, stored } = newChangeCode(ctx, session.userId, session.email, now);
  refused(await ctx.changes.start(session.userId, email, stored, now - EMAIL_LOGIN_COOLDOWN_MS), now);
  await mailCode(ctx, session.email, code, 'change-current', () => ctx.changes.kill(session.userId));
  return { action: 'VERIFY_PRIMARY_OTP', expiresAt: stored.expiresAt, resendAfter: now + EMAIL_LOGIN_COOLDOWN_MS };
}

export async function verifyEmailChangePrimary(ctx: AuthContext, req: IncomingMessage): Promise<EmailChangeAnswer> {
  const session = await emailLogin(ctx, req);
  const otp = codeField(await readFields(req, ['otp']));
  const live = await checked(ctx, session.userId, 'primary', otp);
  if (await ctx.changes.takenByOther(live.newEmail, session.userId)) throw taken();
  const now = ctx.now();
  const { code, stored } = newChangeCode(ctx, session.userId, live.newEmail, now);
  // A throttled new address leaves the primary code live: the same code is taken again once the wait is over.
  refused(await ctx.changes.advance(session.userId, live.hash, stored, now - EMAIL_LOGIN_COOLDOWN_MS), now);
  await mailCode(ctx, live.newEmail, code, 'change-new', () => ctx.changes.kill(session.userId));
  return { action: 'VERIFY_SECONDARY_OTP', expiresAt: stored.expiresAt, resendAfter: now + EMAIL_LOGIN_COOLDOWN_MS };
}

export async function verifyEmailChangeSecondary(ctx: AuthContext, req: IncomingMessage): Promise<{ email: string }> {
  const session = await emailLogin(ctx, req);
  const otp = codeField(await readFields(req, ['otp']));
  const live = await checked(ctx, session.userId, 'secondary', otp);
  const outcome = await ctx.changes.complete(session.userId, live.hash);
  if (outcome === 'taken') throw taken();
  if (outcome === 'gone') throw deadCode();
  return { email: live.newEmail };
}
