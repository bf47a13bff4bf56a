/**
 * Rate-limit counters in the database, so that every instance on one PostgreSQL counts the same hits (PGlite: one
 * instance). One atomic upsert per hit: concurrent hits on any instance each get their own count back. Each service
 * keeps its counters in its own table, which its migrations create: (key, window_start) as the primary key, hits, and
 * expires_at (unix seconds) indexed for the prune.
 */
import { tableName } from './migrate';
import type { Queryable } from './types';

export type RateLimitStore = {
  /** Counts one hit on `key` in the window starting at `windowStart` (unix seconds) and answers the hits so far. */
  hit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  /** Deletes the windows that ended before `now`. */
  prune(now: number): Promise<void>;
};

export function createRateLimitStore(db: Queryable, table = 'rate_limit_hits'): RateLimitStore {
  const name = tableName(table);
  return {
    async hit(key, windowStart, expiresAt) {
      const rows = await db.query<{ hits: number }>(
        `insert into ${name} (key, window_start, hits, expires_at) values ($1, $2, 1, $3)
         on conflict (key, window_start) do update set hits = ${name}.hits + 1
         returning hits`,
        [key, String(windowStart), String(expiresAt)],
      );
      return Number(rows[0]?.hits ?? 0);
    },
    async prune(now) {
      await db.query(`delete from ${name} where expires_at < $1`, [String(now)]);
    },
  };
}
