/** The live session an `Authorization: Bearer <access token>` header opens; 401 otherwise. */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../shared/http/errors';
import type { LiveSession } from '../db/session-store';
import { tokenHash } from '../secrets';
import { bearerToken } from './body';
import type { AuthContext } from './context';

/** Ours: no token, a token of another form, or one that opens no live session (expired, signed out, revoked). */
export const INVALID_SESSION = 'Unauthorized: invalid session';

export async function signedIn(ctx: AuthContext, req: IncomingMessage): Promise<LiveSession> {
  const token = bearerToken(req.headers.authorization);
  const session = token ? await ctx.sessions.byAccessToken(tokenHash(token), ctx.now()) : null;
  if (!session) throw new HttpError(401, INVALID_SESSION, 'authorization');
  return session;
}
