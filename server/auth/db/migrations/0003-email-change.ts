/**
 * The email change of SPEC §4 (a code to the current address, then one to the new). One row per user holds the change
 * in flight: the address asked for, its step, the address the live code went to and when (the 30 s throttle's clock
 * for that address, which is why a completed or dead change stays until it expires), and the code as its HMAC, bound
 * to the user and the address so that it is worth nothing as a login code or another user's.
 */
export const statements = [
  `create table auth_email_changes (
    user_id text primary key references auth_users (id),
    new_email text not null check (length(new_email) <= 254),
    step text not null check (step in ('primary', 'secondary')),
    sent_to text not null check (length(sent_to) <= 254),
    code_hash text not null,
    created_at bigint not null,
    expires_at bigint not null,
    attempts integer not null default 0,
    used boolean not null default false
  )`,
  'create index auth_email_changes_sent_to_idx on auth_email_changes (sent_to, created_at)',
  'create index auth_email_changes_expires_idx on auth_email_changes (expires_at)',
];
