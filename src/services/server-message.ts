/**
 * SPEC §8's server messages. A service that refuses the site (its origin, its project id) or the visitor's session
 * says so in one of three sentences; each call that gets one carries it on its HttpStatusError, and the service
 * client's `onServerMessage` hears it so that the element shows the alert it maps to (once per page).
 */
import type { AlertCode } from '../errors';
import { HttpStatusError } from '../errors/request';
import * as MESSAGES from '../messages';
import { isRecord } from '../validate/record';

export const SERVER_MESSAGE_ALERTS: Readonly<Record<string, AlertCode>> = {
  [MESSAGES.originNotAllowed]: 'INVALID_APP_CONFIGURATION',
  [MESSAGES.invalidKey]: 'INVALID_APP_CONFIGURATION',
  // SPEC's Session Expired alert is this one's: "invalid session; check time settings and reconnect".
  [MESSAGES.jwtNotYetValid]: 'SESSION_EXPIRED',
};

/** Longer is no refusal of ours: such a body is not read. */
const MAX_REFUSAL_CHARS = 4096;

/** The server's message from a JSON error body `{ "message": … }`, when it is one of SPEC §8's. */
export function serverMessageOf(body: string): string | undefined {
  if (body.length > MAX_REFUSAL_CHARS) return undefined;
  try {
    const json: unknown = JSON.parse(body);
    const message = isRecord(json) ? json.message : undefined;
    return typeof message === 'string' && Object.hasOwn(SERVER_MESSAGE_ALERTS, message) ? message : undefined;
  } catch {
    return undefined;
  }
}

/** A failed answer as 'HTTP status code: {n}'; a 401 or 403 is read for a server message first. */
export async function httpStatusError(response: Response): Promise<HttpStatusError> {
  const length = Number(response.headers.get('content-length') ?? '0');
  const refused = (response.status === 401 || response.status === 403) && length <= MAX_REFUSAL_CHARS;
  const message = refused ? serverMessageOf(await response.text().catch(() => '')) : undefined;
  return new HttpStatusError(response.status, undefined, message);
}
