/**
 * The auth service's rate limits, counted in the database (server/shared/http/rate-limiter.ts) so that they hold across
 * instances. Every route counts its client address; the email routes count the address they act for too, so that
 * neither one mailbox nor the SMTP server can be flooded and codes cannot be guessed across many clients; the email
 * change counts the user and the address named; the share routes count the user. Beside them, the 30 s throttle of SPEC §5 holds per email address.
 */
import { scaleRateLimits, type RateLimit } from '../../shared/http/rate-limiter';

export type AuthRateLimitName =
  | 'codeRequest'
  | 'codeCheck'
  | 'changeRequest'
  | 'changeCheck'
  | 'session'
  | 'shares'
  | 'social'
  | 'socialCallback'
  | 'socialResult'
  | 'probe';

/** Defaults: a person signing in stays far below them. docs/embedded-wallet.md lists them. */
export const DEFAULT_AUTH_RATE_LIMITS: Readonly<Record<AuthRateLimitName, RateLimit>> = {
  /** POST /v1/email/code: per client and per email address, per hour (the throttle alone would allow 120). */
  codeRequest: { client: 30, account: 10, windowSeconds: 3600 },
  /** POST /v1/email/verify: per client and per email address (three codes' worth of attempts) per 10 minutes. */
  codeCheck: { client: 60, account: 15, windowSeconds: 600 },
  /** POST /v1/email/change: per client, and per user and per address named (as for a login's codes), per hour. */
  changeRequest: { client: 30, account: 10, windowSeconds: 3600 },
  /** The email change's two code checks: per client and per user, per 10 minutes. */
  changeCheck: { client: 60, account: 15, windowSeconds: 600 },
  /** The session routes: refresh, sign-out, who am I. */
  session: { client: 120, windowSeconds: 60 },
  /** The key-share routes, per client and per user. */
  shares: { client: 60, account: 20, windowSeconds: 60 },
  /** The social providers' list and a login's start (which may ask the provider for its metadata). */
  social: { client: 60, windowSeconds: 600 },
  /** The popup's return from the provider: each is a token request to the provider. */
  socialCallback: { client: 30, windowSeconds: 600 },
  /** The frame asking whether its social login has come back (about once a second while the popup is open). */
  socialResult: { client: 300, windowSeconds: 60 },
  /** /healthz and /readyz: a load balancer's probes stay far below. */
  probe: { client: 600, windowSeconds: 60 },
};

/** The defaults times `factor` (the dev stack: every browser is 127.0.0.1). */
export const scaledAuthRateLimits = (factor: number): Record<AuthRateLimitName, RateLimit> => scaleRateLimits(DEFAULT_AUTH_RATE_LIMITS, factor);
