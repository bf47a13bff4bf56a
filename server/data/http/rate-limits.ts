/**
 * Rate limits on the routes that write or cost something (sign-in, names, prices, swap quotes and builds, onramp):
 * a fixed window of `windowSeconds`, at most `client` requests per client address (server/shared/client-address.ts)
 * and, where the route has an account, at most `account` per account. The counters live in the database
 * (../db/rate-limit-store.ts), so several instances on one PostgreSQL share them.
 */
import type { RateLimitStore } from '../db/rate-limit-store';
import { TooManyRequests } from './errors';

const RATE_LIMIT_NAMES = ['nonce', 'verify', 'revoke', 'register', 'price', 'quote', 'build', 'onramp'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export type RateLimit = {
  /** Requests per client address per window; 0 for none. */
  client: number;
  /** Requests per account per window, on routes that have one (verify, revoke, register); 0 for none. */
  account?: number;
  windowSeconds: number;
};

/** `rateLimits` in DataServiceOptions: false turns every limit off; per route, false or 0 turns that one off. */
export type RateLimitsConfig = false | Partial<Record<RateLimitName, Partial<RateLimit> | false | 0>>;

/**
 * Defaults: a person signing in, registering a name, pricing or swapping stays far below them; a script that loops
 * on a route does not. docs/data-service.md ("Limits") lists them.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitName, RateLimit>> = {
  nonce: { client: 60, windowSeconds: 60 },
  verify: { client: 30, account: 10, windowSeconds: 60 },
  revoke: { client: 30, account: 10, windowSeconds: 60 },
  register: { client: 20, account: 5, windowSeconds: 3600 },
  price: { client: 300, windowSeconds: 60 },
  quote: { client: 120, windowSeconds: 60 },
  build: { client: 60, windowSeconds: 60 },
  onramp: { client: 120, windowSeconds: 60 },
};

/**
 * The defaults with every count times `factor`: for a place where one address is every client on purpose (the dev
 * stack and the end-to-end suite on 127.0.0.1, route tests that send each bad input), the limits still run.
 */
export function scaledRateLimits(factor: number): Record<RateLimitName, RateLimit> {
  const scaled = (name: RateLimitName): RateLimit => {
    const limit = DEFAULT_RATE_LIMITS[name];
    return { ...limit, client: limit.client * factor, ...(limit.account ? { account: limit.account * factor } : {}) };
  };
  return Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, scaled(name)])) as Record<RateLimitName, RateLimit>;
}

const PRUNE_EVERY_SECONDS = 60;

const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000_000;

/** The limits in force: the defaults with the configured overrides; throws naming the field that is wrong. */
export function resolveRateLimits(config: RateLimitsConfig | undefined): Partial<Record<RateLimitName, RateLimit>> {
  if (config === false) return {};
  if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config)))
    throw new Error('rateLimits must be false or an object of routes');
  const limits: Partial<Record<RateLimitName, RateLimit>> = {};
  for (const name of Object.keys(config ?? {})) {
    if (!(RATE_LIMIT_NAMES as readonly string[]).includes(name)) throw new Error(`rateLimits.${name}: no such limit (${RATE_LIMIT_NAMES.join(', ')})`);
  }
  for (const name of RATE_LIMIT_NAMES) {
    const override = config?.[name];
    if (override === false || override === 0) continue;
    if (override !== undefined && (typeof override !== 'object' || override === null))
      throw new Error(`rateLimits.${name} must be false, 0 or { client, account, windowSeconds }`);
    const limit = { ...DEFAULT_RATE_LIMITS[name], ...override };
    if (!count(limit.client)) throw new Error(`rateLimits.${name}.client must be a whole number from 0`);
    if (limit.account !== undefined && !count(limit.account)) throw new Error(`rateLimits.${name}.account must be a whole number from 0`);
    if (!count(limit.windowSeconds) || limit.windowSeconds < 1 || limit.windowSeconds > 86_400)
      throw new Error(`rateLimits.${name}.windowSeconds must be a whole number from 1 to 86400`);
    limits[name] = limit;
  }
  return limits;
}

export type RateLimiter = {
  /** Counts a hit of `name` for this client address or account; throws TooManyRequests past the limit. */
  check(name: RateLimitName, scope: 'client' | 'account', key: string): Promise<void>;
};

export function createRateLimiter({
  store,
  limits,
  now,
  log,
}: {
  store: RateLimitStore;
  limits: Partial<Record<RateLimitName, RateLimit>>;
  now: () => number;
  log: (line: string) => void;
}): RateLimiter {
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
