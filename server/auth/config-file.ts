/**
 * The auth service's JSON configuration file (`wallet-modal-auth --config file.json`) and the environment, parsed into
 * AuthServiceOptions. The secrets can stay out of the file: `AUTH_CODE_SECRET`, `AUTH_KEY_ENCRYPTION_KEY`,
 * `SMTP_PASSWORD` and `SOCIAL_<PROVIDER>_CLIENT_SECRET` override `codeSecret`, `keyEncryptionKey`, `smtp.password`
 * and the providers' `clientSecret`; `PORT`, `HOST` and `DATABASE_URL` as
 * for every service. docs/embedded-wallet.md lists every key.
 */
import { connectionLimitsAt, databaseAt, rateLimitsAt, trustProxyAt } from '../shared/config-common';
import { booleanAt, ConfigError, has, integerAt, listAt, listenAt, objectAt, ORIGIN, stringAt, stringEntry, type ConfigObject } from '../shared/config-reader';
import type { AuthServiceOptions, SessionTimes, SmtpOptions } from './config';
import { DEFAULT_AUTH_RATE_LIMITS } from './http/rate-limits';
import { socialAt } from './social/config-file';

type Environment = Readonly<Record<string, string | undefined>>;

const TOP_KEYS = [
  'port',
  'host',
  'dataDir',
  'databaseSchema',
  'allowedOrigins',
  'smtp',
  'codeSecret',
  'keyEncryptionKey',
  'appName',
  'sessions',
  'rateLimits',
  'rateLimitsScale',
  'trustProxy',
  'limits',
  'social',
];
const SMTP_KEYS = ['host', 'port', 'secure', 'requireTls', 'user', 'password', 'from', 'timeoutMs'];
const SESSION_KEYS = ['accessTokenSeconds', 'refreshTokenSeconds', 'maxAgeSeconds', 'recoveryWindowSeconds'] as const;
const HOST = { pattern: /^[\w.:-]{1,253}$/, says: 'must be a host name or IP address' };
const ONE_LINE = { pattern: /^[^\r\n]{1,320}$/, says: 'must be one line' };
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A secret as base64 text (from the environment `envName` when set, else the file's `key`), of `bytes` bytes or more. */
function secretAt(config: ConfigObject, env: Environment, key: string, envName: string, bytes: { min: number; max: number }): Uint8Array | undefined {
  const fromEnv = env[envName];
  const text = fromEnv !== undefined && fromEnv !== '' ? fromEnv : has(config, key) ? stringAt(config, key) : undefined;
  if (text === undefined) return undefined;
  const field = fromEnv ? envName : key;
  const decoded = BASE64.test(text) ? Buffer.from(text, 'base64') : null;
  const says = bytes.min === bytes.max ? `${bytes.min} bytes` : `at least ${bytes.min} bytes`;
  if (!decoded || decoded.length < bytes.min || decoded.length > bytes.max)
    throw new ConfigError(field, `must be ${says} in base64 (e.g. openssl rand -base64 32)`);
  return new Uint8Array(decoded);
}

function smtpOf(config: ConfigObject, env: Environment): SmtpOptions {
  const smtp = objectAt(config.values.smtp, 'smtp', SMTP_KEYS);
  const password = env.SMTP_PASSWORD || (has(smtp, 'password') ? stringAt(smtp, 'password') : undefined);
  if (password !== undefined && !has(smtp, 'user')) throw new ConfigError('smtp.user', 'must be given with a password');
  if (password === undefined && has(smtp, 'user')) throw new ConfigError('smtp.password', 'must be given with a user (or SMTP_PASSWORD)');
  return {
    host: stringAt(smtp, 'host', HOST),
    port: integerAt(smtp, 'port', 1, 65535),
    secure: has(smtp, 'secure') ? booleanAt(smtp, 'secure') : false,
    ...(has(smtp, 'requireTls') ? { requireTls: booleanAt(smtp, 'requireTls') } : {}),
    ...(has(smtp, 'user') ? { auth: { user: stringAt(smtp, 'user', ONE_LINE), pass: password! } } : {}),
    from: stringAt(smtp, 'from', ONE_LINE),
    ...(has(smtp, 'timeoutMs') ? { timeoutMs: integerAt(smtp, 'timeoutMs', 100, 120_000) } : {}),
  };
}

function sessionsOf(config: ConfigObject): SessionTimes | undefined {
  if (!has(config, 'sessions')) return undefined;
  const sessions = objectAt(config.values.sessions, 'sessions', SESSION_KEYS);
  return Object.fromEntries(SESSION_KEYS.filter((key) => has(sessions, key)).map((key) => [key, integerAt(sessions, key, 10, 365 * 86_400)]));
}

/** The options to start the auth service with; throws a ConfigError at the first field that breaks a rule. */
export function parseAuthServiceConfig(json: unknown, env: Environment): AuthServiceOptions {
  const config = objectAt(json, '', TOP_KEYS);
  const allowedOrigins = listAt(config, 'allowedOrigins', stringEntry(ORIGIN));
  if (allowedOrigins.length === 0) throw new ConfigError('allowedOrigins', 'must list the frame origin');
  const codeSecret = secretAt(config, env, 'codeSecret', 'AUTH_CODE_SECRET', { min: 32, max: 1024 });
  if (!codeSecret) throw new ConfigError('codeSecret', 'must be given (or AUTH_CODE_SECRET): at least 32 random bytes in base64');
  const keyEncryptionKey = secretAt(config, env, 'keyEncryptionKey', 'AUTH_KEY_ENCRYPTION_KEY', { min: 32, max: 32 });
  const rateLimits = rateLimitsAt(config, DEFAULT_AUTH_RATE_LIMITS);
  const trustProxy = trustProxyAt(config);
  const limits = connectionLimitsAt(config);
  const sessions = sessionsOf(config);
  const social = socialAt(config, env);
  return {
    ...listenAt(config, env),
    ...databaseAt(config, env),
    allowedOrigins,
    smtp: smtpOf(config, env),
    codeSecret,
    ...(keyEncryptionKey ? { keyEncryptionKey } : {}),
    ...(has(config, 'appName')
      ? { appName: stringAt(config, 'appName', { pattern: /^[^\p{Cc}]{1,64}$/u, says: 'must be 1 to 64 characters on one line' }) }
      : {}),
    ...(sessions ? { sessions } : {}),
    ...(rateLimits !== undefined ? { rateLimits } : {}),
    ...(trustProxy ? { trustProxy } : {}),
    ...(limits ? { limits } : {}),
    ...(social ? { social } : {}),
  };
}
