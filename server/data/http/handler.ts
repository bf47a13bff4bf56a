/**
 * The data service's routes (SPEC §7, account data): each parses its input first and answers JSON. A bad input is a
 * 400 naming the field; an unexpected failure is a bare 500 (logged, never a stack trace to the client).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestScope } from '../../shared/http-service';
import { parseRequestTarget } from '../../shared/request-target';
import type { RouteContext } from './context';
import { errorAnswer, HttpError } from '../../shared/http/errors';
import { findRoute, routeName, type RouteShape } from '../../shared/http/routes';
import { limitRequest } from './limit-request';
import { accessRefusal, originRefused, refusalCors } from './access';
import { checkClientParams } from './params';
import type { RateLimitName } from './rate-limits';
import { readJsonBody } from '../../shared/http/read-body';
import { corsHeaders, preflightHeaders, Reply, send, type Cors } from '../../shared/http/respond';
import { balance } from './routes/balance';
import { convertAllowance, convertBuildApprove, convertBuildTransaction, convertGasPrice, convertQuotes, convertTokens } from './routes/convert';
import { history } from './routes/history';
import { assetImage, currencyImage, ImageReply, tokenImage } from './routes/images';
import { fungiblePrice } from './routes/price';
import { identity, lookupName, registerName, reverseName, suggestions } from './routes/profile';
import { createNonce, endCurrentSession, listSessions, revokeSession, verifySession } from './routes/sessions';
import { supportedChains } from './routes/supported-chains';
import { onrampOptions } from '../onramp/options';
import { onrampQuote } from '../onramp/quote';
import { onrampUrl } from '../onramp/url';

const MAX_URL = 4096;

type Route = RouteShape & {
  /** Open to every caller, whatever its origin or project id: the health probes. */
  open?: true;
  /** Only when the service has this config; otherwise the route does not exist (404). */
  needs?: 'onramp';
  /** The rate limit it counts against (./rate-limits.ts). */
  limit?: RateLimitName;
  run(ctx: RouteContext, match: RegExpExecArray, params: URLSearchParams, req: IncomingMessage): Promise<unknown> | unknown;
};

const ROUTES: readonly Route[] = [
  { method: 'GET', open: true, pattern: /^\/healthz$/, run: () => ({ status: 'ok' }) },
  {
    method: 'GET',
    open: true,
    pattern: /^\/readyz$/,
    run: async (ctx) => {
      const readiness = await ctx.readiness();
      return new Reply(readiness.ready ? 200 : 503, readiness);
    },
  },
  { method: 'GET', pattern: /^\/v1\/supported-chains$/, run: (ctx) => supportedChains(ctx) },
  { method: 'GET', limit: 'image', pattern: /^\/public\/getAssetImage\/([^/]+)$/, run: (ctx, m) => assetImage(ctx, m[1]!) },
  { method: 'GET', limit: 'image', pattern: /^\/public\/getCurrencyImage\/([^/]+)$/, run: (ctx, m) => currencyImage(ctx, m[1]!) },
  { method: 'GET', limit: 'image', pattern: /^\/public\/getTokenImage\/([^/]+)$/, run: (ctx, m) => tokenImage(ctx, m[1]!) },
  { method: 'GET', pattern: /^\/v1\/identity\/([^/]+)$/, run: (ctx, m, p) => identity(ctx, m[1]!, p) },
  { method: 'GET', pattern: /^\/v1\/account\/([^/]+)\/history$/, run: (ctx, m, p) => history(ctx, m[1]!, p) },
  { method: 'GET', pattern: /^\/v1\/account\/([^/]+)\/balance$/, run: (ctx, m, p) => balance(ctx, m[1]!, p) },
  { method: 'POST', limit: 'price', pattern: /^\/v1\/fungible\/price$/, run: async (ctx, _m, _p, req) => fungiblePrice(ctx, await readJsonBody(req)) },
  { method: 'GET', pattern: /^\/v1\/profile\/account\/([^/]+)$/, run: (ctx, m, p) => lookupName(ctx, m[1]!, p) },
  { method: 'POST', limit: 'register', pattern: /^\/v1\/profile\/account$/, run: async (ctx, _m, _p, req) => registerName(ctx, await readJsonBody(req)) },
  { method: 'GET', pattern: /^\/v1\/profile\/reverse\/([^/]+)$/, run: (ctx, m, p) => reverseName(ctx, m[1]!, p) },
  { method: 'GET', pattern: /^\/v1\/profile\/suggestions\/([^/]+)$/, run: (ctx, m, p) => suggestions(ctx, m[1]!, p) },
  { method: 'GET', pattern: /^\/v1\/convert\/tokens$/, run: (ctx, _m, p) => convertTokens(ctx, p) },
  { method: 'GET', limit: 'quote', pattern: /^\/v1\/convert\/quotes$/, run: (ctx, _m, p) => convertQuotes(ctx, p) },
  { method: 'GET', pattern: /^\/v1\/convert\/allowance$/, run: (ctx, _m, p) => convertAllowance(ctx, p) },
  { method: 'GET', pattern: /^\/v1\/convert\/gas-price$/, run: (ctx, _m, p) => convertGasPrice(ctx, p) },
  { method: 'GET', limit: 'build', pattern: /^\/v1\/convert\/build-approve$/, run: (ctx, _m, p) => convertBuildApprove(ctx, p) },
  {
    method: 'POST',
    limit: 'build',
    pattern: /^\/v1\/convert\/build-transaction$/,
    run: async (ctx, _m, _p, req) => convertBuildTransaction(ctx, await readJsonBody(req)),
  },
  { method: 'GET', needs: 'onramp', limit: 'onramp', pattern: /^\/v1\/onramp\/options$/, run: (ctx) => onrampOptions(ctx.onramp!, ctx.chains) },
  {
    method: 'POST',
    needs: 'onramp',
    limit: 'onramp',
    pattern: /^\/v1\/onramp\/quote$/,
    run: async (ctx, _m, _p, req) => onrampQuote(ctx, ctx.onramp!, await readJsonBody(req)),
  },
  {
    method: 'POST',
    needs: 'onramp',
    limit: 'onramp',
    pattern: /^\/v1\/generators\/onrampurl$/,
    run: async (ctx, _m, _p, req) => onrampUrl(ctx, ctx.onramp!, await readJsonBody(req)),
  },
  { method: 'POST', limit: 'nonce', pattern: /^\/v1\/sessions\/nonce$/, run: (ctx) => createNonce(ctx) },
  {
    method: 'POST',
    limit: 'verify',
    pattern: /^\/v1\/sessions\/verify$/,
    run: async (ctx, _m, _p, req) => verifySession(ctx, req.headers.origin, await readJsonBody(req)),
  },
  { method: 'DELETE', pattern: /^\/v1\/sessions\/current$/, run: (ctx, _m, _p, req) => endCurrentSession(ctx, req.headers.authorization) },
  { method: 'GET', pattern: /^\/v1\/sessions\/([^/]+)$/, run: (ctx, m, _p, req) => listSessions(ctx, m[1]!, req.headers.authorization) },
  {
    method: 'POST',
    limit: 'revoke',
    pattern: /^\/v1\/sessions\/([^/]+)\/revoke$/,
    run: async (ctx, m, p, req) => revokeSession(ctx, m[1]!, p, await readJsonBody(req)),
  },
];

