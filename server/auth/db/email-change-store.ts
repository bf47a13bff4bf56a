/**
 * Email changes' SQL (migration 0003): one row per user holding the change in flight and its live code. Each step is
 * one statement or one locked transaction, so that instances on one PostgreSQL cannot together let a sixth guess
 * through, use a code twice, or send two codes to one address within the throttle.
 */
import type { Database, Queryable } from '../../shared/db/database';

export type ChangeStep = 'primary' | 'secondary';

/** A code to send: to whom, its HMAC and its times. */
export type ChangeCode = { sentTo: string; hash: string; now: number; expiresAt: number };

/** A live code's check: its HMAC, the checks so far (this one included), and the change it is for. */
export type ChangeAttempt = { hash: string; attempts: number; newEmail: string; sentTo: string };

/** One code per address per throttle, whichever user's change it is for. */
const LOCK = "select pg_advisory_xact_lock(hashtext('wallet-modal-email-change:' || $1))";
/** PostgreSQL's unique_violation: another user took the address at the same moment. */
const UNIQUE_VIOLATION = '23505';

export function createEmailChangeStore(db: Database) {
  /**
   * Under the address's lock: the time of the last change code sent to it when that was after `cooldownStart` (the
   * throttle holds, nothing is written), else null once `write` has run.
   */
  const throttledWrite = (sentTo: string, cooldownStart: number, write: (tx: Queryable) => Promise<boolean>) =>
    db.transaction(async (tx): Promise<number | 'gone' | null> => {
      await tx.query(LOCK, [sentTo]);
      const [row] = await tx.query<{ last: string | null }>('select max(created_at)::text as last from auth_email_changes where sent_to = $1', [sentTo]);
      const last = row?.last == null ? null : Number(row.last);
      if (last !== null && last > cooldownStart) return last;
      return (await write(tx)) ? null : 'gone';
    });

  return {
    /** Whether `email` is the address of a user other than `userId`. */
    async takenByOther(email: string, userId: string): Promise<boolean> {
      return (await db.query('select 1 from auth_users where email = $1 and id <> $2', [email, userId])).length > 0;
    },

    /** Starts (or starts again) the user's change to `newEmail` with a code to the current address; a number: throttled since then. */
    start(userId: string, newEmail: string, code: ChangeCode, cooldownStart: number): Promise<number | 'gone' | null> {
      return throttledWrite(code.sentTo, cooldownStart, async (tx) => {
        await tx.query(
          `insert into auth_email_changes (user_id, new_email, step, sent_to, code_hash, created_at, expires_at, attempts, used)
           values ($1, $2, 'primary', $3, $4, $5, $6, 0, false)
           on conflict (user_id) do update set new_email = excluded.new_email, step = 'primary', sent_to = excluded.sent_to,
             code_hash = excluded.code_hash, created_at = excluded.created_at, expires_at = excluded.expires_at, attempts = 0, used = false`,
          [userId, newEmail, code.sentTo, code.hash, String(code.now), String(code.expiresAt)],
        );
        return true;
      });
    },

    /**
     * Spends the primary code `primaryHash` and puts the new address's code in its place; 'gone' when that code was
     * used meanwhile, a number when the new address had a change code within the throttle.
     */
    advance(userId: string, primaryHash: string, code: ChangeCode, cooldownStart: number): Promise<number | 'gone' | null> {
      return throttledWrite(code.sentTo, cooldownStart, async (tx) => {
        const rows = await tx.query(
          `update auth_email_changes set step = 'secondary', sent_to = $3, code_hash = $4, created_at = $5, expires_at = $6, attempts = 0
           where user_id = $1 and step = 'primary' and code_hash = $2 and not used returning user_id`,
          [userId, primaryHash, code.sentTo, code.hash, String(code.now), String(code.expiresAt)],
        );
        return rows.length === 1;
      });
    },

    /** Counts one check against the user's live code of `step`; null when there is none. */
    async attempt(userId: string, step: ChangeStep, now: number, maxAttempts: number): Promise<ChangeAttempt | null> {
      const [row] = await db.query<{ code_hash: string; attempts: number; new_email: string; sent_to: string }>(
        `update auth_email_changes set attempts = attempts + 1
         where user_id = $1 and step = $2 and not used and attempts < $4 and expires_at > $3
         returning code_hash, attempts, new_email, sent_to`,
        [userId, step, String(now), maxAttempts],
      );
      return row ? { hash: row.code_hash, attempts: Number(row.attempts), newEmail: row.new_email, sentTo: row.sent_to } : null;
    },

    /**
     * Spends the secondary code and gives the user its new address, together: 'changed', 'gone' (the code was used
     * meanwhile, or the user has no email to change), or 'taken' (the address is another user's).
     */
    async complete(userId: string, secondaryHash: string): Promise<'changed' | 'gone' | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const [spent] = await tx.query<{ new_email: string }>(
            `update auth_email_changes set used = true where user_id = $1 and step = 'secondary' and code_hash = $2 and not used returning new_email`,
            [userId, secondaryHash],
          );
          if (!spent) return 'gone';
          const [other] = await tx.query('select 1 from auth_users where email = $1 and id <> $2', [spent.new_email, userId]);
          if (other) return 'taken';
          const changed = await tx.query('update auth_users set email = $2 where id = $1 and email is not null returning id', [userId, spent.new_email]);
          return changed.length === 1 ? 'changed' : 'gone';
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'taken';
        throw error;
      }
    },

    /** Ends the user's live code without using it (it could not be sent); its time still holds the throttle. */
    async kill(userId: string): Promise<void> {
      await db.query('update auth_email_changes set used = true where user_id = $1', [userId]);
    },

    /** Deletes the changes whose code expired before `now` (their throttle ended long before). */
    async prune(now: number): Promise<void> {
      await db.query('delete from auth_email_changes where expires_at < $1', [String(now)]);
    },
  };
}

export type EmailChangeStore = ReturnType<typeof createEmailChangeStore>;
