/** The name registry's SQL (SPEC §5 names): registrations, lookups and suggestions' checks. */
import type { Database } from '../../shared/db/database';

export type NameRecord = { name: string; coinType: number; address: string; registeredAt: number };

export type Registration = 'registered' | 'name-taken' | 'message-replayed' | 'account-full';

export function createNameStore(db: Database) {
  return {
    /**
     * Registers `name` for `address` once: the message hash and the name go in together, so a replayed message, a
     * taken name or an account that already holds `maxPerAccount` names leaves nothing behind.
     */
    async registerName(record: NameRecord & { messageHash: string }, maxPerAccount: number): Promise<Registration> {
      return db
        .transaction(async (tx) => {
          // One registration per account at a time, across instances: two at once cannot both see room for one more.
          await tx.query("select pg_advisory_xact_lock(hashtext('wallet-modal-names:' || $1))", [record.address]);
          const used = await tx.query('insert into used_messages (hash, used_at) values ($1, $2) on conflict (hash) do nothing returning hash', [
            record.messageHash,
            String(record.registeredAt),
          ]);
          if (used.length === 0) throw new Outcome('message-replayed');
          const [held] = await tx.query<{ count: string }>('select count(*)::text as count from names where address = $1', [record.address]);
          if (Number(held?.count ?? 0) >= maxPerAccount) throw new Outcome('account-full');
          const named = await tx.query(
            'insert into names (name, coin_type, address, registered_at) values ($1, $2, $3, $4) on conflict (name) do nothing returning name',
            [record.name, String(record.coinType), record.address, String(record.registeredAt)],
          );
          if (named.length === 0) throw new Outcome('name-taken');
          return 'registered' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof Outcome) return error.outcome;
          throw error;
        });
    },

    async nameRecord(name: string): Promise<NameRecord | null> {
      const [row] = await db.query<NameRow>(`${NAME_SELECT} where name = $1`, [name]);
      return row ? toName(row) : null;
    },

    /** Names registered for `address`, newest first. */
    async namesOf(address: string): Promise<NameRecord[]> {
      const rows = await db.query<NameRow>(`${NAME_SELECT} where address = $1 order by registered_at desc, name limit 20`, [address]);
      return rows.map(toName);
    },

    /** Which of `names` are registered. */
    async takenNames(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.query<{ name: string }>('select name from names where name = any($1::text[])', [[...names]]);
      return new Set(rows.map((r) => r.name));
    },
  };
}

/** Rolls a registration back with the reason it could not be made. */
class Outcome extends Error {
  constructor(readonly outcome: Registration) {
    super(outcome);
  }
}

type NameRow = { name: string; coin_type: string; address: string; registered_at: string };
const NAME_SELECT = 'select name, coin_type::text as coin_type, address, registered_at::text as registered_at from names';
const toName = (row: NameRow): NameRecord => ({
  name: row.name,
  coinType: Number(row.coin_type),
  address: row.address,
  registeredAt: Number(row.registered_at),
});
