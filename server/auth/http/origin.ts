/**
 * Who may call the /v1 routes: only pages of the configured origins (the frame's). A browser always sends Origin on
 * the cross-origin requests the frame makes; a request from any other origin, or with none, is refused with SPEC §8's
 * 'Unauthorized: origin not allowed' (403), and CORS headers are given to the allowed origins only. Origins are
 * compared whole (scheme, host and port), as the browser writes them.
 */
import type { IncomingMessage } from 'node:http';
import * as MESSAGES from '../../../src/messages';
import { HttpError } from '../../shared/http/errors';

const ALLOWED_HEADERS = 'authorization, content-type';

export function originAllowed(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  return typeof origin === 'string' && allowed.has(origin);
}

export function refuseOrigin(): HttpError {
  return new HttpError(403, MESSAGES.originNotAllowed);
}

/** The CORS headers of an answer: for an allowed origin, that origin; for any other, only `vary`. */
export function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  return originAllowed(req, allowed) ? { 'access-control-allow-origin': req.headers.origin!, vary: 'origin' } : { vary: 'origin' };
}

/** A preflight's answer headers for a path that takes `methods`. */
export function preflightHeaders(methods: readonly string[]): Record<string, string> {
  return {
    'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
  };
}
