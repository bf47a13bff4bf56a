/**
 * The database handle's shape, apart from the function that opens one: the two drivers (pglite.ts, postgres.ts)
 * implement it and database.ts chooses between them, so the types sit below all three and nothing imports in a circle.
 */
export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
};

export type Database = Queryable & {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Keep it short. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Tries to become the single indexer leader (a session-level advisory lock on PostgreSQL, held by one pinned
   * connection until `close()`); always true on PGlite, which one process owns.
   */
  tryLead(name: string): Promise<boolean>;
  close(): Promise<void>;
};
