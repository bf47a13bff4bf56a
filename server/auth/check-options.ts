/**
 * The checks `startAuthService` makes once, at start: each throws naming the option and its rule, so a service never
 * runs half-configured (an origin that cannot match, a short secret, a key of the wrong size).
 */
import { DEFAULT_SESSIONS, type AuthServiceOptions, type SessionTimes } from './config';
import { checkSocialOptions } from './social/check';

const APP_NAME = /^[^\p{Cc}]{1,64}$/u;

function isOrigin(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value) && new URL(value).origin === value && /^https?:$/.test(new URL(value).protocol);
}

function wholeNumber(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The session times in force; throws at the first option that breaks its rule. */
export function checkOptions(options: AuthServiceOptions): Required<SessionTimes> {
  if (!Array.isArray(options.allowedOrigins) || options.allowedOrigins.length === 0)
    throw new Error('allowedOrigins must list the origins allowed to call the service (the frame origin)');
  for (const origin of options.allowedOrigins)
    if (!isOrigin(origin)) throw new Error(`allowedOrigins: '${String(origin)}' is not an origin (scheme://host[:port])`);
  const smtp = options.smtp;
  if (typeof smtp !== 'object' || smtp === null) throw new Error('smtp must give host, port, secure and from');
  if (typeof smtp.host !== 'string' || smtp.host === '') throw new Error('smtp.host must be a host name');
  if (!wholeNumber(smtp.port, 1, 65535)) throw new Error('smtp.port must be a port number');
  if (typeof smtp.secure !== 'boolean') throw new Error('smtp.secure must be true or false');
  if (typeof smtp.from !== 'string' || smtp.from === '' || /[\r\n]/.test(smtp.from)) throw new Error('smtp.from must be an address on one line');
  if (smtp.timeoutMs !== undefined && !wholeNumber(smtp.timeoutMs, 100, 120_000)) throw new Error('smtp.timeoutMs must be a whole number from 100 to 120000');
  if (!(options.codeSecret instanceof Uint8Array) || options.codeSecret.length < 32) throw new Error('codeSecret must be at least 32 bytes');
  if (options.keyEncryptionKey !== undefined && (!(options.keyEncryptionKey instanceof Uint8Array) || options.keyEncryptionKey.length !== 32))
    throw new Error('keyEncryptionKey must be 32 bytes (AES-256)');
  if (options.appName !== undefined && (typeof options.appName !== 'string' || !APP_NAME.test(options.appName)))
    throw new Error('appName must be 1 to 64 characters on one line');
  if (options.social !== undefined) checkSocialOptions(options.social);
  if (options.trustProxy !== undefined && !Array.isArray(options.trustProxy)) throw new Error('trustProxy must be a list of IP addresses or CIDRs');
  const times = { ...DEFAULT_SESSIONS, ...options.sessions };
  const bounds: Record<keyof SessionTimes, [number, number]> = {
    accessTokenSeconds: [60, 24 * 3600],
    refreshTokenSeconds: [300, 365 * 24 * 3600],
    maxAgeSeconds: [300, 365 * 24 * 3600],
    recoveryWindowSeconds: [10, 3600],
  };
  for (const [name, [min, max]] of Object.entries(bounds) as [keyof SessionTimes, [number, number]][])
    if (!wholeNumber(times[name], min, max)) throw new Error(`sessions.${name} must be a whole number from ${min} to ${max}`);
  return times;
}
