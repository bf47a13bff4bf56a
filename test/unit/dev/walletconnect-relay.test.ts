// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { SignClient } from '@walletconnect/sign-client';
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import type { SignClientTypes } from '@walletconnect/types';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilePersistence, createMemoryPersistence, startRelay, type Relay } from '../../../dev/walletconnect-relay.ts';
import { proposeSession } from '../../../dev/walletconnect-proposal.ts';
import { stubLoopbackOnlyFetch } from '../../support/loopback-fetch';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

let relay: Relay;
const clients: InstanceType<typeof SignClient>[] = [];
const sockets: WebSocket[] = [];
const vendorCalls: string[] = [];

beforeAll(async () => {
  // The clients call vendor services over fetch (verify.walletconnect.org when a wallet receives a
  // proposal or request in Node; pulse only with telemetry, which is off). Offline they must fail at
  // once rather than wait for a network timeout: anything not on loopback is refused and recorded.
  stubLoopbackOnlyFetch((origin) => vendorCalls.push(origin));
  relay = await startRelay();
});

afterEach(async () => {
  for (const client of clients.splice(0)) {
    client.removeAllListeners('session_proposal');
    await client.core.relayer.transportClose().catch(() => {});
    client.core.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`];
  }
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await relay.stop();
  vi.unstubAllGlobals();
});

let prefixCount = 0;
async function signClient(name: string, relayUrl = relay.relayUrl): Promise<InstanceType<typeof SignClient>> {
  const metadata: SignClientTypes.Metadata = {
    name,
    description: `${name} in the relay test`,
    url: 'http://127.0.0.1',
    icons: [],
  };
  const client = await SignClient.init({
    projectId: 'local-test',
    relayUrl,
    metadata,
    // The core is shared through a global keyed by this prefix: each client needs its own.
    customStoragePrefix: `relay-test-${name}-${process.pid}-${++prefixCount}`,
    telemetryEnabled: false,
    logger: 'silent',
  });
  clients.push(client);
  return client;
}

/** A JSON-RPC frame from the relay: a reply (`result` or `error`), or a request of its own (`irn_subscription`). */
type Frame = {
  id: number | null;
  jsonrpc: string;
  method?: string;
  params?: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } };
  result?: unknown;
  error?: { code: number; message: string };
};
/** irn_batchFetchMessages' result. */
type Fetched = { messages: { message: string }[]; hasMore: boolean };

/** A plain WebSocket client of the relay; `nextText` resolves with the next frame as sent, `next` parsed. */
async function rawSocket(): Promise<{ socket: WebSocket; next: () => Promise<Frame>; nextText: () => Promise<string> }> {
  const socket = new WebSocket(`${relay.relayUrl}/?auth=none&projectId=test&ua=raw`);
  sockets.push(socket);
  const queue: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else queue.push(text);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const nextText = () =>
    queue.length > 0
      ? Promise.resolve(queue.shift()!)
      : new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no frame within 2 s')), 2000);
          waiting.push((text) => {
            clearTimeout(timer);
            resolve(text);
          });
        });
  return { socket, nextText, next: async () => JSON.parse(await nextText()) };
}

describe('the loopback WalletConnect relay', () => {
  it('pairs a dapp and a wallet (sign-client 2.21.8) in under a second, relays a request and the disconnect', async () => {
    const dapp = await signClient('dapp');
    const wallet = await signClient('wallet');

    wallet.on('session_proposal', async (proposal) => {
      await wallet.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            accounts: [`${CHAIN}:${ACCOUNT}`],
            chains: [CHAIN],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      });
    });

    const started = performance.now();
    const { uri, approval } = await proposeSession(dapp, {
      optionalNamespaces: {
        eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
    expect(uri).toMatch(/^wc:/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    const elapsed = performance.now() - started;

    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`]);
    expect(elapsed).toBeLessThan(1000);

    wallet.on('session_request', async ({ id, topic, params }) => {
      expect(params.request.method).toBe('personal_sign');
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: SIGNATURE } });
    });
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    });
    expect(signature).toBe(SIGNATURE);

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve));
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect((await deleted).topic).toBe(session.topic);
    expect(vendorCalls.every((origin) => origin.endsWith('walletconnect.org') || origin.endsWith('walletconnect.com'))).toBe(true);
  });

  it('keeps a wallet’s answer that arrives before the dapp asks for it (proposeSession): an approval and a rejection', async () => {
    const dapp = await signClient('dapp');
    const wallet = await signClient('wallet');
    const namespaces = { eip155: { accounts: [`${CHAIN}:${ACCOUNT}`], chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } };
    let answer: 'approve' | 'reject' = 'approve';
    wallet.on('session_proposal', ({ id }) => {
      void (answer === 'approve' ? wallet.approve({ id, namespaces }) : wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } }));
    });
    const ask = { optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } } };

    const approved = await proposeSession(dapp, ask);
    const connected = new Promise<{ topic: string }>((resolve) => dapp.once('session_connect', ({ session }) => resolve(session)));
    await wallet.pair({ uri: approved.uri! });
    // The dapp has the session before anyone calls approval(): the bare SignClient's would now wait 5 minutes.
    const { topic } = await connected;
    expect((await approved.approval()).topic).toBe(topic);

    answer = 'reject';
    const rejected = await proposeSession(dapp, ask);
    await wallet.pair({ uri: rejected.uri! });
    await vi.waitFor(() => expect(dapp.proposal.getAll()).toEqual([]), { timeout: 2000 });
    await expect(rejected.approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('keeps a message for its TTL and delivers it to a later subscriber, not back to its sender', async () => {
    const publisher = await rawSocket();
    publisher.socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'late' } }));
    expect((await publisher.next()).result).toMatch(/^[0-9a-f]{64}$/);
    publisher.socket.send(
      JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'late', message: 'bWFpbA==', ttl: 300, tag: 1108, prompt: false } }),
    );
    expect(await publisher.next()).toEqual({ jsonrpc: '2.0', id: 2, result: true });

    const subscriber = await rawSocket();
    subscriber.socket.send(JSON.stringify({ id: 3, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'late' } }));
    const reply = await subscriber.next();
    expect(reply.id).toBe(3);
    const delivery = await subscriber.next();
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: reply.result, data: { topic: 'late', message: 'bWFpbA==', tag: 1108 } },
    });
    expect(typeof delivery.params!.data.publishedAt).toBe('number');
    subscriber.socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }));

    subscriber.socket.send(JSON.stringify({ id: 4, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics: ['late'] } }));
    expect((await subscriber.next()).result).toEqual({
      messages: [expect.objectContaining({ topic: 'late', message: 'bWFpbA==' })],
      hasMore: false,
    });
    // The sender got its replies and nothing else: fetching shows it no copy of its own message.
    publisher.socket.send(JSON.stringify({ id: 5, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics: ['late'] } }));
    expect(await publisher.next()).toEqual({ jsonrpc: '2.0', id: 5, result: { messages: [], hasMore: false } });
  });

  it('drops messages after their TTL and keeps at most maxPerTopic per topic and maxTotal in all', async () => {
    const small = await startRelay({ maxPerTopic: 2, maxTotal: 3 });
    const socket = new WebSocket(small.relayUrl);
    sockets.push(socket);
    const replies: Frame[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const call = async (id: number, method: string, params: unknown) => {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      await vi.waitFor(() => expect(replies.some((r) => r.id === id)).toBe(true), { interval: 5 });
      return replies.find((r) => r.id === id)!;
    };
    const fetchTopic = async (id: number, topic: string) =>
      ((await call(id, 'irn_batchFetchMessages', { topics: [topic] })).result as Fetched).messages.map((m: { message: string }) => m.message);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [i, topic] of ['a', 'a', 'a', 'b', 'c'].entries()) {
        await call(i + 1, 'irn_publish', { topic, message: `m${i}`, ttl: 60, tag: 1108 });
      }
      expect(small.stats().storedMessages).toBe(3);
      // Another client (a second connection without auth counts as another client) sees what is left.
      const reader = await (async () => {
        const other = new WebSocket(small.relayUrl);
        sockets.push(other);
        const got: Frame[] = [];
        other.on('message', (data) => got.push(JSON.parse(data.toString())));
        await new Promise((resolve) => other.once('open', resolve));
        return async (id: number, topics: string[]) => {
          other.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics } }));
          await vi.waitFor(() => expect(got.some((r) => r.id === id)).toBe(true), { interval: 5 });
          return (got.find((r) => r.id === id)!.result as Fetched).messages.map((m: { message: string }) => m.message);
        };
      })();
      // 'a' kept its newest two, then the global cap of 3 dropped the oldest of those.
      expect(await reader(10, ['a', 'b', 'c'])).toEqual(['m2', 'm3', 'm4']);
      expect(await fetchTopic(11, 'a')).toEqual([]); // its own messages are never handed back
      vi.setSystemTime(Date.now() + 61_000);
      expect(await reader(12, ['a', 'b', 'c'])).toEqual([]);
      expect(small.stats().storedMessages).toBe(0);
    } finally {
      vi.useRealTimers();
      await small.stop();
    }
  });

  it('answers malformed frames and unknown methods with JSON-RPC errors and keeps the connection', async () => {
    const { socket, next, nextText } = await rawSocket();
    socket.send('{not json');
    expect(await next()).toMatchObject({ id: null, error: { code: -32700 } });
    socket.send('[1,2]');
    expect(await next()).toMatchObject({ id: null, error: { code: -32600 } });
    socket.send(JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'irn_teleport', params: {} }));
    expect(await next()).toMatchObject({ id: 7, error: { code: -32601 } });
    socket.send(JSON.stringify({ id: 8, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 5 } }));
    expect(await next()).toMatchObject({ id: 8, error: { code: -32602 } });
    socket.send(Buffer.from([0xff, 0x00]), { binary: true });
    expect(await next()).toMatchObject({ error: { code: -32700 } });
    socket.send('{"id":123456789012345678901,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"big-id"}}');
    // A 21-digit id cannot survive JSON.parse as a number: the reply carries the digits as sent.
    expect(await nextText()).toContain('"id":123456789012345678901,');

    socket.send(JSON.stringify({ id: 9, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'still-here' } }));
    expect((await next()).id).toBe(9);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it('keeps its mailbox across a stop and a start on the same port with a persistence store; subscriptions are made again', async () => {
    const persistence = createMemoryPersistence();
    const first = await startRelay({ persistence });
    const open = async (url: string) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      const got: Frame[] = [];
      socket.on('message', (data) => got.push(JSON.parse(data.toString())));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const call = async (id: number, method: string, params: unknown) => {
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
        await vi.waitFor(() => expect(got.some((r) => r.id === id)).toBe(true), { interval: 5 });
        return got.find((r) => r.id === id)!;
      };
      return { socket, got, call };
    };
    try {
      const publisher = await open(first.relayUrl);
      await publisher.call(1, 'irn_publish', { topic: 'kept', message: 'YmVmb3Jl', ttl: 300, tag: 1108 });
      const cut = new Promise((resolve) => publisher.socket.once('close', resolve));
      await first.stop();
      await cut;

      const again = await startRelay({ port: first.port, persistence });
      try {
        expect(again.relayUrl).toBe(first.relayUrl);
        expect(again.stats().storedMessages).toBe(1);
        const reader = await open(again.relayUrl);
        const reply = await reader.call(2, 'irn_subscribe', { topic: 'kept' });
        await vi.waitFor(() => expect(reader.got.some((m) => m.method === 'irn_subscription')).toBe(true), { interval: 5 });
        expect(reader.got.find((m) => m.method === 'irn_subscription')!.params).toMatchObject({
          id: reply.result,
          data: { topic: 'kept', message: 'YmVmb3Jl', tag: 1108 },
        });
        // A message published after the restart is kept too, and its number follows the restored one's.
        await reader.call(3, 'irn_publish', { topic: 'kept', message: 'YWZ0ZXI=', ttl: 300, tag: 1108 });
        await vi.waitFor(() => expect(persistence.load().map((m) => m.message)).toEqual(['YmVmb3Jl', 'YWZ0ZXI=']), { interval: 5 });
        const [before, after] = persistence.load();
        expect(after!.seq).toBeGreaterThan(before!.seq);
      } finally {
        await again.stop();
      }
    } finally {
      await first.stop().catch(() => undefined);
    }
  });

  it('keeps its mailbox in a file: written whole, read back, expired messages dropped; a file that is no mailbox is an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-relay-'));
    try {
      const path = join(dir, 'mailbox.json');
      const store = createFilePersistence(path);
      expect(store.load()).toEqual([]); // no file yet: an empty mailbox
      const now = Date.now();
      const message = (seq: number, expiresAt: number) => ({
        seq,
        topic: 't',
        message: `m${seq}`,
        publishedAt: now,
        expiresAt,
        tag: 1108,
        attestation: undefined,
        sender: 'did:key:a',
      });
      store.save([message(1, now + 60_000), message(2, now - 1)]);
      expect(JSON.parse(readFileSync(path, 'utf8')).messages).toHaveLength(2);
      const relay = await startRelay({ persistence: store });
      try {
        expect(relay.stats().storedMessages).toBe(1); // the expired one is not put back
      } finally {
        await relay.stop();
      }
      expect(store.load().map((m) => m.message)).toEqual(['m1']);
      // A file may hold anything: entries that are no stored message are left out, not read (null once crashed the sort).
      writeFileSync(path, JSON.stringify({ messages: [null, 7, message(3, now + 60_000)] }));
      expect(store.load().map((m) => m.message)).toEqual(['m3']);
      writeFileSync(path, '{"nothing":true}');
      expect(() => store.load()).toThrow(/not a relay mailbox/);
      await expect(startRelay({ persistence: store })).rejects.toThrow(/not a relay mailbox/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on purpose for tests: dropConnections cuts open sockets, dropNewConnections cuts each new one and counts it', async () => {
    const faulty = await startRelay();
    try {
      const first = new WebSocket(faulty.relayUrl);
      sockets.push(first);
      await new Promise((resolve) => first.once('open', resolve));
      const closed = new Promise((resolve) => first.once('close', resolve));
      faulty.dropConnections();
      await closed;
      faulty.dropNewConnections(true);
      for (let i = 0; i < 3; i++) {
        const socket = new WebSocket(faulty.relayUrl);
        sockets.push(socket);
        await new Promise((resolve) => socket.once('close', resolve));
      }
      expect(faulty.stats()).toMatchObject({ accepted: 4, connections: 0 });
      faulty.dropNewConnections(false);
      const last = new WebSocket(faulty.relayUrl);
      sockets.push(last);
      await new Promise((resolve) => last.once('open', resolve));
      expect(faulty.stats()).toMatchObject({ accepted: 5, connections: 1 });
    } finally {
      await faulty.stop();
    }
  });

  it('refuses on purpose for tests: refuseNewConnections answers each upgrade with 503, and attempts() lists every attempt with its time, client and outcome', async () => {
    const faulty = await startRelay();
    try {
      const before = Date.now();
      const first = new WebSocket(`${faulty.relayUrl}/?auth=none&projectId=test`);
      sockets.push(first);
      await new Promise((resolve) => first.once('open', resolve));
      faulty.refuseNewConnections(true);
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) {
        const socket = new WebSocket(faulty.relayUrl);
        sockets.push(socket);
        socket.on('error', () => undefined);
        statuses.push(await new Promise<number>((resolve) => socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))));
      }
      expect(statuses).toEqual([503, 503]);
      // A refused attempt opens no socket: the first one is still the only connection.
      expect(faulty.stats()).toMatchObject({ accepted: 1, connections: 1 });
      faulty.refuseNewConnections(false);
      faulty.dropNewConnections(true);
      const dropped = new WebSocket(faulty.relayUrl);
      sockets.push(dropped);
      await new Promise((resolve) => dropped.once('close', resolve));
      const attempts = faulty.attempts();
      expect(attempts.map((a) => a.outcome)).toEqual(['accepted', 'refused', 'refused', 'dropped']);
      expect(attempts.every((a, i) => a.at >= before && a.at <= Date.now() && (i === 0 || a.at >= attempts[i - 1]!.at))).toBe(true);
      expect(new Set(attempts.map((a) => a.client)).size).toBe(4); // no JWT: one identity per connection
    } finally {
      await faulty.stop();
    }
  });
  it('with requireAuth, as the public relay: SDK clients sign their way in and pair; no token, a forged or an expired one is a 401', async () => {
    const strict = await startRelay({ requireAuth: true });
    try {
      const dapp = await signClient('strict-dapp', strict.relayUrl);
      const wallet = await signClient('strict-wallet', strict.relayUrl);
      const namespaces = { eip155: { accounts: [`${CHAIN}:${ACCOUNT}`], chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } };
      wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces }));
      const { uri, approval } = await proposeSession(dapp, { optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } } });
      await wallet.pair({ uri: uri! });
      expect((await approval()).namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`]);
      const signedIn = strict.attempts().filter((a) => a.outcome === 'accepted');
      expect(signedIn.length).toBeGreaterThanOrEqual(2);
      expect(signedIn.every((a) => a.client.startsWith('did:key:z6Mk'))).toBe(true);

      const now = Math.floor(Date.now() / 1000);
      const [one, two] = [generateKeyPair(), generateKeyPair()];
      const valid = await signJWT('sub', strict.relayUrl, 60, one, now);
      const other = await signJWT('sub', strict.relayUrl, 60, two, now);
      // One client's claims (its did:key as issuer) under another key's signature.
      const forged = [other.split('.')[0], valid.split('.')[1], other.split('.')[2]].join('.');
      const expired = await signJWT('sub', strict.relayUrl, 60, one, now - 120);
      const statusOf = (query: string) =>
        new Promise<number>((resolve) => {
          const socket = new WebSocket(`${strict.relayUrl}/?projectId=test${query}`);
          sockets.push(socket);
          socket.on('error', () => undefined);
          socket.once('open', () => resolve(101));
          socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        });
      expect(await statusOf('')).toBe(401);
      expect(await statusOf('&auth=none')).toBe(401);
      expect(await statusOf(`&auth=${forged}`)).toBe(401);
      expect(await statusOf(`&auth=${expired}`)).toBe(401);
      expect(await statusOf(`&auth=${valid}`)).toBe(101);
      expect(
        strict
          .attempts()
          .slice(-5)
          .map((a) => a.outcome),
      ).toEqual(['refused', 'refused', 'refused', 'refused', 'accepted']);
    } finally {
      await strict.stop();
    }
  });
});
