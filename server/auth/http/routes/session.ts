/**
 * The session routes: GET /v1/session (who is signed in), POST /v1/session/refresh (a refresh token for new tokens;
 * the old refresh token is spent, and showing it again ends the session), POST /v1/session/sign-out (this session,
 * or with `everywhere` every session of the user).
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../../shared/http/errors';
import { tokenHash } from '../../secrets';
import { issueTokens, sessionAnswer, sessionIdentity, sessionUser, type SessionAnswer } from '../../sessions';
import { optionalBoolean, readFields, tokenField } from '../body';
import type { AuthContext } from '../context';
import { INVALID_SESSION, signedIn } from '../signed-in';

export async function currentSession(ctx: AuthContext, req: IncomingMessage): Promise<Pick<SessionAnswer, 'user' | 'session'>> {
  const session = await signedIn(ctx, req);
  return sessionIdentity(ctx, session, sessionUser(session));
}

export async function refreshSession(ctx: AuthContext, req: IncomingMessage): Promise<SessionAnswer> {
  const refreshToken = tokenField(await readFields(req, ['refreshToken']), 'refreshToken', 'refresh');
  const now = ctx.now();
  // The new tokens cannot outlive the session; its end is known only once the row is found, so they are cut below.
  const tokens = issueTokens(ctx, now, Number.MAX_SAFE_INTEGER);
  const rotated = await ctx.sessions.rotate(tokenHash(refreshToken), now, tokens.stored);
  if (rotated === 'reused') ctx.log({ event: 'refresh-token-reused' });
  if (rotated === null || rotated === 'reused') throw new HttpError(401, INVALID_SESSION, 'refreshToken');
  const stored = {
    ...tokens.stored,
    accessExpiresAt: Math.min(tokens.stored.accessExpiresAt, rotated.expiresAt),
    refreshExpiresAt: Math.min(tokens.stored.refreshExpiresAt, rotated.expiresAt),
  };
  return sessionAnswer(ctx, rotated, sessionUser(rotated), { ...tokens, stored });
}

export async function signOut(ctx: AuthContext, req: IncomingMessage): Promise<{ signedOut: number }> {
  const session = await signedIn(ctx, req);
  const everywhere = optionalBoolean(await readFields(req, ['everywhere']), 'everywhere');
  const now = ctx.now();
  if (everywhere) return { signedOut: await ctx.sessions.revokeAll(session.userId, now) };
  return { signedOut: (await ctx.sessions.revoke(session.id, now)) ? 1 : 0 };
}
