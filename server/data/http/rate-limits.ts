/**
 * The data service's rate limits, on the routes that write or cost something (sign-in, names, prices, swap quotes and
 * builds, onramp): their names and defaults. How they are configured and counted is shared with the auth service
 * (server/shared/http/rate-limiter.ts).
 */
import {
  resolveRateLimits as resolveNamed,
  scaleRateLimits,
  type RateLimit,
  type RateLimiter as NamedRateLimiter,
  type RateLimitsConfig as NamedRateLimitsConfig,
} from '../../shared/http/rate-limiter';

const RATE_LIMIT_NAMES = ['nonce', 'verify', 'revoke', 'register', 'price', 'quote', 'build', 'onramp', 'image'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** `rateLimits` in DataServiceOptions: false turns every limit off; per route, false or 0 turns that one off. */
export type RateLimitsConfig = NamedRateLimitsConfig<RateLimitName>;
export type RateLimiter = NamedRateLimiter<RateLimitName>;

/**
 * Defaults: a person signing in, registering a name, pricing or swapping stays far below them; a script that loops
 * on a route does not. docs/data-service.md ("Limits") lists them. `account` counts on the routes that have one
 * (verify, revoke, register).
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
  // A modal opens with up to SPEC §9's 20 prefetched images, plus networks and flags.
  image: { client: 600, windowSeconds: 60 },
};

/** The defaults with every count times `factor` (server/shared/http/rate-limiter.ts says when). */
export const scaledRateLimits = (factor: number): Record<RateLimitName, RateLimit> => scaleRateLimits(DEFAULT_RATE_LIMITS, factor);

/** The limits in force: the defaults with the configured overrides; throws naming the field that is wrong. */
export const resolveRateLimits = (config: RateLimitsConfig | undefined): Partial<Record<RateLimitName, RateLimit>> => resolveNamed(DEFAULT_RATE_LIMITS, config);
