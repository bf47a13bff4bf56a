/**
 * Deletes what can no longer be used: codes, email changes and social logins past their expiry, and sessions past their longest life
 * (with their spent refresh tokens). It runs beside a request at most once a minute per instance, never in its way; a failure only
 * leaves the rows for the next run.
 */
import type { CodeStore } from './db/code-store';
import type { EmailChangeStore } from './db/email-change-store';
import type { SessionStore } from './db/session-store';
import type { SocialStore } from './db/social-store';

const EVERY_MS = 60_000;

export function createHousekeeping({
  codes,
  changes,
  sessions,
  socials,
  now,
  log,
}: {
  codes: CodeStore;
  changes: EmailChangeStore;
  sessions: SessionStore;
  socials: SocialStore;
  now: () => number;
  log: (fields: Record<string, unknown>) => void;
}): () => void {
  let next = 0;
  return () => {
    const time = now();
    if (time < next) return;
    next = time + EVERY_MS;
    Promise.all([codes.prune(time), changes.prune(time), sessions.prune(time), socials.prune(time)]).catch((error: unknown) =>
      log({ event: 'housekeeping-failed', error: error instanceof Error ? error.message : String(error) }),
    );
  };
}
