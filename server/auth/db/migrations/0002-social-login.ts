/**
 * Social login (issue 21 point 1). A social user is keyed by its provider and the provider's subject, never by the
 * email the provider reports: that email is kept for display beside the identity, and auth_users.email (the email
 * login's key) stays empty for such a user, so an email login never opens a social account's wallet nor the reverse.
 * A login in flight is a row of auth_social_flows: the hash of its state (which names it on the callback) and of its
 * flow token (which claims its session), its provider, and, once the callback has run, its user or its failure.
 */
export const statements = [
  'alter table auth_users alter column email drop not null',
  `create table auth_social_identities (
    provider text not null check (provider in ('google', 'github', 'apple', 'facebook', 'x', 'discord')),
    subject text not null check (length(subject) <= 255),
    user_id text not null unique references auth_users (id),
    email text check (length(email) <= 254),
    user_name text check (length(user_name) <= 128),
    created_at bigint not null,
    updated_at bigint not null,
    primary key (provider, subject)
  )`,
  `create table auth_social_flows (
    state_hash text primary key,
    flow_hash text not null unique,
    provider text not null,
    created_at bigint not null,
    expires_at bigint not null,
    status text not null check (status in ('pending', 'exchanging', 'done', 'failed')),
    user_id text references auth_users (id),
    error text check (length(error) <= 200)
  )`,
  'create index auth_social_flows_expires_idx on auth_social_flows (expires_at)',
];
