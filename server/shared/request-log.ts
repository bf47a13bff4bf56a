/**
 * One JSON line per request, and one per error, each with the request's id. Lines carry the route's pattern, never the
 * path or query (they can hold addresses, names and tokens), and never a header.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type LogLine = (line: string) => void;

/** Every JSON log line a service writes goes through here, so each has the same first fields. */
export function writeLog(log: LogLine, service: string, level: 'info' | 'warn' | 'error', fields: Record<string, unknown>): void {
  log(JSON.stringify({ time: new Date().toISOString(), level, service, ...fields }));
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The client's own id when it sent a plain one (a proxy's), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_ID.test(given) ? given : newRequestId();
}

/** A random id, short enough to quote: 12 URL-safe characters. */
export function newRequestId(): string {
  return randomBytes(9).toString('base64url');
}

/** An error's text for the log: its message and stack, cut short. Never sent to a client. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.slice(0, 2000);
}
