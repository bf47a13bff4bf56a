/** What the auth service is started with; `startAuthService` checks it once, at start. */
import type { SocialProvider } from '../../src/constants';
import type { ServiceDatabaseOptions } from '../shared/db/database';
import type { RateLimitsConfig } from '../shared/http/rate-limiter';
import type { ConnectionLimits } from '../shared/limits';
import type { AuthRateLimitName } from './http/rate-limits';

/** SPEC §9: an email code lives 10 minutes, and a wrong guess counts against its 5 attempts. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

/** Session lifetimes unless `sessions` says otherwise. */
export const DEFAULT_SESSIONS: Readonly<Required<SessionTimes>> = {
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 7 * 24 * 3600,
  maxAgeSeconds: 30 * 24 * 3600,
  recoveryWindowSeconds: 120,
};

export type SessionTimes = {
  /** An access token's life (default 15 minutes): it opens the routes of a signed-in user. */
  accessTokenSeconds?: number;
  /** A refresh token's life (default 7 days); each refresh hands out a new one and ends the old. */
  refreshTokenSeconds?: number;
  /** A session's longest life from its login, however often it is refreshed (default 30 days). */
  maxAgeSeconds?: number;
  /** How long after a login its session may fetch the recovery share (default 120 s). */
  recoveryWindowSeconds?: number;
};

/** SPEC §5's social providers that log in over OpenID Connect (Farcaster signs in its own way, in a later issue). */
export type SocialLoginProvider = Exclude<SocialProvider, 'farcaster'>;
export const SOCIAL_LOGIN_PROVIDERS: readonly SocialLoginProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];

/** One OpenID provider, as registered with it: its issuer (discovered at `<issuer>/.well-known/openid-configuration`) and our client there. */
export type SocialProviderOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The scopes asked for; default 'openid email profile'. */
  scope?: string;
};

export type SocialOptions = {
  /**
   * Where the providers send the browser back: this service's `/v1/social/callback` as browsers reach it (behind the
   * TLS proxy), registered as the redirect URI with every provider.
   */
  redirectUri: string;
  /** The providers offered; one not listed is not offered (GET /v1/social/providers leaves it out). */
  providers: Partial<Record<SocialLoginProvider, SocialProviderOptions>>;
  /** Development only: issuers, their endpoints and the redirect URI may be plain http on loopback (the dev OpenID provider). */
  allowLoopback?: boolean;
};

/** The SMTP server codes go out through (nodemailer's SMTP transport). */
export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); false: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send unless the connection is upgraded to TLS (for port 587 servers). */
  requireTls?: boolean;
  auth?: { user: string; pass: string };
  /** The From address of code emails, e.g. 'Site <login@site.example>'. */
  from: string;
  /** Connect, greeting and socket timeouts in ms (default 10 s each). */
  timeoutMs?: number;
};

export type AuthServiceOptions = ServiceDatabaseOptions & {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * The origins (scheme://host[:port]) allowed to call the /v1 routes: the frame's own origin. Any other Origin, or
   * none, gets 403 'Unauthorized: origin not allowed' (SPEC §8).
   */
  allowedOrigins: readonly string[];
  smtp: SmtpOptions;
  /**
   * At least 32 random bytes. Codes are stored as an HMAC under this key, so a copy of the database alone cannot try the
   * million six-digit codes against them.
   */
  codeSecret: Uint8Array;
  /**
   * 32 bytes (AES-256-GCM) that encrypt recovery shares. From configuration or a KMS, never from the database. Absent:
   * the recovery-share routes answer 404.
   */
  keyEncryptionKey?: Uint8Array;
  /** Social login over OpenID Connect; absent, none is offered. */
  social?: SocialOptions;
  /** The name code emails give the site ('Your code for {appName}'); default 'Wallet'. */
  appName?: string;
  sessions?: SessionTimes;
  /** Rate limits (./http/rate-limits.ts has the defaults); false turns all off. The counters live in the database. */
  rateLimits?: RateLimitsConfig<AuthRateLimitName>;
  /** Reverse proxies (IP addresses or CIDRs) whose X-Forwarded-For names the client. Default none. */
  trustProxy?: readonly string[];
  /** Timeouts and connection caps (server/shared/limits.ts has the defaults). */
  limits?: Partial<ConnectionLimits>;
  /** Where the JSON log lines go; default standard error. */
  log?: (line: string) => void;
  /** Unix milliseconds; tests move time. */
  now?: () => number;
};
