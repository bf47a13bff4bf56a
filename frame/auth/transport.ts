/**
 * The frame's requests to the auth service (server/auth/): JSON over fetch to the `authUrl` of config.json, with no
 * cookies, no redirects, no referrer and a time limit. What comes back is read as JSON of bounded size; what it means
 * is the caller's to parse (answers.ts). A request that never gets an answer it may read is a refusal in words a
 * person can act on: a timeout, a service out of reach, or a service that does not allow this frame's origin.
 */
import { words } from '../../src/frame-protocol/fields';
import { INVALID } from '../../src/frame-protocol/schema';
import * as MESSAGES from '../../src/messages';
import { isRecord } from '../../src/validate/record';
import { Refusal } from '../refusal';

/** Below the app's 30 s per frame request (SPEC §9), above the service's own 10 s SMTP timeouts. */
const REQUEST_TIMEOUT_MS = 20_000;
/** The service's answers are a few hundred bytes; anything far larger is not one of them. */
const MAX_ANSWER_CHARS = 64 * 1024;
/** A service message passed on to the app: one short line (the service's are one sentence). */
const serviceMessage = words(200);

export type AuthAnswer = { status: number; body: unknown };
export type AuthCall = { body?: unknown; token?: string };

export type AuthTransport = {
  /** One request to `path` (e.g. '/v1/email/code'); rejects with a Refusal when no readable answer came. */
  call(method: 'GET' | 'POST' | 'PUT', path: string, options?: AuthCall): Promise<AuthAnswer>;
};

export type AuthTransportOptions = { authUrl: string; fetch: typeof fetch; timeoutMs?: number };

export function createAuthTransport({ authUrl, fetch: send, timeoutMs = REQUEST_TIMEOUT_MS }: AuthTransportOptions): AuthTransport {
  // The service may sit under a path behind a proxy (https://shop.example/auth): its routes hang below it.
  const base = authUrl.replace(/\/+$/, '');
  const init = (timeout: number): RequestInit => ({
    credentials: 'omit',
    redirect: 'error',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal: AbortSignal.timeout(timeout),
  });

  /** Whether a request that needs no preflight (no body, no headers) gets an answer this origin may read. */
  const readable = (path: string) =>
    send(`${base}${path}`, { ...init(Math.min(timeoutMs, 5000)), mode: 'cors' }).then(
      async (response) => {
        await response.body?.cancel();
        return true;
      },
      () => false,
    );

  /**
   * Why a request failed before its answer could be read. The browser hides the reason: a service that does not list
   * this origin sends it no CORS headers, which looks like a network error. Two probes tell them apart: the service's
   * /healthz, readable from any origin, says whether it is up; GET /v1/session without a token, readable (a 401)
   * only by an allowed origin, whether it refuses this one (SPEC §8's words) or the first failure was the network's.
   */
  async function unreadable(error: unknown): Promise<Refusal> {
    if (error instanceof DOMException && error.name === 'TimeoutError') return new Refusal(MESSAGES.frameTimeout);
    if ((await readable('/healthz')) && !(await readable('/v1/session'))) return new Refusal(MESSAGES.originNotAllowed);
    return new Refusal(MESSAGES.authServiceUnreachable);
  }

  return {
    async call(method, path, { body, token } = {}) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      let response: Response;
      let text: string;
      try {
        response = await send(`${base}${path}`, {
          ...init(timeoutMs),
          method,
          mode: 'cors',
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        text = await response.text();
      } catch (error) {
        throw await unreadable(error);
      }
      if (text === '') return { status: response.status, body: null };
      if (text.length > MAX_ANSWER_CHARS) throw new Error(`the auth service answered ${path} with ${text.length} characters`);
      try {
        return { status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        throw new Error(`the auth service answered ${path} with HTTP ${response.status} and no JSON`);
      }
    },
  };
}

/**
 * An answer that is not the one a route hoped for, as the frame reports it: the service's own words where they are
 * meant for people (a refused input, a code, the throttle, a limit, SMTP down), else an internal error that the
 * handler logs and answers 'An error occurred'.
 */
export function failureOf(path: string, answer: AuthAnswer): Error {
  const { status, body } = answer;
  const message = isRecord(body) ? serviceMessage(body.message) : INVALID;
  const forPeople = (status >= 400 && status < 500) || status === 503;
  if (forPeople && message !== INVALID && message !== '') return new Refusal(message);
  return new Error(`the auth service answered ${path} with HTTP ${status}`);
}
