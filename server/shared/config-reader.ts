/**
 * Reads a service's JSON configuration field by field. Every rule that fails throws a ConfigError naming the field's
 * path and the rule, which the entry point prints as one line (`config: chains[0].chainId: must be a CAIP-2 id`) before
 * exiting with status 1: an operator sees what to fix without a stack trace.
 */
import { isRecord } from '../../src/validate/record';

export class ConfigError extends Error {
  constructor(
    readonly path: string,
    readonly rule: string,
  ) {
    super(`${path}: ${rule}`);
  }
}

export type ConfigObject = { path: string; values: Record<string, unknown> };

const join = (parent: string, key: string | number) => (typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key);

/** An object whose keys are all in `known` (a typo is an error, not a silently ignored setting). */
export function objectAt(value: unknown, path: string, known: readonly string[]): ConfigObject {
  if (!isRecord(value)) throw new ConfigError(path || 'config', 'must be a JSON object');
  for (const key of Object.keys(value)) if (!known.includes(key)) throw new ConfigError(join(path, key), `unknown key (known: ${known.join(', ')})`);
  return { path, values: value };
}

/** A map of free keys (prices' chain ids, tokens): a JSON object whose values `read` checks. */
export function recordOf<T>(value: unknown, path: string, read: (entry: unknown, path: string) => T): Record<string, T> {
  if (!isRecord(value)) throw new ConfigError(path, 'must be a JSON object');
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, read(entry, join(path, key))]));
}

export const has = (obj: ConfigObject, key: string): boolean => obj.values[key] !== undefined;

export function stringAt(obj: ConfigObject, key: string, rule?: { pattern: RegExp; says: string }): string {
  const value = obj.values[key];
  if (typeof value !== 'string' || value === '') throw new ConfigError(join(obj.path, key), 'must be a non-empty string');
  if (rule && !rule.pattern.test(value)) throw new ConfigError(join(obj.path, key), rule.says);
  return value;
}

export function booleanAt(obj: ConfigObject, key: string): boolean {
  const value = obj.values[key];
  if (typeof value !== 'boolean') throw new ConfigError(join(obj.path, key), 'must be true or false');
  return value;
}

export function integerAt(obj: ConfigObject, key: string, min: number, max: number): number {
  const value = obj.values[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(join(obj.path, key), `must be an integer from ${min} to ${max}`);
  return value;
}

export function listAt<T>(obj: ConfigObject, key: string, read: (entry: unknown, path: string) => T): T[] {
  const value = obj.values[key];
  if (!Array.isArray(value)) throw new ConfigError(join(obj.path, key), 'must be a list');
  return value.map((entry, i) => read(entry, join(join(obj.path, key), i)));
}

export function stringEntry(rule?: { pattern: RegExp; says: string }) {
  return (entry: unknown, path: string): string => {
    if (typeof entry !== 'string' || entry === '') throw new ConfigError(path, 'must be a non-empty string');
    if (rule && !rule.pattern.test(entry)) throw new ConfigError(path, rule.says);
    return entry;
  };
}

/** An origin a browser sends (scheme://host[:port]). */
export const ORIGIN = { pattern: /^https?:\/\/[^/\s]+$/, says: 'must be an origin (scheme://host[:port])' };

/** An http(s) URL. */
export const HTTP_URL = { pattern: /^https?:\/\/[^\s]+$/, says: 'must be an http(s) URL' };

/** A host name or IP address, as a service listens on or an SMTP server is reached at. */
export const HOST = { pattern: /^[\w.:-]{1,253}$/, says: 'must be a host name or IP address' };

/**
 * Where a service listens: `PORT` and `HOST` from the environment override the file's `port` and `host`; the host
 * defaults to 127.0.0.1 (a site opts into `0.0.0.0`), the port to the file's or a free one.
 */
export function listenAt(config: ConfigObject, env: Readonly<Record<string, string | undefined>>): { port?: number; host: string } {
  let port = has(config, 'port') ? integerAt(config, 'port', 0, 65535) : undefined;
  if (env.PORT !== undefined) {
    if (!/^\d{1,5}$/.test(env.PORT) || Number(env.PORT) > 65535) throw new ConfigError('PORT', 'must be a port number from 0 to 65535');
    port = Number(env.PORT);
  }
  let host = has(config, 'host') ? stringAt(config, 'host', HOST) : '127.0.0.1';
  if (env.HOST !== undefined) {
    if (!HOST.pattern.test(env.HOST)) throw new ConfigError('HOST', HOST.says);
    host = env.HOST;
  }
  return { ...(port !== undefined ? { port } : {}), host };
}
