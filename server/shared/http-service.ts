/**
 * The HTTP shell every service runs in: connection limits, an answer for every request (a handler that throws or
 * rejects gives the documented 500, never an unhandled rejection), a request id on every reply, one JSON log line per
 * request, and a stop that drains what is in flight before it closes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connectionLimits, type ConnectionLimits } from './limits';
import { errorText, newRequestId, requestIdOf, writeLog, type LogLine } from './request-log';
import { answerClientError, pendingResponse, refuseRaw, sendJson } from './json-reply';

/** What a handler learns of the request beyond Node's objects, and how it names the route it matched for the log. */
export type RequestScope = { id: string; setRoute(pattern: string): void };

type RequestHandler = (req: IncomingMessage, res: ServerResponse, scope: RequestScope) => Promise<void> | void;

export type HttpServiceOptions = {
  /** The service's name in its log lines ('data', 'catalogue'). */
  service: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  handle: RequestHandler;
  limits?: Partial<ConnectionLimits>;
  log: LogLine;
};

export type HttpService = {
  url: string;
  port: number;
  server: Server;
  /**
   * Stops accepting at once, lets requests in flight finish for at most `graceMs`, then closes every socket left.
   * Resolves when the server is closed.
   */
  stop(graceMs?: number): Promise<void>;
};

const DEFAULT_DRAIN_MS = 10_000;
const CHECK_INTERVAL_MS = 500;

export async function startHttpService(options: HttpServiceOptions): Promise<HttpService> {
  const limits = connectionLimits(options.limits);
  const host = options.host ?? '127.0.0.1';
  const server = createServer({
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxHeaderSize: limits.maxHeaderBytes,
    // Node looks for requests past their timeouts only this often (30 s by default), which would let a stalled body
    // live twice as long as its limit.
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
    // A request without Host gets the routes' own JSON answer instead of Node's bare 400.
    requireHostHeader: false,
  });
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = limits.maxHeadersCount;
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // Requests whose answer went out on the raw socket (a body cut at its timeout: 408), not through their response.
  const answeredRaw = new WeakMap<ServerResponse, number>();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const id = requestIdOf(req);
    let route = 'unmatched';
    inFlight.add(res);
    // A client that goes away mid-body makes Node emit 'error' on these; nobody is left to answer.
    req.on('error', () => {});
    res.on('error', () => {});
    res.setHeader('x-request-id', id);
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // The status the client was sent; null when it got none (it left first), never the unsent default 200.
      const status = res.headersSent ? res.statusCode : (answeredRaw.get(res) ?? null);
      writeLog(options.log, options.service, 'info', {
        id,
        method: req.method?.slice(0, 16),
        route,
        status,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      });
      if (stopping) server.closeIdleConnections();
    });
    const scope: RequestScope = { id, setRoute: (pattern) => (route = pattern) };
    Promise.resolve()
      .then(() => options.handle(req, res, scope))
      .catch((error: unknown) => {
        // A client that left (or was cut at its timeout) mid-body is not the service's error: its line says aborted.
        if (req.destroyed && !res.headersSent) return;
        writeLog(options.log, options.service, 'error', { id, route, error: errorText(error) });
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal error', requestId: id });
        else res.destroy();
      });
  });
  /** The log line of a request Node answered for the shell, outside the 'request' event: no route ran. */
  const logRawAnswer = (id: string, method: string | null, status: number) =>
    writeLog(options.log, options.service, 'info', { id, method, route: 'unparsed', status, ms: null });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A body cut at its timeout belongs to a request that has its id and log line already; a malformed one has neither.
    const pending = pendingResponse(socket);
    const id = pending ? String(pending.getHeader('x-request-id')) : newRequestId();
    const status = answerClientError(error, socket, id);
    if (status === null) return;
    if (pending) answeredRaw.set(pending, status);
    else logRawAnswer(id, null, status);
  });
  // Without a listener Node drops CONNECT's socket unanswered; no service here tunnels, so it is refused in JSON.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const id = requestIdOf(req);
    refuseRaw(socket, 405, 'Method not allowed', id);
    logRawAnswer(id, 'CONNECT', 405);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A listening server's later errors (EMFILE at accept) are logged, not thrown: nothing else would catch them.
  server.on('error', (error) => writeLog(options.log, options.service, 'error', { error: errorText(error) }));
  const port = (server.address() as AddressInfo).port;

  let stopped: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    server,
    stop(graceMs = DEFAULT_DRAIN_MS) {
      stopped ??= new Promise<void>((resolve) => {
        stopping = true;
        // A keep-alive client told now does not send its next request on a socket about to close.
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
        if (inFlight.size === 0) server.closeAllConnections();
      });
      return stopped;
    },
  };
}
