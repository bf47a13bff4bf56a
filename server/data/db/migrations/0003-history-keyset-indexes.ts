/**
 * History pages by keyset, newest first: (block_number, chain_id, tx_hash) descending. The first schema's address
 * indexes put chain_id before block_number, so a page over a list of chains (chain_id = any(…)) had to read and sort
 * every transfer of the address; these follow the page's order, so a page reads about its own rows at any depth and
 * for any number of chains (the chain is checked from the index). Balances still start from the address.
 */
export const statements = [
  'drop index if exists transfers_from_idx',
  'drop index if exists transfers_to_idx',
  'create index transfers_from_keyset_idx on transfers (from_address, block_number desc, chain_id desc, tx_hash desc)',
  'create index transfers_to_keyset_idx on transfers (to_address, block_number desc, chain_id desc, tx_hash desc)',
];
