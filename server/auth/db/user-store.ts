/** Users' SQL: one per email address (lower-cased), made at its first login. */
import type { Queryable } from '../../shared/db/database';
import { newId } from '../secrets';

export type User = { id: string; email: string; createdAt: number };

export function createUserStore(db: Queryable) {
  return {
    /** The address's user, made now if it has none (two logins at once get the same one). */
    async userFor(email: string, now: number): Promise<User> {
      const [row] = await db.query<{ id: string; email: string; created_at: string }>(
        `insert into auth_users (id, email, created_at) values ($1, $2, $3)
         on conflict (email) do update set email = excluded.email
         returning id, email, created_at::text as created_at`,
        [newId(), email, String(now)],
      );
      if (!row) throw new Error('auth_users: the upsert returned no row');
      return { id: row.id, email: row.email, createdAt: Number(row.created_at) };
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
