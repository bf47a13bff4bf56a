/**
 * Every rule of the auth service's options, in one place: the file parser (config-file.ts) hands what the file and the
 * environment say to checkOptions, and `startAuthService` checks the options it is given with it again, so a service
 * never runs half-configured (an origin that cannot match, a short secret, a key of the wrong size). Each rule throws
 * a ConfigError naming the option's path, which the entry prints as its one `config:` line.
 */
import { parseTrustProxy } from '../shared/client-address';
import { ConfigError, HOST, ORIGIN } from '../shared/config-reader';
import { isRecord } from '../../src/validate/record';
import type { AuthServiceOptions, SessionTimes } from './config';
import { checkSocialOptions } from './social/check';

/** The options as a caller may give them: the names of AuthServiceOptions, the values not yet checked. */
export type UncheckedOptions = { readonly [K in keyof AuthServiceOptions]?: unknown };

/** A secret's size in bytes: codeSecret keys the codes' HMAC, keyEncryptionKey is an AES-256 key. */
export type SecretSize = { min: number; max: number };
export const CODE_SECRET_SIZE: SecretSize = { min: 32, max: 1024 };
export const KEY_ENCRYPTION_KEY_SIZE: SecretSize = { min: 32, max: 32 };

/** One line of text, as an SMTP user or a From address must be (a line break would start a header). */
export const ONE_LINE = { pattern: /^[^\r\n]{1,320}$/, says: 'must be one line' };
const APP_NAME = { pattern: /^[^\p{Cc}]{1,64}$/u, says: 'must be 1 to 64 characters on one line' };
const SESSION_BOUNDS: Readonly<Record<keyof SessionTimes, readonly [number, number]>> = {
  accessTokenSeconds: [60, 24 * 3600],
  refreshTokenSeconds: [300, 365 * 24 * 3600],
  maxAgeSeconds: [300, 365 * 24 * 3600],
  recoveryWindowSeconds: [10, 3600],
};

/** Throws unless `bytes` is a secret of `size`; `field` names where it came from (the file's key or the environment's). */
export function checkSecret(bytes: unknown, field: string, size: SecretSize): void {
  if (bytes instanceof Uint8Array && bytes.length >= size.min && bytes.length <= size.max) return;
  const says = size.min === size.max ? `${size.min} bytes` : `at least ${size.min} bytes`;
  // The file and the environment give secrets in base64: the rule is said the way an operator writes one.
  throw new ConfigError(field, `must be ${says} in base64 (e.g. openssl rand -base64 32)`);
}

function isOrigin(value: unknown): boolean {
  return typeof value === 'string' && ORIGIN.pattern.test(value) && URL.canParse(value) && new URL(value).origin === value;
}

function checkInteger(value: unknown, field: string, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(field, `must be an integer from ${min} to ${max}`);
}

function checkBoolean(value: unknown, field: string): void {
  if (typeof value !== 'boolean') throw new ConfigError(field, 'must be true or false');
}

function checkText(value: unknown, field: string, rule: { pattern: RegExp; says: string }): void {
  if (typeof value !== 'string' || !rule.pattern.test(value)) throw new ConfigError(field, rule.says);
}

function checkSmtp(smtp: unknown): void {
  if (!isRecord(smtp)) throw new ConfigError('smtp', 'must give host, port, secure and from');
  checkText(smtp.host, 'smtp.host', HOST);
  checkInteger(smtp.port, 'smtp.port', 1, 65535);
  checkBoolean(smtp.secure, 'smtp.secure');
  if (smtp.requireTls !== undefined) checkBoolean(smtp.requireTls, 'smtp.requireTls');
  checkText(smtp.from, 'smtp.from', ONE_LINE);
  if (smtp.timeoutMs !== undefined) checkInteger(smtp.timeoutMs, 'smtp.timeoutMs', 100, 120_000);
}

function checkSessions(sessions: unknown): void {
  if (!isRecord(sessions)) throw new ConfigError('sessions', 'must be a JSON object');
  // A key given as undefined is a bad value, not a default: the service would run with no time for it.
  for (const [key, [min, max]] of Object.entries(SESSION_BOUNDS)) if (key in sessions) checkInteger(sessions[key], `sessions.${key}`, min, max);
}

/** Throws a ConfigError at the first option that breaks its rule. */
export function checkOptions(options: UncheckedOptions): asserts options is AuthServiceOptions {
  const { allowedOrigins, codeSecret, keyEncryptionKey, appName, sessions, social, trustProxy } = options;
  if (!Array.isArray(allowedOrigins) || allowedOrigins.length === 0) throw new ConfigError('allowedOrigins', 'must list the frame origin');
  allowedOrigins.forEach((origin: unknown, i) => {
    if (!isOrigin(origin)) throw new ConfigError(`allowedOrigins[${i}]`, ORIGIN.says);
  });
  checkSmtp(options.smtp);
  checkSecret(codeSecret, 'codeSecret', CODE_SECRET_SIZE);
  if (keyEncryptionKey !== undefined) checkSecret(keyEncryptionKey, 'keyEncryptionKey', KEY_ENCRYPTION_KEY_SIZE);
  if (appName !== undefined) checkText(appName, 'appName', APP_NAME);
  if (sessions !== undefined) checkSessions(sessions);
  if (social !== undefined) checkSocialOptions(social);
  if (trustProxy !== undefined) {
    if (!Array.isArray(trustProxy)) throw new ConfigError('trustProxy', 'must be a list of IP addresses or CIDRs');
    parseTrustProxy(trustProxy);
  }
}
