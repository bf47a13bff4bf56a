/**
 * Rate-limit counters in the database, so that every instance on one PostgreSQL counts the same hits (PGlite: one
 * instance). One atomic upsert per hit: concurrent hits on any instance each get their own count back.
 */
import type { Queryable } from './database';

export type RateLimitStore = {
  /** Counts one hit on `key` in the window starting at `windowStart` (unix seconds) and answers the hits so far. */
  hit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  /** Deletes the windows that ended before `now`. */
  prune(now: number): Promise<void>;
};

export function createRateLimitStore(db: Queryable): RateLimitStore {
  return {
    async hit(key, windowStart, expiresAt) {
      const rows = await db.query<{ hits: number }>(
        `insert into rate_limit_hits (key, window_start, hits, expires_at) values ($1, $2, 1, $3)
         on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
         returning hits`,
        [key, String(windowStart), String(expiresAt)],
      );
      return Number(rows[0]?.hits ?? 0);
    },
    async prune(now) {
      await db.query('delete from rate_limit_hits where expires_at < $1', [String(now)]);
    },
  };
}
