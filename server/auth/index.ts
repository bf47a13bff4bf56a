/**
 * The self-hostable auth service of the embedded wallet (issue 21): email one-time codes over SMTP, social login over
 * OpenID Connect, sessions with rotating refresh tokens, and the key shares the frame keeps here, on PGlite or
 * PostgreSQL. It answers only the configured origins (the frame's). docs/embedded-wallet.md says how to run it.
 */
import { parseTrustProxy } from '../shared/client-address';
import { openServiceDatabase } from '../shared/db/database';
import { createRateLimitStore } from '../shared/db/rate-limit-store';
import { startHttpService, type HttpService } from '../shared/http-service';
import { createRateLimiter, resolveRateLimits } from '../shared/http/rate-limiter';
import { writeLog } from '../shared/request-log';
import { DEFAULT_SESSIONS, type AuthServiceOptions } from './config';
import { createCodeStore } from './db/code-store';
import { createEmailChangeStore } from './db/email-change-store';
import { migrate, RATE_LIMIT_TABLE } from './db/migrations';
import { createSessionStore } from './db/session-store';
import { createShareStore } from './db/share-store';
import { createSocialStore } from './db/social-store';
import { createUserStore } from './db/user-store';
import { createMailer } from './email/mailer';
import { createReadiness } from './health';
import { createHousekeeping } from './housekeeping';
import { createAuthHandler } from './http/handler';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimitName } from './http/rate-limits';
import { checkOptions } from './check-options';
import { createSocialLogin } from './social/login';

export type { AuthServiceOptions } from './config';
export { scaledAuthRateLimits } from './http/rate-limits';

export type AuthService = {
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish (at most `graceMs`, default 10 s), then closes SMTP and the database. */
  stop(graceMs?: number): Promise<void>;
};

export async function startAuthService(options: AuthServiceOptions): Promise<AuthService> {
  checkOptions(options);
  const rateLimits = resolveRateLimits(DEFAULT_AUTH_RATE_LIMITS, options.rateLimits);
  const trustProxy = options.trustProxy && options.trustProxy.length > 0 ? parseTrustProxy(options.trustProxy) : null;
  const sink = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const log = (fields: Record<string, unknown>) => writeLog(sink, 'auth', 'warn', fields);
  const now = options.now ?? Date.now;
  const db = await openServiceDatabase(options, migrate);
  const codes = createCodeStore(db);
  const changes = createEmailChangeStore(db);
  const sessions = createSessionStore(db);
  const socials = createSocialStore(db);
  const mailer = createMailer(options.smtp, options.appName ?? 'Wallet');
  const handler = createAuthHandler({
    context: {
      codes,
      changes,
      sessions,
      users: createUserStore(db),
      shares: createShareStore(db),
      socials,
      ...(options.social ? { social: createSocialLogin(options.social, options.codeSecret, now) } : {}),
      mailer,
      codeSecret: options.codeSecret,
      ...(options.keyEncryptionKey ? { keyEncryptionKey: options.keyEncryptionKey } : {}),
      times: { ...DEFAULT_SESSIONS, ...options.sessions },
      now,
      log,
    },
    allowedOrigins: new Set(options.allowedOrigins),
    rateLimiter: createRateLimiter<AuthRateLimitName>({
      store: createRateLimitStore(db, RATE_LIMIT_TABLE),
      limits: rateLimits,
      now: () => Math.floor(now() / 1000),
      log: (message) => log({ message }),
    }),
    trustProxy,
    readiness: createReadiness(db),
    housekeeping: createHousekeeping({ codes, changes, sessions, socials, now, log }),
  });
  let http: HttpService;
  try {
    http = await startHttpService({ service: 'auth', host: options.host, port: options.port, handle: handler, limits: options.limits, log: sink });
  } catch (error) {
    mailer.close();
    await db.close();
    throw error;
  }
  return {
    url: http.url,
    port: http.port,
    async stop(graceMs) {
      await http.stop(graceMs);
      mailer.close();
      await db.close();
    },
  };
}
