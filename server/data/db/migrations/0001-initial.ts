/**
 * The first schema: indexed transfers and the blocks the reorg check compares, the indexer's place per chain, token
 * metadata, and the name registry. Amounts and block numbers are numeric(78,0): any uint256, never a float.
 */
export const statements = [
  `create table indexer_cursors (
    chain_id text primary key,
    next_block numeric(78,0) not null check (next_block >= 0)
  )`,
  `create table indexed_blocks (
    chain_id text not null,
    number numeric(78,0) not null,
    hash text not null,
    primary key (chain_id, number)
  )`,
  `create table transfers (
    chain_id text not null,
    block_number numeric(78,0) not null,
    block_hash text not null,
    tx_hash text not null,
    log_index integer not null,
    mined_at bigint not null,
    kind text not null check (kind in ('native', 'fungible', 'nft')),
    token text,
    token_id numeric(78,0),
    from_address text not null,
    to_address text not null,
    amount numeric(78,0) not null check (amount >= 0),
    status text not null check (status in ('confirmed', 'failed')),
    primary key (chain_id, tx_hash, log_index)
  )`,
  // History and balances start from an address, newest first; the reorg cut starts from a block.
  `create index transfers_from_idx on transfers (from_address, chain_id, block_number desc, tx_hash)`,
  `create index transfers_to_idx on transfers (to_address, chain_id, block_number desc, tx_hash)`,
  `create index transfers_block_idx on transfers (chain_id, block_number)`,
  `create table tokens (
    chain_id text not null,
    address text not null,
    kind text not null check (kind in ('fungible', 'nft')),
    name text not null,
    symbol text not null,
    decimals integer not null check (decimals between 0 and 77),
    icon_url text,
    primary key (chain_id, address)
  )`,
  `create table names (
    name text primary key,
    coin_type bigint not null,
    address text not null,
    registered_at bigint not null
  )`,
  `create index names_address_idx on names (address, registered_at desc)`,
  // A registration message is accepted once: its SHA-256 is kept so a replay is refused.
  `create table used_messages (
    hash text primary key,
    used_at bigint not null
  )`,
];
