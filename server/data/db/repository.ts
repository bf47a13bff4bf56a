/**
 * Every SQL statement the data service runs, parameterised, over either database: the indexer's here, and the account
 * reads (account-store.ts), the name registry (name-store.ts) and sign-in (session-store.ts), which this one object
 * gathers. Amounts and block numbers go in as decimal strings and come out as text parsed to bigint: no floating point
 * touches them.
 */
import type { IndexedTransfer, TokenMetadata } from '../records';
import type { Database, Queryable } from '../../shared/db/database';
import { createAccountStore } from './account-store';
import { createNameStore } from './name-store';
import { createSessionStore } from './session-store';

export type { FungibleBalance, HistoryPosition, HistoryTransaction, StoredTransfer } from './account-store';
export type { NameRecord } from './name-store';
export type { SiwxSessionRecord } from './session-store';

export type BlockRef = { number: bigint; hash: string };

/** An NFT whose image the indexer has not read yet. */
export type NftRef = { token: string; tokenId: bigint };

const INSERT_CHUNK = 200;
const TRANSFER_COLUMNS = 13;

const text = (value: bigint | null) => (value === null ? null : value.toString());

function transferParams(t: IndexedTransfer): unknown[] {
  return [
    t.chainId,
    text(t.blockNumber),
    t.blockHash,
    t.txHash,
    t.logIndex,
    String(t.timestamp),
    t.kind,
    t.token,
    text(t.tokenId),
    t.from,
    t.to,
    text(t.amount),
    t.status,
  ];
}

