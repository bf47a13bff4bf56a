/**
 * Rate limits by name: a fixed window of `windowSeconds`, at most `client` requests per client address
 * (../client-address.ts) and, where the route acts for an account (an address, an email), at most `account` per
 * account. The counters live in the database (../db/rate-limit-store.ts), so several instances on one PostgreSQL share
 * them. Each service names its limits and their defaults; this is how they are configured, resolved and counted.
 */
import type { RateLimitStore } from '../db/rate-limit-store';
import { TooManyRequests } from './errors';

export type RateLimit = {
  /** Requests per client address per window; 0 for none. */
  client: number;
  /** Requests per account per window, on routes that have one; 0 for none. */
  account?: number;
  windowSeconds: number;
};

/** A service's `rateLimits` option: false turns every limit off; per name, false or 0 turns that one off. */
export type RateLimitsConfig<Name extends string> = false | Partial<Record<Name, Partial<RateLimit> | false | 0>>;

export type RateLimiter<Name extends string> = {
  /** Counts a hit of `name` for this client address or account; throws TooManyRequests past the limit. */
  check(name: Name, scope: 'client' | 'account', key: string): Promise<void>;
};

/**
 * The defaults with every count times `factor`: for a place where one address is every client on purpose (the dev
 * stack and the end-to-end suite on 127.0.0.1, route tests that send each bad input), the limits still run.
 */
export function scaleRateLimits<Name extends string>(defaults: Readonly<Record<Name, RateLimit>>, factor: number): Record<Name, RateLimit> {
  const names = Object.keys(defaults) as Name[];
  const scaled = (limit: RateLimit): RateLimit => ({ ...limit, client: limit.client * factor, ...(limit.account ? { account: limit.account * factor } : {}) });
  return Object.fromEntries(names.map((name) => [name, scaled(defaults[name])])) as Record<Name, RateLimit>;
}

const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000_000;

/** The limits in force: `defaults` with the configured overrides; throws naming the field that is wrong. */
export function resolveRateLimits<Name extends string>(
  defaults: Readonly<Record<Name, RateLimit>>,
  config: RateLimitsConfig<Name> | undefined,
): Partial<Record<Name, RateLimit>> {
  const names = Object.keys(defaults) as Name[];
  if (config === false) return {};
  if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config)))
    throw new Error('rateLimits must be false or an object of routes');
  for (const name of Object.keys(config ?? {})) {
    if (!(names as string[]).includes(name)) throw new Error(`rateLimits.${name}: no such limit (${names.join(', ')})`);
  }
  const limits: Partial<Record<Name, RateLimit>> = {};
  for (const name of names) {
    const override = config?.[name];
    if (override === false || override === 0) continue;
    if (override !== undefined && (typeof override !== 'object' || override === null))
      throw new Error(`rateLimits.${name} must be false, 0 or { client, account, windowSeconds }`);
    const limit = { ...defaults[name], ...override };
    if (!count(limit.client)) throw new Error(`rateLimits.${name}.client must be a whole number from 0`);
    if (limit.account !== undefined && !count(limit.account)) throw new Error(`rateLimits.${name}.account must be a whole number from 0`);
    if (!count(limit.windowSeconds) || limit.windowSeconds < 1 || limit.windowSeconds > 86_400)
      throw new Error(`rateLimits.${name}.windowSeconds must be a whole number from 1 to 86400`);
    limits[name] = limit;
  }
  return limits;
}

const PRUNE_EVERY_SECONDS = 60;

export function createRateLimiter<Name extends string>({
  store,
  limits,
  now,
  log,
}: {
  store: RateLimitStore;
  limits: Partial<Record<Name, RateLimit>>;
  /** Unix seconds. */
  now: () => number;
  log: (line: string) => void;
}): RateLimiter<Name> {
  let nextPrune = 0;
  function pruneNowAndThen(time: number): void {
    if (time < nextPrune) return;
    nextPrune = time + PRUNE_EVERY_SECONDS;
    // Beside the request, never in its way; a failure only leaves old rows for the next prune.
    store.prune(time).catch((error: unknown) => log(`rate limits: prune failed: ${error instanceof Error ? error.message : String(error)}`));
  }
  return {
    async check(name, scope, key) {
      const limit = limits[name];
      const max = limit && (scope === 'client' ? limit.client : limit.account);
      if (!limit || !max) return;
      const time = now();
      const windowStart = time - (time % limit.windowSeconds);
      const windowEnd = windowStart + limit.windowSeconds;
      pruneNowAndThen(time);
      const hits = await store.hit(`${name}:${scope}:${key}`, windowStart, windowEnd);
      if (hits > max) throw new TooManyRequests(Math.max(1, windowEnd - time));
    },
  };
}
