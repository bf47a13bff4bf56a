/** PGlite: PostgreSQL compiled to WASM, in this process. Queries run one at a time, in order. */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './types';

function queryable(db: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(text, params as unknown[]);
      return result.rows;
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    kind: 'pglite',
    ...queryable(db),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    tryLead: async () => true,
    close: () => db.close(),
  };
}
