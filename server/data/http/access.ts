/**
 * Who may use the data service, in SPEC §8's words. A browser call from an origin outside `corsOrigins` gets 403
 * 'Unauthorized: origin not allowed'; when the deployment lists its project ids, a call naming none of them gets 401
 * 'Unauthorized: invalid key'. Such a refusal (and its preflight) carries CORS for the refused origin: the modal on
 * that page can then read why and show the Invalid App Configuration alert, and it is given nothing else. A call with
 * no Origin (a server, a probe, an <img>) is not a browser's cross-origin call and is judged by its project id only;
 * the health routes are open to all.
 */
import type { IncomingMessage } from 'node:http';
import * as MESSAGES from '../../../src/messages';
import { HttpError } from '../../shared/http/errors';
import type { Cors } from '../../shared/http/respond';

export type Access = { corsOrigins: Cors; projectIds?: ReadonlySet<string> };

export function originRefused(req: IncomingMessage, access: Access): boolean {
  const origin = req.headers.origin;
  return access.corsOrigins !== '*' && typeof origin === 'string' && !access.corsOrigins.includes(origin);
}

/** The refusal of this call, or undefined when it may go on. */
export function accessRefusal(req: IncomingMessage, params: URLSearchParams, access: Access): HttpError | undefined {
  if (originRefused(req, access)) return new HttpError(403, MESSAGES.originNotAllowed, 'origin');
  const projectId = params.get('projectId');
  if (access.projectIds && !(projectId && access.projectIds.has(projectId))) return new HttpError(401, MESSAGES.invalidKey, 'projectId');
  return undefined;
}

/** The CORS headers a refusal goes out with, so that the refused page can read it. */
export function refusalCors(req: IncomingMessage): Record<string, string> {
  return typeof req.headers.origin === 'string' ? { 'access-control-allow-origin': req.headers.origin, vary: 'origin' } : {};
}
