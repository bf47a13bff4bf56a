/**
 * Rate-limit counters in the database, so that every instance on one PostgreSQL counts the same hits (PGlite: one
 * instance). One atomic upsert per hit: concurrent hits on any instance each get their own count back. Each service
 * keeps its counters in its own table (its migrations create it with `rateLimitTableStatements`).
 */
import { tableName } from './migrate';
import type { Queryable } from './types';

export type RateLimitStore = {
  /** Counts one hit on `key` in the window starting at `windowStart` (unix seconds) and answers the hits so far. */
  hit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  /** Deletes the windows that ended before `now`. */
  prune(now: number): Promise<void>;
};

/** The SQL that creates a counters table: one row per key and fixed window, pruned past `expires_at` (unix seconds). */
export function rateLimitTableStatements(table: string): string[] {
  const name = tableName(table);
  return [
    `create table ${name} (
    key text not null,
    window_start bigint not null,
    hits integer not null,
    expires_at bigint not null,
    primary key (key, window_start)
  )`,
    `create index ${name}_expires_at on ${name} (expires_at)`,
  ];
}

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
