/** What every route of the auth service reads: its stores, the mailer, its secrets and times, and the request's limits. */
import type { Mailer } from '../email/mailer';
import type { CodeStore } from '../db/code-store';
import type { EmailChangeStore } from '../db/email-change-store';
import type { SessionStore } from '../db/session-store';
import type { ShareStore } from '../db/share-store';
import type { SocialStore } from '../db/social-store';
import type { SocialLogin } from '../social/login';
import type { UserStore } from '../db/user-store';
import type { SessionTimes } from '../config';

export type AuthContext = {
  codes: CodeStore;
  changes: EmailChangeStore;
  users: UserStore;
  sessions: SessionStore;
  shares: ShareStore;
  socials: SocialStore;
  /** Absent: no social login is configured (none is offered). */
  social?: SocialLogin;
  mailer: Mailer;
  codeSecret: Uint8Array;
  /** Absent: the recovery-share routes answer 404. */
  keyEncryptionKey?: Uint8Array;
  times: Readonly<Required<SessionTimes>>;
  /** Unix ms. */
  now: () => number;
  log: (fields: Record<string, unknown>) => void;
  /**
   * Counts a hit for the account the route acts for (an email address, a user id) once it has parsed it; throws
   * TooManyRequests past the limit. The client address was counted before the route ran.
   */
  limitAccount: (account: string) => Promise<void>;
};
