/**
 * Email codes' SQL: one row per address, holding its latest code (as an HMAC), when it was made (the 30 s throttle's
 * clock), when it expires, how many checks it has had, and whether it was used. Each step is one atomic statement, so
 * instances on one PostgreSQL cannot together let a sixth guess through or use a code twice.
 */
import type { Queryable } from '../../shared/db/database';

export type LiveCode = { hash: string; attempts: number };

export function createCodeStore(db: Queryable) {
  return {
    /** When the address's latest code was made (unix ms), or null when it has none. */
    async lastRequest(email: string): Promise<number | null> {
      const [row] = await db.query<{ created_at: string }>('select created_at::text as created_at from auth_email_codes where email = $1', [email]);
      return row ? Number(row.created_at) : null;
    },

    /**
     * Puts a new code in place of the address's last one, unless that one was made after `cooldownStart` (then the
     * throttle holds, and false is answered). A new code starts with no attempts.
     */
    async replace(email: string, hash: string, now: number, expiresAt: number, cooldownStart: number): Promise<boolean> {
      const rows = await db.query(
        `insert into auth_email_codes (email, code_hash, created_at, expires_at, attempts, used) values ($1, $2, $3, $4, 0, false)
         on conflict (email) do update set code_hash = excluded.code_hash, created_at = excluded.created_at,
           expires_at = excluded.expires_at, attempts = 0, used = false
         where auth_email_codes.created_at <= $5
         returning email`,
        [email, hash, String(now), String(expiresAt), String(cooldownStart)],
      );
      return rows.length === 1;
    },

    /**
     * Counts one check against the address's live code (not used, not expired, fewer than `maxAttempts` checks) and
     * answers its hash and the checks so far, this one included; null when there is no live code.
     */
    async attempt(email: string, now: number, maxAttempts: number): Promise<LiveCode | null> {
      const [row] = await db.query<{ code_hash: string; attempts: number }>(
        `update auth_email_codes set attempts = attempts + 1
         where email = $1 and not used and attempts < $3 and expires_at > $2
         returning code_hash, attempts`,
        [email, String(now), maxAttempts],
      );
      return row ? { hash: row.code_hash, attempts: Number(row.attempts) } : null;
    },

    /** Uses the code once: true only for the one caller that did. */
    async consume(email: string, hash: string): Promise<boolean> {
      const rows = await db.query('update auth_email_codes set used = true where email = $1 and code_hash = $2 and not used returning email', [email, hash]);
      return rows.length === 1;
    },

    /** Ends the address's code without using it (it could not be sent); its time still holds the throttle. */
    async kill(email: string): Promise<void> {
      await db.query('update auth_email_codes set used = true where email = $1', [email]);
    },

    /** Deletes the codes that expired before `now` (their throttle ended long before). */
    async prune(now: number): Promise<void> {
      await db.query('delete from auth_email_codes where expires_at < $1', [String(now)]);
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
