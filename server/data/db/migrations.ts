/**
 * Versioned migrations: each runs once, in order, in its own transaction, and is recorded in schema_migrations.
 * Instances starting together on one PostgreSQL take turns through a transaction-level advisory lock.
 */
import type { Database } from './database';
import { statements as initial } from './migrations/0001-initial';
import { statements as nftMedia } from './migrations/0002-nft-media';
import { statements as historyKeysetIndexes } from './migrations/0003-history-keyset-indexes';
import { statements as siwxSessions } from './migrations/0004-siwx-sessions';
import { statements as rateLimits } from './migrations/0005-rate-limits';

export type Migration = { version: number; name: string; statements: readonly string[] };

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', statements: initial },
  { version: 2, name: 'nft-media', statements: nftMedia },
  { version: 3, name: 'history keyset indexes', statements: historyKeysetIndexes },
  { version: 4, name: 'siwx sessions', statements: siwxSessions },
  { version: 5, name: 'rate limits', statements: rateLimits },
];

export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('wallet-modal-migrations:' || current_schema()))");
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('wallet-modal-migrations:' || current_schema()))");
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
