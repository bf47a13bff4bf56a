// A WalletConnect v2 relay on 127.0.0.1 for the local stack and tests: the relay's WebSocket JSON-RPC
// (irn_* methods, irn_subscription deliveries, and the wc_proposeSession / wc_approveSession session
// methods) as @walletconnect/core and @walletconnect/sign-client 2.21.8 use it. With `requireAuth` (the stack's
// relay), a socket opens only with a valid `?auth=` token (dev/relay/auth.ts), else HTTP 401; without it the query
// is accepted as is, for tests that speak to the relay on raw sockets. Messages are kept in memory
// per topic for their TTL (bounded); with `persistence` (dev/relay/persistence.ts) they outlive a stop,
// so a relay started again on the same port keeps its mailbox. Tests can make it fail on purpose:
// `dropConnections()` cuts every socket, `dropNewConnections(true)` cuts each one as it opens,
// `refuseNewConnections(true)` answers each upgrade with HTTP 503; `attempts()` lists every socket
// attempt (upgrade request), refused ones included, with its time and client, to measure reconnects.
// See dev/relay/ for the parts.
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type RawData } from 'ws';
import { Router, type Peer } from './relay/router.ts';
import { createMethods } from './relay/methods.ts';
import { authRefusal } from './relay/auth.ts';
import type { RelayPersistence } from './relay/persistence.ts';
import { parseFrame, formatResult, formatError, formatRequest, idKey, isJsonObject, RpcError, METHOD_NOT_FOUND, INTERNAL_ERROR } from './relay/jsonrpc.ts';

export type RelayOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Server pings; the Node client drops a connection silent for 35 s. */
  pingIntervalMs?: number;
  /** Stored messages per topic (default 100). */
  maxPerTopic?: number;
  /** Stored messages in all (default 10,000). */
  maxTotal?: number;
  /** Default 10,000. */
  maxTopicsPerConnection?: number;
  /** Keeps the mailbox across a stop and a start (see dev/relay/persistence.ts). */
  persistence?: RelayPersistence;
  /** Refuses (HTTP 401) an upgrade without a valid `?auth=` relay token, as the public relay does. */
  requireAuth?: boolean;
};
type RelayAttempt = {
  /** Date.now() when the upgrade request arrived. */
  at: number;
  /** The client's identity: the `iss` (did:key of its client id) of the JWT in `?auth=`, else per connection. */
  client: string;
  outcome: 'accepted' | 'dropped' | 'refused';
};
export type Relay = {
  /** ws://127.0.0.1:PORT */
  relayUrl: string;
  port: number;
  /** `accepted`: sockets opened since the start, dropped ones included. */
  stats(): { connections: number; accepted: number; storedMessages: number; unacked: number };
  /** Cuts every open socket, as a relay losing its clients does. */
  dropConnections(): void;
  /** While on, each socket is cut as soon as it opens. */
  dropNewConnections(on: boolean): void;
  /** While on, each upgrade is answered with HTTP 503: no socket opens. */
  refuseNewConnections(on: boolean): void;
  /** Every socket attempt (upgrade request) since the start, refused and dropped ones included, in order. */
  attempts(): RelayAttempt[];
  stop(): Promise<void>;
};

const MAX_FRAME_BYTES = 1024 * 1024;

/** A connection as the router sees it, with the deliveries its client has not acknowledged yet. */
type RelayPeer = Peer & { unacked: Map<number, number> };

/**
 * The client's identity: the `iss` (did:key of its client id) of the JWT in `?auth=`, else per connection
 * (`run` tells this start's connections from a previous one's, whose messages a kept mailbox may hold).
 */
function clientKeyOf(url: string | undefined, run: string, n: number): string {
  try {
    const auth = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
    const payload = auth?.split('.')[1];
    if (payload) {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const iss = isJsonObject(claims) ? claims.iss : undefined;
      if (typeof iss === 'string' && iss) return iss;
    }
  } catch {
    // not a JWT: fall through
  }
  return `connection:${run}:${n}`;
}

/** A frame's text. ws hands a frame over as a Buffer, an ArrayBuffer or fragments, by binaryType; this server keeps the default, a Buffer. */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

