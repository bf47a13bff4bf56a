/**
 * Key shares' SQL (issue 21 point 5): per user, the 'auth' share as the frame sent it, and the 'recovery' share sealed
 * under the key-encryption key (../kek.ts) before it gets here. A share is written once: replacing one would let a
 * stolen session destroy the key it helps rebuild.
 */
import type { Queryable } from '../../shared/db/database';

export type ShareKind = 'auth' | 'recovery';

export function createShareStore(db: Queryable) {
  return {
    /** Stores the user's share of `kind`; false when one is stored already (it is kept). */
    async put(userId: string, kind: ShareKind, share: string, now: number): Promise<boolean> {
      const rows = await db.query(
        `insert into auth_key_shares (user_id, kind, share, created_at) values ($1, $2, $3, $4)
         on conflict (user_id, kind) do nothing returning kind`,
        [userId, kind, share, String(now)],
      );
      return rows.length === 1;
    },

    async get(userId: string, kind: ShareKind): Promise<string | null> {
      const [row] = await db.query<{ share: string }>('select share from auth_key_shares where user_id = $1 and kind = $2', [userId, kind]);
      return row?.share ?? null;
    },
  };
}

export type ShareStore = ReturnType<typeof createShareStore>;
