/**
 * The embedded wallet's key shares (issue 21 point 5), for the signed-in user:
 * - PUT and GET /v1/shares/auth: the auth share, kept as the frame sent it;
 * - PUT and GET /v1/shares/recovery: the recovery share, sealed under the key-encryption key (../../kek.ts) before it
 *   is stored, and released only to a session within `recoveryWindowSeconds` of its login, so that a new device can
 *   rebuild the key right after proving the email, and a stolen long-lived session cannot fetch it later.
 * A share is written once (409 after); the routes do not exist (404) where no key-encryption key is configured.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../../shared/http/errors';
import type { ShareKind } from '../../db/share-store';
import { open, seal } from '../../kek';
import { Reply } from '../../../shared/http/respond';
import { readFields, shareField } from '../body';
import type { AuthContext } from '../context';
import { signedIn } from '../signed-in';

/** Ours. */
export const SHARE_EXISTS = 'A share of this kind is stored already';
export const NO_SHARE = 'No share of this kind is stored';
export const RECOVERY_WINDOW_PASSED = 'The recovery share is released only right after a login';

/** What a sealed share is bound to: its user and kind. */
const context = (userId: string, kind: ShareKind) => `wallet-modal share ${kind} ${userId}`;

export async function putShare(ctx: AuthContext, kind: ShareKind, req: IncomingMessage): Promise<Reply> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  const share = shareField(await readFields(req, ['share']));
  const stored = kind === 'recovery' ? seal(ctx.keyEncryptionKey!, share, context(session.userId, kind)) : share;
  if (!(await ctx.shares.put(session.userId, kind, stored, ctx.now()))) throw new HttpError(409, SHARE_EXISTS, 'share');
  return new Reply(201, { stored: true });
}

export async function getShare(ctx: AuthContext, kind: ShareKind, req: IncomingMessage): Promise<{ share: string }> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  if (kind === 'recovery' && ctx.now() > session.createdAt + ctx.times.recoveryWindowSeconds * 1000) throw new HttpError(403, RECOVERY_WINDOW_PASSED);
  const stored = await ctx.shares.get(session.userId, kind);
  if (stored === null) throw new HttpError(404, NO_SHARE);
  if (kind === 'auth') return { share: stored };
  const share = open(ctx.keyEncryptionKey!, stored, context(session.userId, kind));
  // Sealed under another key (the key was changed without re-sealing) or altered in the database: the operator's to fix.
  if (share === null) throw new Error('a recovery share does not open under the configured key-encryption key');
  return { share };
}