function placeholders(rows: number, columns: number): string {
  return Array.from({ length: rows }, (_, r) => `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}`).join(', ')})`).join(', ');
}

export function createRepository(db: Database) {
  async function insertTransfers(tx: Queryable, transfers: readonly IndexedTransfer[]): Promise<void> {
    for (let i = 0; i < transfers.length; i += INSERT_CHUNK) {
      const chunk = transfers.slice(i, i + INSERT_CHUNK);
      await tx.query(
        `insert into transfers (chain_id, block_number, block_hash, tx_hash, log_index, mined_at, kind, token, token_id,
          from_address, to_address, amount, status) values ${placeholders(chunk.length, TRANSFER_COLUMNS)}
          on conflict (chain_id, tx_hash, log_index) do nothing`,
        chunk.flatMap(transferParams),
      );
    }
  }

  return {
    /** The next block the indexer reads on `chainId`, or null before its first batch. */
    async nextBlock(chainId: string): Promise<bigint | null> {
      const [row] = await db.query<{ next_block: string }>('select next_block::text as next_block from indexer_cursors where chain_id = $1', [chainId]);
      return row ? BigInt(row.next_block) : null;
    },

    /** The kept block hashes of `chainId`, newest first. */
    async recentBlocks(chainId: string, limit: number): Promise<BlockRef[]> {
      // Ordered by the numeric column, not its text alias (an ORDER BY name means the output column first).
      const rows = await db.query<{ number: string; hash: string }>(
        'select b.number::text as number, b.hash from indexed_blocks b where b.chain_id = $1 order by b.number desc limit $2',
        [chainId, limit],
      );
      return rows.map((r) => ({ number: BigInt(r.number), hash: r.hash }));
    },

    /**
     * One indexed batch in one short transaction: its transfers (a repeat is ignored), the hashes of its blocks, the
     * next block to read, and the hashes older than `keepFrom` dropped.
     */
    async saveBatch(
      chainId: string,
      batch: { transfers: readonly IndexedTransfer[]; blocks: readonly BlockRef[]; nextBlock: bigint; keepFrom: bigint },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await insertTransfers(tx, batch.transfers);
        for (const block of batch.blocks) {
          await tx.query(
            `insert into indexed_blocks (chain_id, number, hash) values ($1, $2::numeric, $3)
             on conflict (chain_id, number) do update set hash = excluded.hash`,
            [chainId, text(block.number), block.hash],
          );
        }
        await tx.query('delete from indexed_blocks where chain_id = $1 and number < $2::numeric', [chainId, text(batch.keepFrom)]);
        await tx.query(
          `insert into indexer_cursors (chain_id, next_block) values ($1, $2::numeric)
           on conflict (chain_id) do update set next_block = excluded.next_block`,
          [chainId, text(batch.nextBlock)],
        );
      });
    },

    /** Forgets everything after `forkPoint` on `chainId` (a reorg replaced it) and reads on from the block after. */
    async rewind(chainId: string, forkPoint: bigint): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('delete from transfers where chain_id = $1 and block_number > $2::numeric', [chainId, text(forkPoint)]);
        await tx.query('delete from indexed_blocks where chain_id = $1 and number > $2::numeric', [chainId, text(forkPoint)]);
        await tx.query(
          `insert into indexer_cursors (chain_id, next_block) values ($1, $2::numeric)
           on conflict (chain_id) do update set next_block = excluded.next_block`,
          [chainId, text(forkPoint + 1n)],
        );
      });
    },

    /** Which of `addresses` on `chainId` already have metadata. */
    async knownTokens(chainId: string, addresses: readonly string[]): Promise<Set<string>> {
      if (addresses.length === 0) return new Set();
      const rows = await db.query<{ address: string }>('select address from tokens where chain_id = $1 and address = any($2::text[])', [
        chainId,
        [...addresses],
      ]);
      return new Set(rows.map((r) => r.address));
    },

    /** Stored metadata of `addresses` on `chainId`, by address. */
    async tokenInfo(chainId: string, addresses: readonly string[]): Promise<Map<string, TokenMetadata>> {
      if (addresses.length === 0) return new Map();
      const rows = await db.query<{ address: string; kind: TokenMetadata['kind']; name: string; symbol: string; decimals: number; icon_url: string | null }>(
        'select address, kind, name, symbol, decimals, icon_url from tokens where chain_id = $1 and address = any($2::text[])',
        [chainId, [...addresses]],
      );
      return new Map(
        rows.map((r) => [
          r.address,
          { chainId, address: r.address, kind: r.kind, name: r.name, symbol: r.symbol, decimals: Number(r.decimals), iconUrl: r.icon_url },
        ]),
      );
    },

    /** Tokens with transfers on `chainId` but no metadata yet. */
    async tokensWithoutMetadata(chainId: string, limit: number): Promise<string[]> {
      const rows = await db.query<{ token: string }>(
        `select distinct t.token from transfers t where t.chain_id = $1 and t.token is not null
         and not exists (select 1 from tokens k where k.chain_id = t.chain_id and k.address = t.token) limit $2`,
        [chainId, limit],
      );
      return rows.map((r) => r.token);
    },

    async saveToken(token: TokenMetadata): Promise<void> {
      await db.query(
        `insert into tokens (chain_id, address, kind, name, symbol, decimals, icon_url) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (chain_id, address) do nothing`,
        [token.chainId, token.address, token.kind, token.name, token.symbol, token.decimals, token.iconUrl],
      );
    },

    /** NFTs with transfers on `chainId` whose image has not been read, newest first, leaving out `skip` ('token:id'). */
    async nftsWithoutMedia(chainId: string, limit: number, skip: readonly string[] = []): Promise<NftRef[]> {
      const rows = await db.query<{ token: string; token_id: string }>(
        `select t.token, t.token_id::text as token_id from transfers t
         where t.chain_id = $1 and t.kind = 'nft' and t.token is not null and t.token_id is not null
           and not (t.token || ':' || t.token_id::text = any($3::text[]))
           and not exists (select 1 from nft_media m where m.chain_id = t.chain_id and m.token = t.token and m.token_id = t.token_id)
         group by t.token, t.token_id order by max(t.block_number) desc, t.token, t.token_id limit $2`,
        [chainId, limit, [...skip]],
      );
      return rows.map((r) => ({ token: r.token, tokenId: BigInt(r.token_id) }));
    },

    /** Keeps what an NFT's metadata named as its image (null: none), once: a second read of the same token changes nothing. */
    async saveNftMedia(media: { chainId: string; token: string; tokenId: bigint; imageUrl: string | null; readAt: number }): Promise<void> {
      await db.query(
        `insert into nft_media (chain_id, token, token_id, image_url, read_at) values ($1, $2, $3::numeric, $4, $5)
         on conflict (chain_id, token, token_id) do nothing`,
        [media.chainId, media.token, media.tokenId.toString(), media.imageUrl, String(media.readAt)],
      );
    },

    async transferCount(chainId?: string): Promise<number> {
      const [row] = await db.query<{ n: string }>('select count(*)::text as n from transfers where $1::text is null or chain_id = $1', [chainId ?? null]);
      return Number(row?.n ?? 0);
    },

    ...createAccountStore(db),
    ...createNameStore(db),
    ...createSessionStore(db),
  };
}

export type Repository = ReturnType<typeof createRepository>;