/**
 * Images are cached a day and revalidated by their strong ETag; the type is the one their bytes show (a fetched logo
 * was sniffed by ../images/logo-bytes.ts), nosniff holds the browser to it, and the CSP lets an SVG run no script and
 * load nothing, even opened as a page.
 */
function sendImage(req: IncomingMessage, res: ServerResponse, image: ImageReply, headers: Record<string, string>): void {
  const imageHeaders = {
    ...headers,
    'content-type': image.contentType,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=86400',
    etag: image.etag,
  };
  const fresh = req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === image.etag);
  res.writeHead(fresh ? 304 : 200, imageHeaders);
  res.end(fresh ? undefined : image.body);
}

export function createDataHandler(ctx: RouteContext, cors: Cors) {
  return async function handle(req: IncomingMessage, res: ServerResponse, scope?: RequestScope): Promise<void> {
    const headers = corsHeaders(req, cors);
    // Set now, so the shell's 500 for a route that throws still carries them and the browser can read it.
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const access = { corsOrigins: cors, ...(ctx.projectIds ? { projectIds: ctx.projectIds } : {}) };
    // A refused origin's preflight passes, so that its call can be answered with the reason (./access.ts).
    if (req.method === 'OPTIONS')
      return send(res, 204, null, { ...headers, ...(originRefused(req, access) ? refusalCors(req) : {}), ...preflightHeaders(req) });
    if ((req.url ?? '').length > MAX_URL) return send(res, 414, { message: `The URL is longer than ${MAX_URL} characters` }, headers);
    const url = parseRequestTarget(req.url);
    if (!url) return send(res, 400, { message: 'The request target is not a valid URL' }, headers);
    // Clients that join a base URL ending in '/' with '/v1/…' send '//v1/…'.
    const path = url.pathname.replace(/^\/+/, '/');
    const found = findRoute(
      ROUTES.filter((r) => !r.needs || ctx[r.needs]),
      req.method,
      path,
    );
    if (!found.route) return send(res, found.status, { message: found.message }, { ...headers, ...(found.status === 405 ? { allow: found.allow } : {}) });
    const { route, match } = found;
    scope?.setRoute(routeName(route));
    const refused = route.open ? undefined : accessRefusal(req, url.searchParams, access);
    if (refused) {
      const answer = errorAnswer(refused);
      return send(res, answer.status, answer.body, { ...headers, ...refusalCors(req) });
    }
    try {
      checkClientParams(url.searchParams);
      const routeCtx = await limitRequest(ctx, route.limit, req);
      const body = await route.run(routeCtx, match, url.searchParams, req);
      if (body instanceof ImageReply) sendImage(req, res, body, headers);
      else if (body instanceof Reply) send(res, body.status, body.body, headers);
      else send(res, 200, body, headers);
    } catch (error) {
      if (error instanceof HttpError) {
        const answer = errorAnswer(error);
        send(res, answer.status, answer.body, { ...headers, ...answer.headers });
        return;
      }
      // The shell logs it with the request id and answers the documented 500 carrying that id.
      throw error;
    }
  };
}
