/** PostgreSQL through a `pg` pool; every pooled connection works in the configured schema. */
import pg from 'pg';
import type { Database, Queryable, Row } from './database';

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(text, params as unknown[]);
      return result.rows;
    },
  };
}

export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  // `options` reaches the server at connect time, so no query can run before the search_path is set.
  const config: pg.PoolConfig = { connectionString, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const pool = new pg.Pool(config);
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('select 1');
  let leader: pg.PoolClient | null = null;
  return {
    kind: 'postgres',
    ...queryable(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async tryLead(name) {
      if (leader) return true;
      const client = await pool.connect();
      // Advisory locks are per database: the schema goes into the key, so instances on other schemas do not compete.
      const sql = "select pg_try_advisory_lock(hashtext($1 || ':' || current_schema())) as locked";
      const [row] = (await client.query<{ locked: boolean }>(sql, [name])).rows;
      if (row?.locked) {
        leader = client;
        // A lost connection loses the lock with it: lead again only after winning it again.
        client.on('error', () => {
          if (leader === client) leader = null;
          client.release(true);
        });
        return true;
      }
      client.release();
      return false;
    },
    async close() {
      if (leader) {
        // Releasing the session drops its advisory lock, so another instance can lead.
        await leader.query('select pg_advisory_unlock_all()').catch(() => {});
        leader.release();
        leader = null;
      }
      await pool.end();
    },
  };
}
