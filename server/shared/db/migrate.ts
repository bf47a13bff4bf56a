/**
 * Versioned migrations: each runs once, in order, in its own transaction, and is recorded in the service's own table
 * (the data service's `schema_migrations`, the auth service's `auth_schema_migrations`), so two services can share one
 * database or schema without their version numbers meeting. Instances starting together on one PostgreSQL take turns
 * through a transaction-level advisory lock.
 */
import type { Database } from './types';

export type Migration = { version: number; name: string; statements: readonly string[] };

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A table name from code, checked before it is written into SQL (identifiers cannot be parameters). */
export function tableName(table: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`'${table}' is not a lower-case SQL identifier`);
  return table;
}

export async function migrate(db: Database, migrations: readonly Migration[], table = 'schema_migrations'): Promise<number[]> {
  const name = tableName(table);
  const lock = `select pg_advisory_xact_lock(hashtext('wallet-modal-migrations:' || current_schema()))`;
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.query(`create table if not exists ${name} (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(lock);
      const done = await tx.query(`select 1 from ${name} where version = $1`, [migration.version]);
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query(`insert into ${name} (version, name) values ($1, $2)`, [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/**
 * How many of `migrations` the database has recorded, for /readyz; null when it does not answer within `timeoutMs`
 * (a readiness probe must answer, even when the database hangs).
 */
export async function appliedMigrations(db: Database, migrations: readonly Migration[], table: string, timeoutMs: number): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    const rows = await Promise.race([db.query<{ version: number }>(`select version from ${tableName(table)}`), timeout]);
    const versions = new Set(rows.map((r) => Number(r.version)));
    return migrations.filter((m) => versions.has(m.version)).length;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