/** Starts the relay. */
export async function startRelay({ port = 0, pingIntervalMs = 15_000, persistence, requireAuth = false, ...limits }: RelayOptions = {}): Promise<Relay> {
  const router = new Router(limits);
  if (persistence) router.mailbox.restore(persistence.load());
  const methods = createMethods(router);
  let saveScheduled = false;
  /** Writes the mailbox once the current burst of frames is handled. */
  const scheduleSave = () => {
    if (!persistence || saveScheduled) return;
    saveScheduled = true;
    setImmediate(() => {
      saveScheduled = false;
      persistence.save(router.mailbox.snapshot());
    });
  };
  let accepted = 0;
  let dropNew = false;
  let refuseNew = false;
  const attempts: RelayAttempt[] = [];
  let nextRequestId = Date.now() * 1000; // below 2^53: the client echoes it back unchanged
  let connectionCount = 0;
  const run = randomUUID();
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    maxPayload: MAX_FRAME_BYTES,
    // Every upgrade request is an attempt, whatever becomes of it; refusing here sends an HTTP status and
    // no socket opens (a relay behind an overloaded proxy looks like this), unlike dropNewConnections.
    verifyClient(info, done) {
      const attempt = (outcome: RelayAttempt['outcome']) => {
        if (attempts.length < 10_000) attempts.push({ at: Date.now(), client: clientKeyOf(info.req.url, `attempt:${run}`, attempts.length + 1), outcome });
      };
      if (refuseNew) {
        attempt('refused');
        return done(false, 503, 'Service Unavailable');
      }
      if (!requireAuth) {
        attempt(dropNew ? 'dropped' : 'accepted');
        return done(true);
      }
      authRefusal(info.req.url).then(
        (refusal) => {
          attempt(refusal ? 'refused' : dropNew ? 'dropped' : 'accepted');
          if (refusal) done(false, 401, `Unauthorized: ${refusal}`);
          else done(true);
        },
        () => done(false, 500, 'Internal Server Error'),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', () => {}); // after listening, errors belong to sockets
  const live = new Set<RelayPeer>();

  server.on('connection', (socket, request) => {
    accepted += 1;
    if (dropNew) {
      socket.terminate();
      return;
    }
    const unacked = new Map<number, number>(); // our irn_subscription id -> mailbox seq, until the client's ack
    const send = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const peer: RelayPeer = {
      clientKey: clientKeyOf(request.url, run, ++connectionCount),
      delivered: new Set(),
      unacked,
      push(message, subscription) {
        const id = ++nextRequestId;
        if (unacked.size < 10_000) unacked.set(id, message.seq);
        send(
          formatRequest(id, 'irn_subscription', {
            id: subscription,
            data: {
              topic: message.topic,
              message: message.message,
              publishedAt: message.publishedAt,
              tag: message.tag,
              ...(message.attestation ? { attestation: message.attestation } : {}),
            },
          }),
        );
      },
    };
    live.add(peer);

    socket.on('message', (data, isBinary) => {
      const frame = parseFrame(isBinary ? '\u0000' : textOf(data));
      if (frame.kind === 'invalid') return send(formatError(frame.id, frame.code, frame.message));
      if (frame.kind === 'response') {
        unacked.delete(Number(idKey(frame.id)));
        return;
      }
      const afterReply: (() => void)[] = [];
      const later = (fn: () => void) => {
        afterReply.push(fn);
      };
      const handler = Object.hasOwn(methods, frame.method) ? methods[frame.method] : undefined;
      let reply: string | undefined;
      try {
        if (!handler) throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${frame.method}`);
        reply = frame.kind === 'request' ? formatResult(frame.id, handler(peer, frame.params, later) ?? true) : undefined;
        if (frame.kind === 'notification') handler(peer, frame.params, later);
      } catch (error) {
        afterReply.length = 0;
        const code = error instanceof RpcError ? error.code : INTERNAL_ERROR;
        const message = error instanceof Error ? error.message : 'Internal error';
        reply = frame.kind === 'request' ? formatError(frame.id, code, message) : undefined;
      }
      if (reply) send(reply);
      for (const fn of afterReply) fn();
      scheduleSave();
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      router.disconnect(peer);
      live.delete(peer);
    });
  });

  const timer = setInterval(() => {
    router.mailbox.sweep();
    scheduleSave();
    for (const socket of server.clients) if (socket.readyState === socket.OPEN) socket.ping();
  }, pingIntervalMs);
  timer.unref();

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    relayUrl: `ws://127.0.0.1:${boundPort}`,
    port: boundPort,
    stats: () => ({
      connections: server.clients.size,
      accepted,
      storedMessages: router.mailbox.size,
      unacked: [...live].reduce((n, p) => n + p.unacked.size, 0),
    }),
    dropConnections() {
      for (const socket of server.clients) socket.terminate();
    },
    dropNewConnections(on) {
      dropNew = on;
    },
    refuseNewConnections(on) {
      refuseNew = on;
    },
    attempts: () => attempts.map((a) => ({ ...a })),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const socket of server.clients) socket.terminate();
        persistence?.save(router.mailbox.snapshot());
        router.mailbox.clear();
        server.close(() => resolve());
      }),
  };
}

export { createMemoryPersistence, createFilePersistence } from './relay/persistence.ts';
