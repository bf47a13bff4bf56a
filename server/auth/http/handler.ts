/**
 * The auth service's routes (docs/embedded-wallet.md lists them with their bodies and answers). Each request is
 * checked in this order: the URL, the route, the Origin (403 for any origin not configured), the client's rate limit,
 * then the route parses its body (400 naming the field) and runs. An unexpected failure is the shell's 500 (logged).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { clientAddress, clientKey } from '../../shared/client-address';
import { errorAnswer, HttpError } from '../../shared/http/errors';
import type { RequestScope } from '../../shared/http-service';
import type { RateLimiter } from '../../shared/http/rate-limiter';
import { Reply, send } from '../../shared/http/respond';
import { findRoute, routeName, type RouteShape } from '../../shared/http/routes';
import { parseRequestTarget } from '../../shared/request-target';
import type { Readiness } from '../health';
import type { AuthContext } from './context';
import { corsHeaders, originAllowed, preflightHeaders, refuseOrigin } from './origin';
import type { AuthRateLimitName } from './rate-limits';
import { requestCode, verifyCode } from './routes/email';
import { startEmailChange, verifyEmailChangePrimary, verifyEmailChangeSecondary } from './routes/email-change';
import { currentSession, refreshSession, signOut } from './routes/session';
import { getAuthShare, putAuthShare, putRecoveryShare, readRecoveryShare } from './routes/shares';
import { completeSocial, listProviders, socialCallback, startSocial } from './routes/social';
import { HtmlPage, sendPage } from './page';

const MAX_URL = 2048;

type Route = RouteShape & {
  limit: AuthRateLimitName;
  /** A probe for the operator's load balancer: no Origin is asked of it. */
  probe?: true;
  /**
   * Readable from any origin (`Access-Control-Allow-Origin: *`): /healthz, which says only "ok". A frame whose origin is
   * not allowed cannot read the 403 that says so (no CORS for it); that the service is up while refusing it is how it
   * knows (frame/auth/transport.ts).
   */
  anyOrigin?: true;
  /** Only with a key-encryption key configured; otherwise the route does not exist (404). */
  needsKek?: true;
  /**
   * A page a browser navigates to (the social callback): no Origin is asked of it, it takes a query string, and it
   * answers an HTML page, its errors too.
   */
  page?: true;
  run(ctx: AuthContext, req: IncomingMessage, match: RegExpExecArray, url: URL): Promise<unknown> | unknown;
};

/** The service as the handler needs it: the routes' context without the per-request limit, and /readyz's check. */
export type HandlerDeps = {
  context: Omit<AuthContext, 'limitAccount'>;
  allowedOrigins: ReadonlySet<string>;
  rateLimiter: RateLimiter<AuthRateLimitName>;
  trustProxy: BlockList | null;
  readiness: () => Promise<Readiness>;
  /** Run beside requests, at most now and then (old codes and sessions are deleted). */
  housekeeping: () => void;
};

