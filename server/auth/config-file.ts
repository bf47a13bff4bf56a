/**
 * The auth service's JSON configuration file (`wallet-modal-auth --config file.json`) and the environment, parsed into
 * AuthServiceOptions. The secrets can stay out of the file: `AUTH_CODE_SECRET`, `AUTH_KEY_ENCRYPTION_KEY`,
 * `SMTP_PASSWORD` and `SOCIAL_<PROVIDER>_CLIENT_SECRET` override `codeSecret`, `keyEncryptionKey`, `smtp.password`
 * and the providers' `clientSecret`; `PORT`, `HOST` and `DATABASE_URL` as for every service. Read here are the file's
 * keys, the environment and the base64 of secrets; the options' rules are checkOptions', which the result passes.
 * docs/embedded-wallet.md lists every key.
 */
import { connectionLimitsAt, databaseAt, rateLimitsAt } from '../shared/config-common';
import { ConfigError, has, listenAt, objectAt, stringAt, type ConfigObject } from '../shared/config-reader';
import { checkOptions, checkSecret, CODE_SECRET_SIZE, KEY_ENCRYPTION_KEY_SIZE, ONE_LINE, type SecretSize, type UncheckedOptions } from './check-options';
import type { AuthServiceOptions } from './config';
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
const SESSION_KEYS = ['accessTokenSeconds', 'refreshTokenSeconds', 'maxAgeSeconds', 'recoveryWindowSeconds'];
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A secret as base64 text (from the environment `envName` when set, else the file's `key`), decoded and checked there, to name where it came from. */
function secretAt(config: ConfigObject, env: Environment, key: string, envName: string, size: SecretSize): Uint8Array | undefined {
  const fromEnv = env[envName];
  const text = fromEnv !== undefined && fromEnv !== '' ? fromEnv : has(config, key) ? stringAt(config, key) : undefined;
  if (text === undefined) return undefined;
  const field = fromEnv ? envName : key;
  const decoded = BASE64.test(text) ? new Uint8Array(Buffer.from(text, 'base64')) : undefined;
  checkSecret(decoded, field, size);
  return decoded;
}

/** The file's `smtp`: `user` and `password` (or SMTP_PASSWORD) come together, as the option's `auth`. */
function smtpOf(config: ConfigObject, env: Environment): Record<string, unknown> {
  const smtp = objectAt(config.values.smtp, 'smtp', SMTP_KEYS);
  const password = env.SMTP_PASSWORD || (has(smtp, 'password') ? stringAt(smtp, 'password') : undefined);
  if (password !== undefined && !has(smtp, 'user')) throw new ConfigError('smtp.user', 'must be given with a password');
  if (password === undefined && has(smtp, 'user')) throw new ConfigError('smtp.password', 'must be given with a user (or SMTP_PASSWORD)');
  const rest = Object.fromEntries(Object.entries(smtp.values).filter(([key]) => key !== 'user' && key !== 'password'));
  return {
    secure: false,
    ...rest,
    // checkOptions has no rule for `auth`: the file's user is checked here, where the file names it.
    ...(has(smtp, 'user') ? { auth: { user: stringAt(smtp, 'user', ONE_LINE), pass: password } } : {}),
  };
}

/** The options to start the auth service with; throws a ConfigError at the first field that breaks a rule. */
export function parseAuthServiceConfig(json: unknown, env: Environment): AuthServiceOptions {
  const config = objectAt(json, '', TOP_KEYS);
  const codeSecret = secretAt(config, env, 'codeSecret', 'AUTH_CODE_SECRET', CODE_SECRET_SIZE);
  if (!codeSecret) throw new ConfigError('codeSecret', `must be given (or AUTH_CODE_SECRET): at least ${CODE_SECRET_SIZE.min} random bytes in base64`);
  const keyEncryptionKey = secretAt(config, env, 'keyEncryptionKey', 'AUTH_KEY_ENCRYPTION_KEY', KEY_ENCRYPTION_KEY_SIZE);
  const rateLimits = rateLimitsAt(config, DEFAULT_AUTH_RATE_LIMITS);
  const limits = connectionLimitsAt(config);
  const social = socialAt(config, env);
  const options: UncheckedOptions = {
    ...listenAt(config, env),
    ...databaseAt(config, env),
    allowedOrigins: config.values.allowedOrigins,
    smtp: smtpOf(config, env),
    codeSecret,
    ...(keyEncryptionKey ? { keyEncryptionKey } : {}),
    ...(has(config, 'appName') ? { appName: config.values.appName } : {}),
    ...(has(config, 'sessions') ? { sessions: objectAt(config.values.sessions, 'sessions', SESSION_KEYS).values } : {}),
    ...(rateLimits !== undefined ? { rateLimits } : {}),
    ...(has(config, 'trustProxy') ? { trustProxy: config.values.trustProxy } : {}),
    ...(limits ? { limits } : {}),
    ...(social ? { social } : {}),
  };
  checkOptions(options);
  return options;
}
