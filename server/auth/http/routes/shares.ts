/**
 * The embedded wallet's key shares (issue 21 point 5) for the signed-in user, as the frame's AuthShareStore expects
 * them (docs/embedded-wallet.md, "Keys"):
 * - PUT /v1/shares/recovery `{ share }`: 204; sealed under the key-encryption key (../../kek.ts) before it is stored;
 *   replaceable until the auth share is written, then 409;
 * - PUT /v1/shares/auth `{ share, evmAddress, solanaAddress }`: 204, once per user (409 after);
 * - GET /v1/shares/auth: `{ share, evmAddress, solanaAddress }`, or 404;
 * - POST /v1/shares/recovery/read: `{ share }`, or 204 when none is stored; 403 unless the session's login was within
 *   `recoveryWindowSeconds` and this is its first read (a POST: it spends the login's one read). A new device rebuilds
 *   the key right after proving the email; a session stolen later, or refreshed, cannot fetch it.
 * The recovery routes do not exist (404) where no key-encryption key is configured.
 */
import type { IncomingMessage } from 'node:http';
import * as MESSAGES from '../../../../src/messages';
import { BadRequest, HttpError } from '../../../shared/http/errors';
import { Reply } from '../../../shared/http/respond';
import type { AuthShare } from '../../db/share-store';
import { open, seal } from '../../kek';
import { readFields, shareField } from '../body';
import type { AuthContext } from '../context';
import { signedIn } from '../signed-in';

/** Ours. */
const SHARE_EXISTS = 'The auth share is stored already';
const NO_SHARE = 'No auth share is stored';
const RECOVERY_NOT_RELEASED = 'The recovery share is released once, right after a login';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** What a sealed recovery share is bound to: its user. */
const recoveryContext = (userId: string) => `wallet-modal recovery share ${userId}`;

function addressField(fields: Record<string, unknown>, name: string, rule: RegExp): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new BadRequest(name, MESSAGES.required);
  if (typeof value !== 'string' || !rule.test(value)) throw new BadRequest(name, MESSAGES.invalidInput);
  return value;
}

export async function putAuthShare(ctx: AuthContext, req: IncomingMessage): Promise<Reply> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  const fields = await readFields(req, ['share', 'evmAddress', 'solanaAddress']);
  const record: AuthShare = {
    share: shareField(fields),
    evmAddress: addressField(fields, 'evmAddress', EVM_ADDRESS),
    solanaAddress: addressField(fields, 'solanaAddress', SOLANA_ADDRESS),
  };
  if (!(await ctx.shares.putAuth(session.userId, record, ctx.now()))) throw new HttpError(409, SHARE_EXISTS, 'share');
  return new Reply(204, null);
}

export async function getAuthShare(ctx: AuthContext, req: IncomingMessage): Promise<AuthShare> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  const record = await ctx.shares.getAuth(session.userId);
  if (!record) throw new HttpError(404, NO_SHARE);
  return record;
}

export async function putRecoveryShare(ctx: AuthContext, req: IncomingMessage): Promise<Reply> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  const share = shareField(await readFields(req, ['share']));
  const sealed = seal(ctx.keyEncryptionKey!, share, recoveryContext(session.userId));
  if (!(await ctx.shares.putRecovery(session.userId, sealed, ctx.now()))) throw new HttpError(409, SHARE_EXISTS, 'share');
  return new Reply(204, null);
}

export async function readRecoveryShare(ctx: AuthContext, req: IncomingMessage): Promise<Reply | { share: string }> {
  const session = await signedIn(ctx, req);
  await ctx.limitAccount(session.userId);
  const now = ctx.now();
  if (!(await ctx.sessions.spendRecoveryRead(session.id, now - ctx.times.recoveryWindowSeconds * 1000, now))) throw new HttpError(403, RECOVERY_NOT_RELEASED);
  const sealed = await ctx.shares.getRecovery(session.userId);
  if (sealed === null) return new Reply(204, null);
  const share = open(ctx.keyEncryptionKey!, sealed, recoveryContext(session.userId));
  // Sealed under another key (the key was changed without re-sealing) or altered in the database: the operator's to fix.
  if (share === null) throw new Error('a recovery share does not open under the configured key-encryption key');
  return { share };
}