function routes(deps: HandlerDeps): Route[] {
  return [
    { method: 'GET', pattern: /^\/healthz$/, limit: 'probe', probe: true, anyOrigin: true, run: () => ({ status: 'ok' }) },
    {
      method: 'GET',
      pattern: /^\/readyz$/,
      limit: 'probe',
      probe: true,
      run: async () => {
        const readiness = await deps.readiness();
        return new Reply(readiness.ready ? 200 : 503, readiness);
      },
    },
    { method: 'POST', pattern: /^\/v1\/email\/code$/, limit: 'codeRequest', run: requestCode },
    { method: 'POST', pattern: /^\/v1\/email\/verify$/, limit: 'codeCheck', run: verifyCode },
    { method: 'POST', pattern: /^\/v1\/email\/change$/, limit: 'changeRequest', run: startEmailChange },
    { method: 'POST', pattern: /^\/v1\/email\/change\/primary$/, limit: 'changeCheck', run: verifyEmailChangePrimary },
    { method: 'POST', pattern: /^\/v1\/email\/change\/secondary$/, limit: 'changeCheck', run: verifyEmailChangeSecondary },
    { method: 'GET', pattern: /^\/v1\/session$/, limit: 'session', run: currentSession },
    { method: 'POST', pattern: /^\/v1\/session\/refresh$/, limit: 'session', run: refreshSession },
    { method: 'POST', pattern: /^\/v1\/session\/sign-out$/, limit: 'session', run: signOut },
    { method: 'PUT', pattern: /^\/v1\/shares\/auth$/, limit: 'shares', run: putAuthShare },
    { method: 'GET', pattern: /^\/v1\/shares\/auth$/, limit: 'shares', run: getAuthShare },
    { method: 'PUT', pattern: /^\/v1\/shares\/recovery$/, limit: 'shares', needsKek: true, run: putRecoveryShare },
    { method: 'POST', pattern: /^\/v1\/shares\/recovery\/read$/, limit: 'shares', needsKek: true, run: readRecoveryShare },
    { method: 'GET', pattern: /^\/v1\/social\/providers$/, limit: 'social', run: listProviders },
    { method: 'POST', pattern: /^\/v1\/social\/([^/]{1,64})\/start$/, limit: 'social', run: startSocial },
    { method: 'GET', pattern: /^\/v1\/social\/callback$/, limit: 'socialCallback', page: true, run: socialCallback },
    { method: 'POST', pattern: /^\/v1\/social\/complete$/, limit: 'socialResult', run: completeSocial },
  ];
}

export function createAuthHandler(deps: HandlerDeps) {
  const table = routes(deps).filter((r) => !r.needsKek || deps.context.keyEncryptionKey);
  return async function handle(req: IncomingMessage, res: ServerResponse, scope?: RequestScope): Promise<void> {
    const cors = corsHeaders(req, deps.allowedOrigins);
    // Set now, so the shell's 500 for a route that throws still carries them and the frame can read it.
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    const fail = (error: HttpError) => {
      const answer = errorAnswer(error);
      send(res, answer.status, answer.body, { ...cors, ...answer.headers });
    };
    if ((req.url ?? '').length > MAX_URL) return fail(new HttpError(414, `The URL is longer than ${MAX_URL} characters`));
    const url = parseRequestTarget(req.url);
    if (!url) return fail(new HttpError(400, 'The request target is not a valid URL'));
    const path = url.pathname;
    if (url.search !== '' && !table.some((r) => r.page && r.pattern.test(path))) return fail(new HttpError(400, 'No route takes a query string', 'query'));
    if (req.method === 'OPTIONS') {
      const methods = table.filter((r) => r.pattern.test(path)).map((r) => r.method);
      if (methods.length === 0) return fail(new HttpError(404, `No route ${path.slice(0, 64)}`));
      if (!originAllowed(req, deps.allowedOrigins)) return fail(refuseOrigin());
      return send(res, 204, null, { ...cors, ...preflightHeaders(methods) });
    }
    const found = findRoute(table, req.method, path);
    if (!found.route) return send(res, found.status, { message: found.message }, { ...cors, ...(found.status === 405 ? { allow: found.allow } : {}) });
    const { route } = found;
    scope?.setRoute(routeName(route));
    try {
      if (!route.probe && !route.page && !originAllowed(req, deps.allowedOrigins)) throw refuseOrigin();
      await deps.rateLimiter.check(route.limit, 'client', clientKey(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], deps.trustProxy)));
      deps.housekeeping();
      const context: AuthContext = { ...deps.context, limitAccount: (account) => deps.rateLimiter.check(route.limit, 'account', account) };
      const body = await route.run(context, req, found.match, url);
      const headers = route.anyOrigin ? { ...cors, 'access-control-allow-origin': '*' } : cors;
      if (body instanceof HtmlPage) sendPage(res, body, headers);
      else if (body instanceof Reply) send(res, body.status, body.body, headers);
      else send(res, 200, body, headers);
    } catch (error) {
      if (error instanceof HttpError && route.page) {
        const words = `${error.message}${error.field ? ` (${error.field})` : ''}`;
        return sendPage(res, new HtmlPage(error.status, 'Sign-in failed', words, 'failed'), { ...cors, ...errorAnswer(error).headers });
      }
      if (error instanceof HttpError) return fail(error);
      // The shell logs it with the request id and answers the documented 500 carrying that id.
      throw error;
    }
  };
}
