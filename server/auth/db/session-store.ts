/**
 * Sessions' SQL. A session is one login: it holds the hashes of its current access and refresh tokens. A refresh
 * swaps both for new ones in one statement, so an old refresh token opens nothing; one shown again (spent) was
 * copied, and ends its session. Sign-out and revocation set revoked_at. Times are unix ms.
 */
import type { Database } from '../../shared/db/database';
import type { SocialLoginProvider } from '../config';

export type SessionTokens = { accessHash: string; accessExpiresAt: number; refreshHash: string; refreshExpiresAt: number };

/**
 * A live session and its user, as the routes see it. An email user's email is its key; a social user's is what its
 * provider last reported (or null), beside the provider and the username.
 */
export type LiveSession = {
  id: string;
  userId: string;
  email: string | null;
  method: 'email' | 'social';
  createdAt: number;
  expiresAt: number;
  provider: SocialLoginProvider | null;
  userName: string | null;
};

type Row = {
  id: string;
  user_id: string;
  email: string | null;
  method: 'email' | 'social';
  created_at: string;
  expires_at: string;
  provider: SocialLoginProvider | null;
  user_name: string | null;
};
const toSession = (row: Row): LiveSession => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  method: row.method,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  provider: row.provider,
  userName: row.user_name,
});
// Subqueries rather than a join: they read the same in a select and in an update's returning list.
const IDENTITY = (column: string) => `(select si.${column} from auth_social_identities si where si.user_id = s.user_id)`;
const COLUMNS = `s.id, s.user_id, coalesce(u.email, ${IDENTITY('email')}) as email, s.method, s.created_at::text as created_at,
  s.expires_at::text as expires_at, ${IDENTITY('provider')} as provider, ${IDENTITY('user_name')} as user_name`;

export function createSessionStore(db: Database) {
  return {
    async create(session: { id: string; userId: string; method: 'email' | 'social'; createdAt: number; expiresAt: number } & SessionTokens): Promise<void> {
      await db.query(
        `insert into auth_sessions (id, user_id, method, created_at, expires_at, access_hash, access_expires_at, refresh_hash, refresh_expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.userId,
          session.method,
          String(session.createdAt),
          String(session.expiresAt),
          session.accessHash,
          String(session.accessExpiresAt),
          session.refreshHash,
          String(session.refreshExpiresAt),
        ],
      );
    },

    /** The live session an access token opens (not revoked, token and session unexpired), or null. */
    async byAccessToken(accessHash: string, now: number): Promise<LiveSession | null> {
      const [row] = await db.query<Row>(
        `select ${COLUMNS} from auth_sessions s join auth_users u on u.id = s.user_id
         where s.access_hash = $1 and s.revoked_at is null and s.access_expires_at > $2 and s.expires_at > $2`,
        [accessHash, String(now)],
      );
      return row ? toSession(row) : null;
    },

    /**
     * Swaps a live refresh token for `next`; the session, 'reused' when the token was already spent (its session is
     * revoked now), or null when it opens nothing.
     */
    async rotate(refreshHash: string, now: number, next: SessionTokens): Promise<LiveSession | 'reused' | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `update auth_sessions s set access_hash = $3, access_expires_at = $4, refresh_hash = $5, refresh_expires_at = $6
           from auth_users u
           where u.id = s.user_id and s.refresh_hash = $1 and s.revoked_at is null and s.refresh_expires_at > $2 and s.expires_at > $2
           returning ${COLUMNS}`,
          [refreshHash, String(now), next.accessHash, String(next.accessExpiresAt), next.refreshHash, String(next.refreshExpiresAt)],
        );
        if (row) {
          await tx.query('insert into auth_spent_refresh_tokens (hash, session_id, spent_at) values ($1, $2, $3)', [refreshHash, row.id, String(now)]);
          return toSession(row);
        }
        const [spent] = await tx.query<{ session_id: string }>('select session_id from auth_spent_refresh_tokens where hash = $1', [refreshHash]);
        if (!spent) return null;
        await tx.query('update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [spent.session_id, String(now)]);
        return 'reused';
      });
    },

    /**
     * Spends the session's one read of the recovery share: true once, and only while its login is at or after
     * `loginAfter` (the release window) and the session is live.
     */
    async spendRecoveryRead(id: string, loginAfter: number, now: number): Promise<boolean> {
      const rows = await db.query(
        `update auth_sessions set recovery_read_at = $3
         where id = $1 and recovery_read_at is null and created_at >= $2 and revoked_at is null and expires_at > $3 returning id`,
        [id, String(loginAfter), String(now)],
      );
      return rows.length === 1;
    },

    /** Ends a session (sign-out); false when it was not live. */
    async revoke(id: string, now: number): Promise<boolean> {
      const rows = await db.query('update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id', [id, String(now)]);
      return rows.length === 1;
    },

    /** Ends every live session of a user (revocation of all devices); how many it ended. */
    async revokeAll(userId: string, now: number): Promise<number> {
      const rows = await db.query('update auth_sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning id', [userId, String(now)]);
      return rows.length;
    },

    /** Deletes the sessions past their longest life before `before`, with their spent tokens. */
    async prune(before: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('delete from auth_spent_refresh_tokens t using auth_sessions s where s.id = t.session_id and s.expires_at < $1', [String(before)]);
        await tx.query('delete from auth_sessions where expires_at < $1', [String(before)]);
      });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
