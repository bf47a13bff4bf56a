/**
 * A login becomes a session: a new access token (short-lived) and refresh token, whose hashes the session row keeps,
 * and the answer the client stores. The email and the social login both end here.
 */
import type { SocialLoginProvider } from './config';
import type { AuthContext } from './http/context';
import type { LiveSession, SessionTokens } from './db/session-store';
import { newId, newToken, tokenHash } from './secrets';

/**
 * The user as answered: an email user by id and email; a social user with its provider and username too, and the
 * email its provider reported (null when it reported none).
 */
export type SessionUser = { id: string; email: string | null; provider?: SocialLoginProvider; userName?: string | null };

/** The answer's user, with only the fields it names (a store's row may carry more). */
const answeredUser = (user: SessionUser): SessionUser =>
  user.provider ? { id: user.id, email: user.email, provider: user.provider, userName: user.userName ?? null } : { id: user.id, email: user.email };

/** The answer's user for a live session's row. */
export function sessionUser(session: Pick<LiveSession, 'userId' | 'email' | 'provider' | 'userName'>): SessionUser {
  return answeredUser({ id: session.userId, email: session.email, ...(session.provider ? { provider: session.provider, userName: session.userName } : {}) });
}

/** What a login or a refresh answers (times in unix ms). */
export type SessionAnswer = {
  user: SessionUser;
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
  session: Pick<LiveSession, 'id' | 'method' | 'createdAt' | 'expiresAt'>,
  user: SessionUser,
): Pick<SessionAnswer, 'user' | 'session'> {
  return {
    user: answeredUser(user),
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
  session: Pick<LiveSession, 'id' | 'method' | 'createdAt' | 'expiresAt'>,
  user: SessionUser,
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
export async function startSession(
  ctx: Pick<AuthContext, 'times' | 'sessions'>,
  user: SessionUser,
  method: 'email' | 'social',
  now: number,
): Promise<SessionAnswer> {
  const session = { id: newId(), method, createdAt: now, expiresAt: now + ctx.times.maxAgeSeconds * 1000 };
  const tokens = issueTokens(ctx, now, session.expiresAt);
  await ctx.sessions.create({ ...session, userId: user.id, ...tokens.stored });
  return sessionAnswer(ctx, session, user, tokens);
}
