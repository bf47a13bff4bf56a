// @vitest-environment node
/**
 * The services' HTTP shell (server/shared/http-service.ts) on real sockets: connection limits with their defaults,
 * stalled bodies cut while valid requests still answer, one JSON log line per request that never carries a secret, a
 * failing route's 500 sharing its request id with the log, and a stop that drains what is in flight.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedPrices, startDataService, openDatabase, type DataService } from '../../../server/data';
import { startHttpService, type HttpService } from '../../../server/shared/http-service';
import { DEFAULT_CONNECTION_LIMITS } from '../../../server/shared/limits';
import { exchange } from '../../support/raw-http';

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

/**
 * One service for the tests that need no limits of their own: starting the data service (PGlite and its migrations)
 * takes seconds on a busy machine, more than a test's own budget.
 */
let shared: DataService;
const sharedLines: string[] = [];
beforeAll(async () => {
  shared = await startDataService({ ...serviceOptions(), log: (line) => sharedLines.push(line) });
});
afterAll(() => shared?.stop());

function serviceOptions(): Parameters<typeof startDataService>[0] {
  return {
    chains: [{ chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }],
    prices: fixedPrices({}),
    nameSuffix: '.wallet-modal.local',
    corsOrigins: '*',
    indexer: false,
    log: () => {},
  };
}

async function dataService(overrides: Partial<Parameters<typeof startDataService>[0]> = {}): Promise<DataService> {
  const service = await startDataService({ ...serviceOptions(), ...overrides });
  started.push(service);
  return service;
}

/** Opens a socket and sends the head of a POST whose body never comes. */
function stalledPost(port: number): Promise<{ socket: Socket; closed: Promise<{ at: number; data: string }> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    const closed = new Promise<{ at: number; data: string }>((done) => socket.on('close', () => done({ at: performance.now(), data })));
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write('POST /v1/fungible/price HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"curr');
      resolve({ socket, closed });
    });
    socket.on('error', reject);
  });
}

/** A shell whose one route reads the whole body and answers it back; `arrived` settles when a request reaches it. */
async function echoService(log: (line: string) => void = () => {}): Promise<{ http: HttpService; arrived: Promise<void> }> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const http = await startHttpService({
    service: 'test',
    log,
    handle: async (req, res) => {
      arrive();
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      await once(req, 'end');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ received: Buffer.concat(chunks).toString('utf8') }));
    },
  });
  return { http, arrived };
}

describe('connection limits', { timeout: 30_000 }, () => {
  it('defaults to a 15 s request timeout, a shorter headers timeout, a keep-alive timeout and a connection cap', async () => {
    const http = await startHttpService({ service: 'test', handle: (_req, res) => void res.end('{}'), log: () => {} });
    started.push(http);
    expect(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs).toBe(15_000);
    expect(http.server.requestTimeout).toBe(15_000);
    expect(http.server.headersTimeout).toBe(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs);
    expect(http.server.headersTimeout).toBeLessThanOrEqual(15_000);
    expect(http.server.keepAliveTimeout).toBe(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs);
    expect(http.server.maxConnections).toBe(DEFAULT_CONNECTION_LIMITS.maxConnections);
    expect(http.server.maxHeadersCount).toBe(DEFAULT_CONNECTION_LIMITS.maxHeadersCount);
  });

  it('refuses limits that are not positive whole numbers, naming the field', async () => {
    await expect(startHttpService({ service: 'test', handle: () => {}, log: () => {}, limits: { requestTimeoutMs: 0 } })).rejects.toThrow(
      'limits.requestTimeoutMs',
    );
    await expect(startHttpService({ service: 'test', handle: () => {}, log: () => {}, limits: { maxConnections: 1.5 } })).rejects.toThrow(
      'limits.maxConnections',
    );
  });

  it('holds 50 stalled bodies, cuts each within the request timeout, and answers valid requests meanwhile', async () => {
    const timeoutMs = 2000;
    const lines: string[] = [];
    const service = await dataService({ limits: { requestTimeoutMs: timeoutMs, headersTimeoutMs: timeoutMs }, log: (line) => lines.push(line) });
    const opened = performance.now();
    const stalled = await Promise.all(Array.from({ length: 50 }, () => stalledPost(service.port)));
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      const answer = await fetch(`${service.url}/v1/supported-chains`);
      expect(answer.status).toBe(200);
      await answer.json();
      latencies.push(performance.now() - t);
    }
    expect(Math.max(...latencies)).toBeLessThan(500);
    const ends = await Promise.all(stalled.map((s) => s.closed));
    for (const end of ends) {
      // Node looks for overdue requests every 500 ms (the shell's connectionsCheckingInterval), so the cut comes within that.
      expect(end.at - opened).toBeLessThan(timeoutMs + 1500);
      expect(end.data).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(end.data.slice(end.data.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String) });
    }
    // Each cut request's log line says what its client was sent, not the 200 its unsent response held.
    // The server side of a socket closes a moment after the client's.
    const cutLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.route === 'POST /v1/fungible/price');
    await expect.poll(() => cutLines().length).toBe(50);
    const cut = cutLines();
    for (const entry of cut) expect(entry).toMatchObject({ status: 408, aborted: true });
    // The 408 written on the raw socket carries the id of the request it cut.
    const replyIds = ends.map((end) => /\r\nx-request-id: ([\w-]+)\r\n/.exec(end.data)?.[1]);
    expect(new Set(replyIds)).toEqual(new Set(cut.map((entry) => entry.id)));
  }, 30_000);

  it('answers a request line past the header limit with a JSON 431', async () => {
    sharedLines.length = 0;
    const { answer } = await exchange(
      shared.port,
      `GET /v1/supported-chains HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(DEFAULT_CONNECTION_LIMITS.maxHeaderBytes + 10)}\r\n\r\n`,
    );
    expect(answer?.status).toBe(431);
    expect(JSON.parse(answer!.body)).toEqual({ message: expect.any(String) });
    // No route ran, yet the answer has an id and the request its one log line.
    expect(answer!.headers['x-request-id']).toMatch(/^[\w-]{12}$/);
    expect(sharedLines.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), level: 'info', service: 'data', id: answer!.headers['x-request-id'], method: null, route: 'unparsed', status: 431, ms: null },
    ]);
  });

  it('answers CONNECT with a JSON 405 instead of dropping the socket', async () => {
    sharedLines.length = 0;
    const { answer } = await exchange(shared.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer?.status).toBe(405);
    expect(JSON.parse(answer!.body)).toEqual({ message: 'Method not allowed' });
    expect(sharedLines.map((line) => JSON.parse(line))).toMatchObject([
      { id: answer!.headers['x-request-id'], method: 'CONNECT', route: 'unparsed', status: 405 },
    ]);
  });
});

