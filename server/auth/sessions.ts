/**
 * A login becomes a session: a new access token (short-lived) and refresh token, whose hashes the session row keeps,
 * and the answer the client stores. The email route calls it now; the social login will call it the same way.
 */
import type { AuthContext } from './http/context';
import type { LiveSession, SessionTokens } from './db/session-store';
import type { User } from './db/user-store';
import { newId, newToken, tokenHash } from './secrets';

/** What a login or a refresh answers (times in unix ms). */
export type SessionAnswer = {
  user: { id: string; email: string };
  session: { id: string; method: 'email' | 'social'; createdAt: number; expiresAt: number; recoveryUntil: number };
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
};

/** New tokens for a session that ends at `sessionEnd`: neither outlives it. */
export function issueTokens(ctx: Pick<AuthContext, 'times'>, now: number, sessionEnd: number): { access: string; refresh: string; stored: SessionTokens } {
  const access = newToken('wma');
  const refresh = newToken('wmr');
  return {
    access,
    refresh,
    stored: {
      accessHash: tokenHash(access),
      accessExpiresAt: Math.min(now + ctx.times.accessTokenSeconds * 1000, sessionEnd),
      refreshHash: tokenHash(refresh),
      refreshExpiresAt: Math.min(now + ctx.times.refreshTokenSeconds * 1000, sessionEnd),
    },
  };
}

/** Who is signed in and in which session: the part of every session answer that carries no token. */
export function sessionIdentity(
  ctx: Pick<AuthContext, 'times'>,
  session: Omit<LiveSession, 'userId' | 'email'>,
  user: { id: string; email: string },
): Pick<SessionAnswer, 'user' | 'session'> {
  return {
    user: { id: user.id, email: user.email },
    session: {
      id: session.id,
      method: session.method,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      recoveryUntil: session.createdAt + ctx.times.recoveryWindowSeconds * 1000,
    },
  };
}

export function sessionAnswer(
  ctx: Pick<AuthContext, 'times'>,
  session: Omit<LiveSession, 'userId' | 'email'>,
  user: { id: string; email: string },
  tokens: ReturnType<typeof issueTokens>,
): SessionAnswer {
  return {
    ...sessionIdentity(ctx, session, user),
    accessToken: tokens.access,
    accessTokenExpiresAt: tokens.stored.accessExpiresAt,
    refreshToken: tokens.refresh,
    refreshTokenExpiresAt: tokens.stored.refreshExpiresAt,
  };
}

/** Starts the session of a completed login. */
export async function startSession(ctx: Pick<AuthContext, 'times' | 'sessions'>, user: User, method: 'email' | 'social', now: number): Promise<SessionAnswer> {
  const session = { id: newId(), method, createdAt: now, expiresAt: now + ctx.times.maxAgeSeconds * 1000 };
  const tokens = issueTokens(ctx, now, session.expiresAt);
  await ctx.sessions.create({ ...session, userId: user.id, ...tokens.stored });
  return sessionAnswer(ctx, session, user, tokens);
}
