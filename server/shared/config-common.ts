/**
 * The configuration keys every service reads the same way: where its database is (`DATABASE_URL`, `databaseSchema`,
 * `dataDir`), its rate limits (`rateLimits` or `rateLimitsScale`), the proxies it believes (`trustProxy`) and its
 * connection limits (`limits`). Each throws a ConfigError naming the field.
 */
import { ConfigError, has, integerAt, listAt, objectAt, stringAt, stringEntry, type ConfigObject } from './config-reader';
import type { ConnectionLimits } from './limits';
import { scaleRateLimits, type RateLimit, type RateLimitsConfig } from './http/rate-limiter';

const LIMIT_KEYS = ['requestTimeoutMs', 'headersTimeoutMs', 'keepAliveTimeoutMs', 'maxConnections', 'maxHeadersCount', 'maxHeaderBytes'] as const;
const PROXY = { pattern: /^[0-9a-fA-F.:]{2,45}(\/\d{1,3})?$/, says: 'must be an IP address or CIDR' };
const SCHEMA = { pattern: /^[a-z_][a-z0-9_]{0,62}$/, says: 'must be a lower-case SQL identifier' };

export type DatabaseConfig = { databaseUrl?: string; databaseSchema?: string; dataDir?: string };

/** `DATABASE_URL` from the environment (PostgreSQL), the file's `databaseSchema` and `dataDir` (PGlite's directory). */
export function databaseAt(config: ConfigObject, env: Readonly<Record<string, string | undefined>>): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL', 'must be a postgres:// URL');
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(has(config, 'databaseSchema') ? { databaseSchema: stringAt(config, 'databaseSchema', SCHEMA) } : {}),
    ...(has(config, 'dataDir') ? { dataDir: stringAt(config, 'dataDir') } : {}),
  };
}

/**
 * `rateLimits` (false, or an object of the service's limit names; each limit's fields are checked where the limits are
 * resolved) or `rateLimitsScale` (every default times N, for a deployment where one address is every client on
 * purpose, such as the dev stack on 127.0.0.1). Undefined when the file gives neither.
 */
export function rateLimitsAt<Name extends string>(config: ConfigObject, defaults: Readonly<Record<Name, RateLimit>>): RateLimitsConfig<Name> | undefined {
  if (has(config, 'rateLimitsScale')) {
    if (has(config, 'rateLimits')) throw new ConfigError('rateLimitsScale', 'cannot be given with rateLimits (scale the defaults, or list the limits)');
    return scaleRateLimits(defaults, integerAt(config, 'rateLimitsScale', 1, 1_000_000));
  }
  if (!has(config, 'rateLimits')) return undefined;
  const value = config.values.rateLimits;
  return value === false ? false : (objectAt(value, 'rateLimits', Object.keys(defaults)).values as RateLimitsConfig<Name>);
}

export function trustProxyAt(config: ConfigObject): string[] | undefined {
  return has(config, 'trustProxy') ? listAt(config, 'trustProxy', stringEntry(PROXY)) : undefined;
}

export function connectionLimitsAt(config: ConfigObject): Partial<ConnectionLimits> | undefined {
  if (!has(config, 'limits')) return undefined;
  const limits = objectAt(config.values.limits, 'limits', LIMIT_KEYS);
  return Object.fromEntries(LIMIT_KEYS.filter((key) => has(limits, key)).map((key) => [key, integerAt(limits, key, 1, 10_000_000)]));
}
