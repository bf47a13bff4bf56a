/** JSON answers with the configured CORS origins. */
import type { IncomingMessage } from 'node:http';

export type Cors = readonly string[] | '*';

const REQUEST_HEADERS = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+){0,19}$/;

export function corsHeaders(req: IncomingMessage, cors: Cors): Record<string, string> {
  if (cors === '*') return { 'access-control-allow-origin': '*' };
  const origin = req.headers.origin;
  if (origin && cors.includes(origin)) return { 'access-control-allow-origin': origin, vary: 'origin' };
  return { vary: 'origin' };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const asked = req.headers['access-control-request-headers'];
  return {
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': typeof asked === 'string' && REQUEST_HEADERS.test(asked) ? asked : 'content-type',
    'access-control-max-age': '600',
  };
}

export { sendJson as send } from '../json-reply';

/** A route's answer with a status other than 200 that is not an error (/readyz's 503 still carries its report). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
