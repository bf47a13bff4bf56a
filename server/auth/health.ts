/**
 * /readyz for the auth service: the database answers and every migration is recorded. SMTP is not probed: a code
 * request that cannot be sent answers 503 itself, and a probe that opened SMTP sessions would load the mail server.
 */
import type { Database } from '../shared/db/database';
import { appliedMigrations } from '../shared/db/migrate';
import { MIGRATIONS, MIGRATIONS_TABLE } from './db/migrations';

const CHECK_TIMEOUT_MS = 3000;

export type Readiness = { ready: boolean; database: 'ok' | 'unavailable'; migrations: { applied: number; expected: number } };

export function createReadiness(db: Database): () => Promise<Readiness> {
  return async () => {
    const applied = await appliedMigrations(db, MIGRATIONS, MIGRATIONS_TABLE, CHECK_TIMEOUT_MS);
    return {
      ready: applied === MIGRATIONS.length,
      database: applied === null ? 'unavailable' : 'ok',
      migrations: { applied: applied ?? 0, expected: MIGRATIONS.length },
    };
  };
}
