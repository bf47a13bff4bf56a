/** PostgreSQL through a `pg` pool; every pooled connection works in the configured schema. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, Row } from './types';

/**
 * Statements with parameters are prepared once per connection under a name derived from their text, so the server
 * plans a route's query once rather than on every request: under load, planning the history statement cost the
 * server as much as running it. The repository's texts are a bounded set (their shapes never hold data), so are the
 * names; a text seen past MAX_NAMED runs unnamed.
 */
const MAX_NAMED = 1000;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `wm_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const name = params.length > 0 ? statementName(text) : undefined;
      const result = await client.query<T>(name ? { name, text, values: params as unknown[] } : { text, values: params as unknown[] });
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
