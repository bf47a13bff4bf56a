/**
 * Social login's SQL. A flow row lives from the start of a login until its session is claimed or it expires: it is
 * called back once (pending -> exchanging, one statement, so a state shown twice is refused), then done with its user
 * or failed with our words, and claimed once with the flow token (deleted as it is read). Identities map
 * (provider, subject) to a user made at the first login, under a per-identity lock so two first logins make one user.
 */
import type { Database } from '../../shared/db/database';
import type { SocialLoginProvider } from '../config';
import { newId } from '../secrets';

/** The user a social login logs into, with what the provider last said of it. */
export type SocialUser = { id: string; email: string | null; userName: string | null; provider: SocialLoginProvider };

export type Claim =
  | { status: 'pending' }
  | { status: 'failed'; error: string }
  | { status: 'done'; user: SocialUser }
  /** No live flow has this token: never made, expired, or claimed already. */
  | null;

const LOCK = "select pg_advisory_xact_lock(hashtext('wallet-modal-social:' || $1 || ':' || $2))";

export function createSocialStore(db: Database) {
  return {
    async start(flow: { stateHash: string; flowHash: string; provider: SocialLoginProvider; now: number; expiresAt: number }): Promise<void> {
      await db.query(`insert into auth_social_flows (state_hash, flow_hash, provider, created_at, expires_at, status) values ($1, $2, $3, $4, $5, 'pending')`, [
        flow.stateHash,
        flow.flowHash,
        flow.provider,
        String(flow.now),
        String(flow.expiresAt),
      ]);
    },

    /** Takes the one callback of a live pending flow: its provider, or null (unknown, expired, or called back already). */
    async callBack(stateHash: string, now: number): Promise<SocialLoginProvider | null> {
      const [row] = await db.query<{ provider: SocialLoginProvider }>(
        `update auth_social_flows set status = 'exchanging' where state_hash = $1 and status = 'pending' and expires_at > $2 returning provider`,
        [stateHash, String(now)],
      );
      return row?.provider ?? null;
    },

    async finish(stateHash: string, outcome: { userId: string } | { error: string }): Promise<void> {
      await db.query(`update auth_social_flows set status = $2, user_id = $3, error = $4 where state_hash = $1 and status = 'exchanging'`, [
        stateHash,
        'userId' in outcome ? 'done' : 'failed',
        'userId' in outcome ? outcome.userId : null,
        'error' in outcome ? outcome.error : null,
      ]);
    },

    /** A flow's outcome for its token: a done or failed flow is deleted as it is read, so it is claimed once. */
    async claim(flowHash: string, now: number): Promise<Claim> {
      const [ended] = await db.query<{ status: 'done' | 'failed'; error: string | null; user_id: string | null; provider: SocialLoginProvider }>(
        `delete from auth_social_flows where flow_hash = $1 and status in ('done', 'failed') and expires_at > $2 returning status, error, user_id, provider`,
        [flowHash, String(now)],
      );
      if (ended?.status === 'failed') return { status: 'failed', error: ended.error ?? 'The sign-in failed' };
      if (ended?.status === 'done' && ended.user_id) {
        const [row] = await db.query<{ email: string | null; user_name: string | null }>(
          'select email, user_name from auth_social_identities where user_id = $1',
          [ended.user_id],
        );
        return { status: 'done', user: { id: ended.user_id, email: row?.email ?? null, userName: row?.user_name ?? null, provider: ended.provider } };
      }
      const [live] = await db.query('select 1 from auth_social_flows where flow_hash = $1 and expires_at > $2', [flowHash, String(now)]);
      return live ? { status: 'pending' } : null;
    },

    /** The user of (provider, subject), made now at its first login; its email and name updated to what the provider says now. */
    async userFor(
      provider: SocialLoginProvider,
      identity: { subject: string; email: string | null; userName: string | null },
      now: number,
    ): Promise<SocialUser> {
      return db.transaction(async (tx) => {
        await tx.query(LOCK, [provider, identity.subject]);
        const [known] = await tx.query<{ user_id: string }>(
          `update auth_social_identities set email = $3, user_name = $4, updated_at = $5 where provider = $1 and subject = $2 returning user_id`,
          [provider, identity.subject, identity.email, identity.userName, String(now)],
        );
        let id = known?.user_id;
        if (!id) {
          id = newId();
          await tx.query('insert into auth_users (id, email, created_at) values ($1, null, $2)', [id, String(now)]);
          await tx.query(
            `insert into auth_social_identities (provider, subject, user_id, email, user_name, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)`,
            [provider, identity.subject, id, identity.email, identity.userName, String(now)],
          );
        }
        return { id, email: identity.email, userName: identity.userName, provider };
      });
    },

    /** Deletes the flows that expired before `now`. */
    async prune(now: number): Promise<void> {
      await db.query('delete from auth_social_flows where expires_at < $1', [String(now)]);
    },
  };
}

export type SocialStore = ReturnType<typeof createSocialStore>;
