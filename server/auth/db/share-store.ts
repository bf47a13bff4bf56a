/**
 * Key shares' SQL (issue 21 point 5), per user: the 'auth' share as the frame sent it, with the wallet's addresses (a
 * rebuild is checked against them), written once, for it commits the wallet; and the 'recovery' share, sealed under
 * the key-encryption key (../kek.ts) before it gets here, replaceable until the auth share is written (a first login
 * that failed half-way can start over) and fixed after. Both writes take a per-user lock, so the order holds across
 * instances.
 */
import type { Database } from '../../shared/db/database';

export type AuthShare = { share: string; evmAddress: string; solanaAddress: string };

const LOCK = "select pg_advisory_xact_lock(hashtext('wallet-modal-shares:' || $1))";
const HAS_AUTH = "select 1 from auth_key_shares where user_id = $1 and kind = 'auth'";

export function createShareStore(db: Database) {
  return {
    /** Writes the user's auth share; false when one is written already (it is kept). */
    async putAuth(userId: string, record: AuthShare, now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(LOCK, [userId]);
        const rows = await tx.query(
          `insert into auth_key_shares (user_id, kind, share, evm_address, solana_address, created_at) values ($1, 'auth', $2, $3, $4, $5)
           on conflict (user_id, kind) do nothing returning kind`,
          [userId, record.share, record.evmAddress, record.solanaAddress, String(now)],
        );
        return rows.length === 1;
      });
    },

    /** Writes (or replaces) the user's sealed recovery share; false once the auth share is written. */
    async putRecovery(userId: string, sealed: string, now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(LOCK, [userId]);
        if ((await tx.query(HAS_AUTH, [userId])).length > 0) return false;
        await tx.query(
          `insert into auth_key_shares (user_id, kind, share, created_at) values ($1, 'recovery', $2, $3)
           on conflict (user_id, kind) do update set share = excluded.share, created_at = excluded.created_at`,
          [userId, sealed, String(now)],
        );
        return true;
      });
    },

    async getAuth(userId: string): Promise<AuthShare | null> {
      const [row] = await db.query<{ share: string; evm_address: string; solana_address: string }>(
        "select share, evm_address, solana_address from auth_key_shares where user_id = $1 and kind = 'auth'",
        [userId],
      );
      return row ? { share: row.share, evmAddress: row.evm_address, solanaAddress: row.solana_address } : null;
    },

    /** The sealed recovery share, or null. */
    async getRecovery(userId: string): Promise<string | null> {
      const [row] = await db.query<{ share: string }>("select share from auth_key_shares where user_id = $1 and kind = 'recovery'", [userId]);
      return row?.share ?? null;
    },
  };
}

export type ShareStore = ReturnType<typeof createShareStore>;
