/**
 * Rate limits around one request of a limited route: counts its client address now, and hands the route a context
 * whose `limitAccount` counts the account it acts for once it knows it.
 */
import type { IncomingMessage } from 'node:http';
import { clientAddress, clientKey } from '../../shared/client-address';
import type { RouteContext } from './context';
import type { RateLimitName } from './rate-limits';

export async function limitRequest(ctx: RouteContext, name: RateLimitName | undefined, req: IncomingMessage): Promise<RouteContext> {
  const limiter = ctx.rateLimiter;
  if (!name || !limiter) return ctx;
  const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], ctx.trustProxy ?? null);
  await limiter.check(name, 'client', clientKey(client));
  return { ...ctx, limitAccount: (account) => limiter.check(name, 'account', account) };
}
