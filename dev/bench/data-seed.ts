// Seeds the data service's own tables (after its migrations ran) in a few SQL statements, for the data benches:
//   - seedTransfersSql: many transfers over many accounts (INSERT ... SELECT generate_series: 100,000 rows in seconds);
//   - seedAccountSql: one account with many tokens and a long history (the Account tabs' bench).
// Addresses and hashes are md5-derived hex, so they look like real ones to the indexes; the same derivation in JS
// (benchAccount, benchToken) tells the load generator which accounts exist.
import { createHash } from 'node:crypto';

export const BENCH_CHAINS = ['eip155:31337', 'eip155:31338'] as const;
const FIRST_TIMESTAMP = 1_700_000_000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** 40 hex digits from a seed string, as the SQL below derives them. */
const address40 = (seed: string) => `0x${md5(seed)}${md5(`${seed}'`).slice(0, 8)}`;
const sqlAddress40 = (seed: string) => `'0x' || md5(${seed}) || substr(md5(${seed} || ''''), 1, 8)`;
const sqlHash64 = (seed: string) => `'0x' || md5(${seed}) || md5(${seed} || '''')`;

/** The n-th bench account (0-based), lower-case as the service stores EVM addresses. */
export const benchAccount = (n: number): string => address40(`account-${n}`);
/** The k-th fungible bench token (0-based). */
export const benchToken = (k: number): string => address40(`token-${k}`);

/** Token metadata rows for `tokens` fungible tokens and `collections` NFT collections on every chain of `chains`. */
function tokensSql({ chains, tokens, collections }: { chains: string[]; tokens: number; collections: number }): string[] {
  const list = chains.map((c) => `'${c}'`).join(', ');
  return [
    `insert into tokens (chain_id, address, kind, name, symbol, decimals, icon_url)
     select c.chain_id, ${sqlAddress40(`'token-' || k`)}, 'fungible', 'Bench Token ' || k, 'BT' || k, case when k % 2 = 0 then 18 else 6 end, null
     from unnest(array[${list}]) as c(chain_id), generate_series(0, ${tokens - 1}) as k`,
    `insert into tokens (chain_id, address, kind, name, symbol, decimals, icon_url)
     select c.chain_id, ${sqlAddress40(`'collection-' || k`)}, 'nft', 'Bench Collection ' || k, 'BC' || k, 0, null
     from unnest(array[${list}]) as c(chain_id), generate_series(0, ${collections - 1}) as k`,
  ];
}

/**
 * `transfers` transfers among `accounts` accounts. Every 3 transfers make 2 transactions: a two-legged trade (a token
 * or native out, a token or NFT back) and a single send. One transaction in 10 is on the second chain, one in 101
 * failed; native, fungible (over `tokens` tokens) and NFT transfers mix. About 3 transactions a block. Returns the
 * statements, in order.
 */
