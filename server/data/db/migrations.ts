/** The data service's migrations, in order, and their run (server/shared/db/migrate.ts; recorded in schema_migrations). */
import type { Database } from '../../shared/db/database';
import { migrate as runMigrations, type Migration } from '../../shared/db/migrate';
import { statements as initial } from './migrations/0001-initial';
import { statements as nftMedia } from './migrations/0002-nft-media';
import { statements as historyKeysetIndexes } from './migrations/0003-history-keyset-indexes';
import { statements as siwxSessions } from './migrations/0004-siwx-sessions';
import { statements as rateLimits } from './migrations/0005-rate-limits';

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', statements: initial },
  { version: 2, name: 'nft-media', statements: nftMedia },
  { version: 3, name: 'history keyset indexes', statements: historyKeysetIndexes },
  { version: 4, name: 'siwx sessions', statements: siwxSessions },
  { version: 5, name: 'rate limits', statements: rateLimits },
];

/** The table the data service records its migrations in (the name it has always had). */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** Runs the data service's pending migrations; the versions it ran. */
export const migrate = (db: Database): Promise<number[]> => runMigrations(db, MIGRATIONS, MIGRATIONS_TABLE);
