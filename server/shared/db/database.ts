/**
 * The one database handle every service's stores use: PGlite (in process, a directory or memory) by default,
 * PostgreSQL through `pg` when a URL is given. Both speak the same SQL; both return numeric columns as strings,
 * which the stores parse to bigint (PGlite returns int8 as a JS number, so the stores select int8 as text).
 */
// Static imports: a module loaded through Vite's SSR runner (dev/stack.ts) cannot import lazily once Vite is closed.
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable } from './types';

export type DatabaseOptions = {
  /** postgres://… : use PostgreSQL. Absent: PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory; memory when absent. Ignored with `databaseUrl`. */
  dataDir?: string;
  /** PostgreSQL schema to work in (set as search_path on every pooled connection); tests isolate themselves this way. */
  databaseSchema?: string;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** What a service's options say about its database: where it is, or one already opened that the service takes over. */
export type ServiceDatabaseOptions = DatabaseOptions & {
  /** A database already opened with `openDatabase`, which the service takes over (migrates, and closes on stop). */
  database?: Database;
};

/** The service's database, opened (unless given) and migrated; a failed migration closes it rather than leak a pool. */
export async function openServiceDatabase(options: ServiceDatabaseOptions, migrate: (db: Database) => Promise<unknown>): Promise<Database> {
  const db = options.database ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, databaseSchema: options.databaseSchema }));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseSchema !== undefined && !SCHEMA_NAME.test(options.databaseSchema)) throw new Error('databaseSchema must be a lower-case SQL identifier');
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseSchema);
  return openPglite(options.dataDir);
}
