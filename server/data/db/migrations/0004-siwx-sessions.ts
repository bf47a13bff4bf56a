/**
 * Sign-in with the wallet (issue 12): nonces the service issued (each used once, until it expires) and the sessions
 * made from verified messages. A session's token is kept only as its SHA-256; `pci` is its public id.
 */
export const statements = [
  `create table siwx_nonces (
    nonce text primary key,
    expires_at bigint not null
  )`,
  'create index siwx_nonces_expiry_idx on siwx_nonces (expires_at)',
  `create table siwx_sessions (
    pci text primary key,
    token_hash text not null unique,
    address text not null,
    chain_id text not null,
    domain text not null,
    message text not null,
    signature text not null,
    created_at bigint not null,
    expires_at bigint,
    revoked_at bigint
  )`,
  'create index siwx_sessions_address_idx on siwx_sessions (address, created_at desc)',
];
