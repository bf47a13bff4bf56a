/**
 * The auth service's first schema. Every table is prefixed `auth_`, so the service can share a database (or schema)
 * with the data service. Nothing secret is stored in the clear: codes as an HMAC under the configured code secret,
 * tokens as their SHA-256, recovery shares encrypted under the configured key-encryption key. Times are unix ms.
 */
export const statements = [
  `create table auth_users (
    id text primary key,
    email text not null unique check (length(email) <= 254),
    created_at bigint not null
  )`,
  // One code per address: a new request replaces the old one, and created_at is the 30 s throttle's clock.
  `create table auth_email_codes (
    email text primary key check (length(email) <= 254),
    code_hash text not null,
    created_at bigint not null,
    expires_at bigint not null,
    attempts integer not null default 0,
    used boolean not null default false
  )`,
  'create index auth_email_codes_expires_idx on auth_email_codes (expires_at)',
  // A login's session: its current access and refresh tokens (hashes); each refresh replaces both.
  `create table auth_sessions (
    id text primary key,
    user_id text not null references auth_users (id),
    method text not null check (method in ('email', 'social')),
    created_at bigint not null,
    expires_at bigint not null,
    revoked_at bigint,
    access_hash text not null unique,
    access_expires_at bigint not null,
    refresh_hash text not null unique,
    refresh_expires_at bigint not null,
    recovery_read_at bigint
  )`,
  'create index auth_sessions_user_idx on auth_sessions (user_id, created_at desc)',
  'create index auth_sessions_expires_idx on auth_sessions (expires_at)',
  // Refresh tokens already exchanged: one shown again was copied, and ends its session.
  `create table auth_spent_refresh_tokens (
    hash text primary key,
    session_id text not null references auth_sessions (id),
    spent_at bigint not null
  )`,
  // The embedded wallet's key shares (issue 21 point 5): 'auth' as the frame sent it with the wallet's addresses,
  // 'recovery' encrypted (AES-256-GCM) under the configured key-encryption key.
  `create table auth_key_shares (
    user_id text not null references auth_users (id),
    kind text not null check (kind in ('auth', 'recovery')),
    share text not null check (length(share) <= 8192),
    evm_address text check (length(evm_address) <= 64),
    solana_address text check (length(solana_address) <= 64),
    created_at bigint not null,
    primary key (user_id, kind)
  )`,
  // The rate-limit counters (server/shared/db/rate-limit-store.ts), apart from the data service's.
  `create table auth_rate_limit_hits (
    key text not null,
    window_start bigint not null,
    hits integer not null,
    expires_at bigint not null,
    primary key (key, window_start)
  )`,
  'create index auth_rate_limit_hits_expires_at on auth_rate_limit_hits (expires_at)',
];
