/**
 * The account reads the routes make over indexed transfers: fungible balances summed in SQL, and history pages by
 * keyset. Amounts and block numbers come out as text parsed to bigint.
 */
import type { IndexedTransfer, TokenMetadata } from '../records';
import type { Database } from '../../shared/db/database';

/** Where a history page starts: after this transaction, newest first. */
export type HistoryPosition = { blockNumber: bigint; chainId: string; txHash: string };

/** `imageUrl`: an NFT's own image from its metadata (nft_media); null when none is known (yet). */
export type StoredTransfer = IndexedTransfer & { tokenInfo: Omit<TokenMetadata, 'chainId' | 'address'> | null; imageUrl: string | null };

export type HistoryTransaction = { chainId: string; txHash: string; blockNumber: bigint; transfers: StoredTransfer[] };

export type FungibleBalance = { chainId: string; token: string; amount: bigint; info: Omit<TokenMetadata, 'chainId' | 'address'> };

type TransferRow = {
  chain_id: string;
  block_number: string;
  block_hash: string;
  tx_hash: string;
  log_index: number;
  mined_at: string;
  kind: IndexedTransfer['kind'];
  token: string | null;
  token_id: string | null;
  from_address: string;
  to_address: string;
  amount: string;
  status: IndexedTransfer['status'];
  t_kind: TokenMetadata['kind'] | null;
  t_name: string | null;
  t_symbol: string | null;
  t_decimals: number | null;
  t_icon: string | null;
  m_image: string | null;
};

const TRANSFER_SELECT = `select t.chain_id, t.block_number::text as block_number, t.block_hash, t.tx_hash, t.log_index,
  t.mined_at::text as mined_at, t.kind, t.token, t.token_id::text as token_id, t.from_address, t.to_address,
  t.amount::text as amount, t.status, k.kind as t_kind, k.name as t_name, k.symbol as t_symbol, k.decimals as t_decimals,
  k.icon_url as t_icon, m.image_url as m_image
  from transfers t left join tokens k on k.chain_id = t.chain_id and k.address = t.token
  left join nft_media m on t.kind = 'nft' and m.chain_id = t.chain_id and m.token = t.token and m.token_id = t.token_id`;

function toTransfer(row: TransferRow): StoredTransfer {
  return {
    chainId: row.chain_id,
    blockNumber: BigInt(row.block_number),
    blockHash: row.block_hash,
    txHash: row.tx_hash,
    logIndex: Number(row.log_index),
    timestamp: Number(row.mined_at),
    kind: row.kind,
    token: row.token,
    tokenId: row.token_id === null ? null : BigInt(row.token_id),
    from: row.from_address,
    to: row.to_address,
    amount: BigInt(row.amount),
    status: row.status,
    tokenInfo:
      row.t_kind === null
        ? null
        : { kind: row.t_kind, name: row.t_name ?? '', symbol: row.t_symbol ?? '', decimals: Number(row.t_decimals), iconUrl: row.t_icon },
    imageUrl: row.m_image ?? null,
  };
}

const text = (value: bigint | null) => (value === null ? null : value.toString());

export function createAccountStore(db: Database) {
  return {
    /** Fungible token balances of `address` on `chainIds`: received minus sent, summed in SQL on numeric. */
    async fungibleBalances(address: string, chainIds: readonly string[]): Promise<FungibleBalance[]> {
      if (chainIds.length === 0) return [];
      const rows = await db.query<{
        chain_id: string;
        token: string;
        amount: string;
        kind: TokenMetadata['kind'];
        name: string;
        symbol: string;
        decimals: number;
        icon_url: string | null;
      }>(
        `select b.chain_id, b.token, b.amount::text as amount, k.kind, k.name, k.symbol, k.decimals, k.icon_url
         from (
           select chain_id, token, sum(case when to_address = $1 then amount else 0 end)
             - sum(case when from_address = $1 then amount else 0 end) as amount
           from (
             select chain_id, token, from_address, to_address, amount from transfers
               where to_address = $1 and chain_id = any($2::text[]) and kind = 'fungible' and status = 'confirmed'
             union all
             select chain_id, token, from_address, to_address, amount from transfers
               where from_address = $1 and to_address <> $1 and chain_id = any($2::text[]) and kind = 'fungible' and status = 'confirmed'
           ) moves
           group by chain_id, token
         ) b join tokens k on k.chain_id = b.chain_id and k.address = b.token and k.kind = 'fungible'
         where b.amount <> 0
         order by b.chain_id, k.symbol, b.token`,
        [address, [...chainIds]],
      );
      return rows.map((r) => ({
        chainId: r.chain_id,
        token: r.token,
        amount: BigInt(r.amount),
        info: { kind: r.kind, name: r.name, symbol: r.symbol, decimals: Number(r.decimals), iconUrl: r.icon_url },
      }));
    },

    /**
     * Up to `limit` transactions touching `address`, newest first, each with the transfers in it that touch
     * `address`; `after` continues a previous page. One statement: the page's transactions (keyset paging over the
     * address indexes, which follow the page's order, so a page costs the same at any depth), then their transfers.
     * Each side keeps distinct transactions before its limit, so a transaction with several transfers from (or to)
     * the address cannot shorten the page.
     */
    async history(address: string, chainIds: readonly string[], after: HistoryPosition | null, limit: number): Promise<HistoryTransaction[]> {
      if (chainIds.length === 0) return [];
      const keyset = after
        ? 'and (block_number, chain_id, tx_hash) < ($3::numeric, $4::text, $5::text)'
        : 'and $3::text is null and $4::text is null and $5::text is null';
      const touching = (column: string) => `(select distinct block_number, chain_id, tx_hash from transfers
          where ${column} = $1 and chain_id = any($2::text[]) ${keyset}
          order by block_number desc, chain_id desc, tx_hash desc limit $6)`;
      const rows = await db.query<TransferRow>(
        `with page as (
           select block_number, chain_id, tx_hash from (${touching('from_address')} union ${touching('to_address')}) touched
           order by block_number desc, chain_id desc, tx_hash desc limit $6
         )
         ${TRANSFER_SELECT}
         join page p on p.chain_id = t.chain_id and p.tx_hash = t.tx_hash
         where t.from_address = $1 or t.to_address = $1
         order by p.block_number desc, p.chain_id desc, p.tx_hash desc, t.log_index`,
        [address, [...chainIds], after ? text(after.blockNumber) : null, after?.chainId ?? null, after?.txHash ?? null, limit],
      );
      const page: HistoryTransaction[] = [];
      for (const row of rows) {
        const last = page.at(-1);
        const transfer = toTransfer(row);
        if (last && last.chainId === row.chain_id && last.txHash === row.tx_hash) last.transfers.push(transfer);
        else page.push({ chainId: row.chain_id, txHash: row.tx_hash, blockNumber: transfer.blockNumber, transfers: [transfer] });
      }
      return page;
    },
  };
}
