/**
 * The two databases every repository, indexer and route test runs on. PGlite (memory) always; PostgreSQL when
 * DATABASE_URL is set, each test file in its own random schema, dropped afterwards (CI and several engineers share
 * the server). Without DATABASE_URL the PostgreSQL run is skipped and its title says so.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = {
  label: string;
  enabled: boolean;
  /** Options for openDatabase / startDataService, in a fresh schema (PostgreSQL) or memory (PGlite). */
  create(): Promise<{ databaseUrl?: string; databaseSchema?: string; drop(): Promise<void> }>;
};

const url = process.env.DATABASE_URL;

export const TEST_DATABASES: TestDatabase[] = [
  { label: 'PGlite', enabled: true, create: async () => ({ drop: async () => {} }) },
  {
    label: url ? 'PostgreSQL' : 'PostgreSQL (skipped: DATABASE_URL is unset)',
    enabled: Boolean(url),
    async create() {
      const schema = `wm_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      return {
        databaseUrl: url!,
        databaseSchema: schema,
        async drop() {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        },
      };
    },
  },
];

if (!url) console.log('PostgreSQL tests skipped: DATABASE_URL is unset (PGlite tests run)');
