/**
 * Rate-limit counters (server/shared/db/rate-limit-store.ts): one row per key and fixed window, shared by every
 * instance on the database. Rows past `expires_at` (unix seconds) are pruned.
 */
export const statements = [
  `create table rate_limit_hits (
    key text not null,
    window_start bigint not null,
    hits integer not null,
    expires_at bigint not null,
    primary key (key, window_start)
  )`,
  'create index rate_limit_hits_expires_at on rate_limit_hits (expires_at)',
];
