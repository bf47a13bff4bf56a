/** The auth service's migrations, in order, recorded in auth_schema_migrations (server/shared/db/migrate.ts runs them). */
import type { Database } from '../../shared/db/database';
import { migrate as runMigrations, type Migration } from '../../shared/db/migrate';
import { statements as initial } from './migrations/0001-initial';
import { statements as socialLogin } from './migrations/0002-social-login';
import { statements as emailChange } from './migrations/0003-email-change';

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', statements: initial },
  { version: 2, name: 'social-login', statements: socialLogin },
  { version: 3, name: 'email-change', statements: emailChange },
];

export const MIGRATIONS_TABLE = 'auth_schema_migrations';
export const RATE_LIMIT_TABLE = 'auth_rate_limit_hits';

export const migrate = (db: Database): Promise<number[]> => runMigrations(db, MIGRATIONS, MIGRATIONS_TABLE);