describe('logs', { timeout: 30_000 }, () => {
  it('writes one JSON line per request with the route pattern, never the path, query, token or signature', async () => {
    const lines = sharedLines;
    lines.length = 0;
    const service = shared;
    const secret = 'Bearer sekrit-token-1234567890';
    const address = `0x${'ab'.repeat(20)}`;
    await (await fetch(`${service.url}/v1/account/${address}/balance?currency=usd&signature=0xdeadbeefcafe`, { headers: { authorization: secret } })).text();
    await (await fetch(`${service.url}/v1/sessions/${address}`, { headers: { authorization: secret } })).text();
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.method);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual({
      time: expect.any(String),
      level: 'info',
      service: 'data',
      id: expect.any(String),
      method: 'GET',
      route: 'GET /v1/account/*/balance',
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ route: 'GET /v1/sessions/*', status: 401 });
    const all = lines.join('\n');
    for (const leaked of ['sekrit', address.slice(2, 20), 'deadbeef', 'currency=usd']) expect(all).not.toContain(leaked);
  });

  it("gives a failing route's 500 and its error line the same request id, which the reply carries", async () => {
    const lines: string[] = [];
    // A real failure: the database is closed under the running service, so the route's query throws.
    const database = await openDatabase({});
    const service = await dataService({ database, log: (line) => lines.push(line) });
    await database.close();
    const answer = await fetch(`${service.url}/v1/account/0x${'cd'.repeat(20)}/history`);
    expect(answer.status).toBe(500);
    const body = (await answer.json()) as { message: string; requestId: string };
    expect(body).toEqual({ message: 'Internal error', requestId: answer.headers.get('x-request-id') });
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ id: body.requestId, route: 'GET /v1/account/*/history', error: expect.any(String) });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    // The data service closes its database on stop; it is closed already.
    started.splice(started.indexOf(service), 1);
    await service.stop().catch(() => {});
  }, 30_000);

  it('logs a request whose client reset the connection before its answer with no status, not the unsent 200', async () => {
    const lines: string[] = [];
    const { http, arrived: reading } = await echoService((line) => lines.push(line));
    started.push(http);
    const socket = connect({ port: http.port, host: '127.0.0.1' });
    socket.on('error', () => {});
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"half');
    await reading;
    // A reset, not a half-close: nothing can be written back to this client.
    socket.resetAndDestroy();
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', method: 'POST', status: null, aborted: true });
  });
});

describe('stop', () => {
  /** A shell whose one route answers when `release` is called. */
  async function slowService(): Promise<{ http: HttpService; release: () => void; arrived: Promise<void> }> {
    let release = () => {};
    let arrived = () => {};
    const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
    const http = await startHttpService({
      service: 'test',
      log: () => {},
      handle: async (_req, res) => {
        arrived();
        await new Promise<void>((resolve) => (release = resolve));
        res.end('{"done":true}');
      },
    });
    return { http, release: () => release(), arrived: arrivedPromise };
  }

  it('finishes the request in flight, refuses new connections once stopping, then resolves', async () => {
    const { http, release, arrived } = await slowService();
    const inFlight = fetch(`${http.url}/slow`).then((r) => r.json());
    await arrived;
    const stopped = http.stop(5000);
    await expect(fetch(`${http.url}/other`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ done: true });
    const t = performance.now();
    await stopped;
    expect(performance.now() - t).toBeLessThan(1000);
  });

  it('lets a body still arriving when stop begins finish, and answers it', async () => {
    const { http, arrived: reading } = await echoService();
    const socket = connect({ port: http.port, host: '127.0.0.1' });
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    const closed = once(socket, 'close');
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n{"a":');
    await reading;
    const stopped = http.stop(5000);
    // The socket with a body in flight is busy, not idle: stop must not close it; a new connection is refused.
    await expect(fetch(`${http.url}/other`)).rejects.toThrow();
    socket.write('"bcd"}');
    await closed;
    expect(data).toMatch(/^HTTP\/1\.1 200 /);
    expect(data).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4))).toEqual({ received: '{"a":"bcd"}' });
    await stopped;
  });

  it('gives up on a request that outlives the grace period', async () => {
    const { http, arrived } = await slowService();
    const inFlight = fetch(`${http.url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await arrived;
    const t = performance.now();
    await http.stop(300);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(await inFlight).toBe('cut');
  });
});