export function seedTransfersSql({
  transfers,
  accounts,
  tokens = 20,
  collections = 3,
  chains = [...BENCH_CHAINS],
}: {
  transfers: number;
  accounts: number;
  tokens?: number;
  collections?: number;
  chains?: string[];
}): string[] {
  const [first, second] = chains;
  if (accounts < 2 || first === undefined || second === undefined) throw new Error('the seed needs two accounts and two chains at least');
  return [
    ...tokensSql({ chains, tokens, collections }),
    `insert into transfers (chain_id, block_number, block_hash, tx_hash, log_index, mined_at, kind, token, token_id,
       from_address, to_address, amount, status)
     with accts as (
       select n, ${sqlAddress40(`'account-' || n`)} as address from generate_series(0, ${accounts - 1}) as n
     ), legs as (
       select i, 2 * (i / 3) + case when i % 3 = 2 then 1 else 0 end as tx, case when i % 3 = 1 then 1 else 0 end as leg
       from generate_series(0, ${transfers - 1}) as i
     ), shaped as (
       select i, tx, leg,
         case when tx % 10 = 9 then '${second}' else '${first}' end as chain_id,
         tx / 3 + 1 as block,
         case when leg = 0 and tx % 3 = 0 then 'native' when leg = 1 and tx % 5 = 0 then 'nft' else 'fungible' end as kind,
         (tx * 7919) % ${accounts} as p
       from legs
     ), placed as (
       select s.*, (s.p + 1 + (s.tx * 31) % ${accounts - 1}) % ${accounts} as q from shaped s
     )
     select s.chain_id, s.block, ${sqlHash64(`s.chain_id || '-block-' || s.block`)}, ${sqlHash64(`'tx-' || s.tx`)},
       case when s.kind = 'native' then -1 else s.leg end,
       ${FIRST_TIMESTAMP} + s.block * 12, s.kind,
       case s.kind when 'native' then null
         when 'nft' then ${sqlAddress40(`'collection-' || (s.tx % ${collections})`)}
         else ${sqlAddress40(`'token-' || ((s.i * 31) % ${tokens})`)} end,
       case when s.kind = 'nft' then s.tx % 1000 end,
       case when s.leg = 0 then a.address else b.address end,
       case when s.leg = 0 then b.address else a.address end,
       case s.kind when 'nft' then 1
         when 'native' then (1 + s.i % 100)::numeric * 10000000000000000
         else (1 + (s.i * 13) % 1000)::numeric * case when (s.i * 31) % ${tokens} % 2 = 0 then 1000000000000000 else 1000 end end,
       case when s.tx % 101 = 100 then 'failed' else 'confirmed' end
     from placed s join accts a on a.n = s.p join accts b on b.n = s.q`,
    // As a table long in service would be: vacuumed (its visibility map set, so index-only scans skip the heap) and
    // analysed. Without it, autovacuum would start on the fresh rows in the middle of the measurement.
    'vacuum analyze transfers',
    'vacuum analyze tokens',
  ];
}

/**
 * One account with `tokens` fungible tokens (one receipt of each, so each has a balance) and `transactions`
 * transactions in all on `chainId`: the receipts, then sends and receipts of native value and of those tokens, and
 * every tenth an NFT received. Counterparties are a handful of bench accounts.
 */
export function seedAccountSql({
  account,
  chainId,
  tokens,
  transactions,
}: {
  account: string;
  chainId: string;
  tokens: number;
  transactions: number;
}): string[] {
  if (!/^0x[0-9a-f]{40}$/.test(account)) throw new Error('the account must be a lower-case EVM address');
  if (transactions < tokens) throw new Error('every token needs its receipt: transactions >= tokens');
  const other = sqlAddress40(`'account-' || (i % 7)`);
  return [
    ...tokensSql({ chains: [chainId], tokens, collections: 1 }),
    `insert into transfers (chain_id, block_number, block_hash, tx_hash, log_index, mined_at, kind, token, token_id,
       from_address, to_address, amount, status)
     with shaped as (
       select i,
         case when i < ${tokens} then 'fungible' when i % 10 = 5 then 'nft' when i % 4 = 0 then 'native' else 'fungible' end as kind,
         i >= ${tokens} and i % 2 = 1 and i % 10 <> 5 as outgoing
       from generate_series(0, ${transactions - 1}) as i
     )
     select '${chainId}', i + 1, ${sqlHash64(`'account-block-' || i`)}, ${sqlHash64(`'account-tx-' || i`)},
       case when kind = 'native' then -1 else 0 end,
       ${FIRST_TIMESTAMP} + i * 600, kind,
       case kind when 'native' then null when 'nft' then ${sqlAddress40(`'collection-0'`)} else ${sqlAddress40(`'token-' || (i % ${tokens})`)} end,
       case when kind = 'nft' then i end,
       case when outgoing then '${account}' else ${other} end,
       case when outgoing then ${other} else '${account}' end,
       case when kind = 'nft' then 1
         when kind = 'native' then 1000000000000000
         when i < ${tokens} then 1000000::numeric * case when i % 2 = 0 then 1000000000000 else 1 end
         else (1 + i % 9)::numeric * case when (i % ${tokens}) % 2 = 0 then 1000000000000 else 1 end end,
       case when i >= ${tokens} and i % 97 = 96 then 'failed' else 'confirmed' end
     from shaped`,
    'analyze transfers',
    'analyze tokens',
  ];
}
