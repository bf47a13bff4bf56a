// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRpcTransport, type RpcTransport, type RpcTransportOptions } from '../../../../src/services/rpc/transport';
import { HttpStatusError, RpcConnectionError } from '../../../../src/errors/request';
import type { WalletModalError } from '../../../../src/errors';
import { InternalRpcError, InvalidParamsRpcError, LimitExceededRpcError } from '../../../../src/errors/rpc';
import { RETRYABLE_HTTP_STATUSES, RPC_BATCH_SIZE } from '../../../../src/constants';
import { answer, echo, echoNode, startFaultServer, type FaultServer, type RpcCall } from './fault-server';
import { expectSteadyFor } from '../../../support/steady';

const servers: FaultServer[] = [];
const transports: RpcTransport[] = [];
afterEach(async () => {
  for (const transport of transports.splice(0)) transport.dispose();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(...args: Parameters<typeof startFaultServer>): Promise<FaultServer> {
  const server = await startFaultServer(...args);
  servers.push(server);
  return server;
}
function transport(urls: string[], options: RpcTransportOptions = {}): RpcTransport {
  const t = createRpcTransport(urls, { retryDelayMs: 1, ...options });
  transports.push(t);
  return t;
}
const failure = async (promise: Promise<unknown>): Promise<WalletModalError> => {
  try {
    await promise;
  } catch (error) {
    return error as WalletModalError;
  }
  throw new Error('expected a rejection');
};
/** A batch answered by `edit` instead of the node; single calls answered as usual. */
const brokenBatch = (edit: (replies: ReturnType<typeof answer>[]) => unknown) => (body: RpcCall | RpcCall[]) => ({
  body: Array.isArray(body) ? edit(body.map(answer)) : answer(body),
});

describe('batching', () => {
  it('sends the requests of one tick in one POST and hands each its own result, whatever the reply order', async () => {
    const node = await serve(brokenBatch((replies) => [...replies].reverse()));
    const rpc = transport([node.url]);
    const calls: [string, unknown[]][] = [
      ['eth_chainId', []],
      ['eth_getBalance', ['0xa', 'latest']],
      ['eth_getCode', ['0xb', 'latest']],
    ];
    const results = await Promise.all(calls.map(([method, params]) => rpc.request(method, params)));
    expect(results).toEqual(calls.map(([method, params]) => echo({ method, params })));
    expect(node.posts).toHaveLength(1);
    expect((node.posts[0]!.body as RpcCall[]).map((c) => c.method)).toEqual(['eth_chainId', 'eth_getBalance', 'eth_getCode']);
  });

  it(`splits a tick's requests into batches of at most ${RPC_BATCH_SIZE}`, async () => {
    const node = await serve();
    const rpc = transport([node.url]);
    const results = await Promise.all(Array.from({ length: 2500 }, (_, i) => rpc.request('eth_getBalance', [`0x${i.toString(16)}`])));
    expect(results[2499]).toBe(echo({ method: 'eth_getBalance', params: ['0x9c3'] }));
    expect(node.posts.map((p) => (p.body as RpcCall[]).length)).toEqual([1000, 1000, 500]);
  });

  it('sends requests of different ticks apart', async () => {
    const node = await serve();
    const rpc = transport([node.url]);
    await rpc.request('eth_chainId');
    await rpc.request('eth_blockNumber');
    expect(node.posts.map((p) => Array.isArray(p.body))).toEqual([false, false]);
  });

  it("fails every request of a batch whose reply is not an array, with the node's words", async () => {
    const node = await serve(brokenBatch(() => ({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches are not supported' } })));
    const rpc = transport([node.url]);
    const errors = await Promise.all([failure(rpc.request('eth_chainId')), failure(rpc.request('eth_blockNumber'))]);
    for (const error of errors) {
      expect(error.code).toBe('RPC_REPLY_INVALID');
      expect(error.message).toMatch(/the batch reply is not an array \(the node answered: batches are not supported\)/);
    }
    expect(node.posts).toHaveLength(1);
  });

  it('fails only the request whose id the batch reply lacks', async () => {
    const node = await serve(brokenBatch((replies) => replies.filter((r) => r.result !== echo({ method: 'eth_blockNumber', params: [] }))));
    const rpc = transport([node.url]);
    const [chainId, blockNumber, gasPrice] = await Promise.allSettled([
      rpc.request('eth_chainId'),
      rpc.request('eth_blockNumber'),
      rpc.request('eth_gasPrice'),
    ]);
    expect(chainId).toEqual({ status: 'fulfilled', value: 'eth_chainId([])' });
    expect(gasPrice).toEqual({ status: 'fulfilled', value: 'eth_gasPrice([])' });
    expect(blockNumber.status).toBe('rejected');
    expect((blockNumber as PromiseRejectedResult).reason.message).toMatch(/the batch reply has no answer for request id \d+ \(eth_blockNumber\)/);
  });

  it('trusts no answer of a batch reply that carries ids nobody asked for', async () => {
    const node = await serve(brokenBatch((replies) => [...replies, { jsonrpc: '2.0', id: 999_999, result: 'stray' }]));
    const rpc = transport([node.url]);
    const outcomes = await Promise.allSettled([rpc.request('eth_chainId'), rpc.request('eth_gasPrice')]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'RPC_REPLY_INVALID' });
      expect((outcome as PromiseRejectedResult).reason.message).toMatch(/ids that were not asked \(999999\)/);
    }
  });

  it('fails a request its batch reply answers twice, and keeps the others', async () => {
    const node = await serve(brokenBatch((replies) => [replies[0], replies[0], replies[1]]));
    const rpc = transport([node.url]);
    const [first, second] = await Promise.allSettled([rpc.request('eth_chainId'), rpc.request('eth_gasPrice')]);
    expect((first as PromiseRejectedResult).reason.message).toMatch(/answers request id \d+ \(eth_chainId\) 2 times/);
    expect(second).toEqual({ status: 'fulfilled', value: 'eth_gasPrice([])' });
  });

  it('maps a JSON-RPC error inside a batch to its request only', async () => {
    const node = await serve(
      brokenBatch((replies) => replies.map((r, i) => (i === 0 ? { jsonrpc: '2.0', id: r.id, error: { code: -32602, message: 'bad' } } : r))),
    );
    const rpc = transport([node.url]);
    const [first, second] = await Promise.allSettled([rpc.request('eth_call', [{}]), rpc.request('eth_gasPrice')]);
    expect((first as PromiseRejectedResult).reason).toBeInstanceOf(InvalidParamsRpcError);
    expect(second).toEqual({ status: 'fulfilled', value: 'eth_gasPrice([])' });
  });
});

describe('dedupe', () => {
  it('lets identical reads in flight share one request, and asks again once it has settled', async () => {
    const node = await serve((body) => ({ ...echoNode(body, 0), delayMs: 50 }));
    const rpc = transport([node.url]);
    const results = await Promise.all(Array.from({ length: 5 }, () => rpc.request('eth_getBalance', ['0xa', 'latest'])));
    expect(new Set(results)).toEqual(new Set(['eth_getBalance(["0xa","latest"])']));
    expect(node.calls()).toHaveLength(1);
    await rpc.request('eth_getBalance', ['0xa', 'latest']);
    expect(node.calls()).toHaveLength(2);
  });

  it('never shares, batches or retries a send', async () => {
    let status = 503;
    const node = await serve((body) => ({ status, body: answer(body as RpcCall) }));
    const rpc = transport([node.url]);
    const raw = ['0xf86c'];
    const errors = await Promise.all([failure(rpc.request('eth_sendRawTransaction', raw)), failure(rpc.request('eth_sendRawTransaction', raw))]);
    expect(errors.map((e) => e.message)).toEqual(['HTTP status code: 503', 'HTTP status code: 503']);
    expect(node.posts.map((p) => Array.isArray(p.body))).toEqual([false, false]);
    status = 200;
    for (const method of ['personal_sign', 'eth_sendTransaction', 'sendTransaction', 'eth_sendUserOperation']) {
      node.handle(() => ({ body: { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'busy' } } }));
      const before = node.posts.length;
      await expect(rpc.request(method, ['x'])).rejects.toBeInstanceOf(InternalRpcError);
      expect(node.posts.length - before).toBe(1);
    }
  });
});

describe('retries', () => {
  it.each(RETRYABLE_HTTP_STATUSES)('retries HTTP %i, then succeeds', async (status) => {
    const node = await serve((body, post) => (post < 2 ? { status } : echoNode(body, post)));
    await expect(transport([node.url]).request('eth_chainId')).resolves.toBe('eth_chainId([])');
    expect(node.posts).toHaveLength(3);
  });

  it.each([
    [-32603, InternalRpcError],
    [-32005, LimitExceededRpcError],
  ])('retries JSON-RPC %i (the node said "try later")', async (code, cls) => {
    const node = await serve((body, post) =>
      post < 3 ? { body: { jsonrpc: '2.0', id: (body as RpcCall).id, error: { code, message: 'later' } } } : echoNode(body, post),
    );
    await expect(transport([node.url]).request('eth_chainId')).resolves.toBe('eth_chainId([])');
    expect(node.posts).toHaveLength(4);
    node.handle((body) => ({ body: { jsonrpc: '2.0', id: (body as RpcCall).id, error: { code, message: 'later' } } }));
    await expect(transport([node.url]).request('eth_gasPrice')).rejects.toBeInstanceOf(cls);
    expect(node.posts).toHaveLength(8);
  });

  it('does not retry an answer about the call itself, nor a status outside the list', async () => {
    const node = await serve((body) => ({ body: { jsonrpc: '2.0', id: (body as RpcCall).id, error: { code: -32602, message: 'bad' } } }));
    await expect(transport([node.url]).request('eth_call')).rejects.toBeInstanceOf(InvalidParamsRpcError);
    node.handle(() => ({ status: 400 }));
    await expect(transport([node.url]).request('eth_call')).rejects.toBeInstanceOf(HttpStatusError);
    expect(node.posts).toHaveLength(2);
  });

  it('gives up after 3 retries, 150 ms apart and doubling', async () => {
    const node = await serve(() => ({ status: 502 }));
    const started = performance.now();
    await expect(createRpcTransport([node.url]).request('eth_chainId')).rejects.toThrow('HTTP status code: 502');
    expect(node.posts).toHaveLength(4);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150 + 300 + 600 - 5);
  });

  it('waits what Retry-After says, and does not wait out one longer than a request may take', async () => {
    const node = await serve((body, post) => (post === 0 ? { status: 429, headers: { 'retry-after': '1' } } : echoNode(body, post)));
    const started = performance.now();
    await expect(transport([node.url]).request('eth_chainId')).resolves.toBe('eth_chainId([])');
    expect(performance.now() - started).toBeGreaterThanOrEqual(995);
    node.handle(() => ({ status: 503, headers: { 'retry-after': '3600' } }));
    await expect(transport([node.url]).request('eth_gasPrice')).rejects.toThrow('HTTP status code: 503');
    expect(node.posts).toHaveLength(3);
  });

  it('times out a slow node, retries, and says so', async () => {
    const node = await serve((body) => ({ ...echoNode(body, 0), delayMs: 400 }));
    const error = await failure(transport([node.url], { timeoutMs: 50 }).request('eth_chainId'));
    expect(error).toBeInstanceOf(RpcConnectionError);
    expect(error.message).toMatch(/did not answer in time/);
    expect(node.posts).toHaveLength(4);
  });

  it('rejects a reply that is not JSON, or has no result', async () => {
    const node = await serve(() => ({ raw: '<html>gateway</html>' }));
    expect((await failure(transport([node.url]).request('eth_chainId'))).message).toMatch(/answered something that is not JSON/);
    node.handle((body) => ({ body: { jsonrpc: '2.0', id: (body as RpcCall).id } }));
    expect((await failure(transport([node.url]).request('eth_chainId'))).message).toMatch(/RPC reply has no result/);
  });

  it('refuses params that are not JSON before sending anything', async () => {
    const node = await serve();
    const error = await failure(transport([node.url]).request('eth_getBalance', [1n]));
    expect(error).toMatchObject({ code: 'INVALID_INPUT', details: 'the params of eth_getBalance are not JSON' });
    await expect(transport([node.url]).request('eth_sendRawTransaction', [1n])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect(node.posts).toEqual([]);
  });

  it('lets a caller stop waiting', async () => {
    const node = await serve((body) => ({ ...echoNode(body, 0), delayMs: 300 }));
    const controller = new AbortController();
    const pending = transport([node.url]).request('eth_chainId', [], { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow('Request was aborted');
  });
});

describe('fallback', () => {
  const rank = { intervalMs: 40 };

  it('fails over to the next URL on a failure of the node', async () => {
    const down = await serve(() => ({ status: 503 }));
    const up = await serve();
    const rpc = transport([down.url, up.url], { rank: { ...rank, intervalMs: 60_000 } });
    await expect(rpc.request('eth_getBalance', ['0xa'])).resolves.toBe('eth_getBalance(["0xa"])');
    // Before any ranking the site's order holds: the first URL was asked once, then the second answered.
    expect(down.calls('eth_getBalance')).toHaveLength(1);
    expect(up.calls('eth_getBalance')).toHaveLength(1);
  });

  it('does not fail over an answer about the call itself', async () => {
    const first = await serve((body) => ({
      body:
        (body as RpcCall).method === 'eth_call'
          ? { jsonrpc: '2.0', id: (body as RpcCall).id, error: { code: -32602, message: 'bad' } }
          : answer(body as RpcCall),
    }));
    const second = await serve();
    const rpc = transport([first.url, second.url], { rank: { ...rank, intervalMs: 60_000 } });
    await expect(rpc.request('eth_call', [{}])).rejects.toBeInstanceOf(InvalidParamsRpcError);
    expect(second.calls('eth_call')).toEqual([]);
  });

  it('ranks the URLs by stability and latency and sends to the best first', async () => {
    const slow = await serve((body) => ({ ...echoNode(body, 0), delayMs: 80 }));
    const fast = await serve();
    const rpc = transport([slow.url, fast.url], { pingMethod: 'eth_blockNumber', rank });
    expect(rpc.ranking.order()).toEqual([slow.url, fast.url]);
    await rpc.request('eth_chainId');
    await expect.poll(() => rpc.ranking.order(), { timeout: 3000 }).toEqual([fast.url, slow.url]);
    expect(slow.calls('eth_blockNumber').length).toBeGreaterThanOrEqual(1);
    await rpc.request('eth_gasPrice');
    expect(fast.calls('eth_gasPrice')).toHaveLength(1);
    expect(slow.calls('eth_gasPrice')).toEqual([]);
  });

  it('puts a URL that never answers last', async () => {
    const dead = await serve();
    const deadUrl = dead.url;
    await dead.close();
    servers.splice(servers.indexOf(dead), 1);
    const live = await serve((body) => ({ ...echoNode(body, 0), delayMs: 20 }));
    const rpc = transport([deadUrl, live.url], { rank });
    await expect(rpc.request('eth_chainId')).resolves.toBe('eth_chainId([])');
    await expect.poll(() => rpc.ranking.order(), { timeout: 3000 }).toEqual([live.url, deadUrl]);
  });

  it('polls only while in use, and leaves no timer once disposed', async () => {
    const a = await serve();
    const b = await serve();
    const rpc = transport([a.url, b.url], { rank: { ...rank, idleRounds: 2 } });
    await expectSteadyFor(150, () => a.posts.length);
    expect(a.posts).toEqual([]);
    expect(rpc.ranking.polling).toBe(false);
    await rpc.request('eth_chainId');
    expect(rpc.ranking.polling).toBe(true);
    // Two rounds without a request, then it stops by itself.
    await expect.poll(() => rpc.ranking.polling, { timeout: 3000 }).toBe(false);
    const pings = a.calls('eth_blockNumber').length;
    expect(pings).toBeGreaterThanOrEqual(2);
    await expectSteadyFor(150, () => a.calls('eth_blockNumber').length);
    expect(a.calls('eth_blockNumber')).toHaveLength(pings);
    await rpc.request('eth_gasPrice');
    expect(rpc.ranking.polling).toBe(true);
    rpc.dispose();
    await vi.waitFor(() => expect(rpc.ranking.polling).toBe(false));
    expect(rpc.ranking.polling).toBe(false);
    const afterDispose = a.calls('eth_blockNumber').length;
    await expectSteadyFor(150, () => a.calls('eth_blockNumber').length);
    expect(a.calls('eth_blockNumber')).toHaveLength(afterDispose);
    await expect(rpc.request('eth_chainId')).rejects.toThrow('Request was aborted');
  });

  it('never pings a single URL', async () => {
    const node = await serve();
    const rpc = transport([node.url], { rank });
    await rpc.request('eth_chainId');
    await expectSteadyFor(150, () => [rpc.ranking.polling, node.calls().length]);
    expect(rpc.ranking.polling).toBe(false);
    expect(node.calls().map((c) => c.method)).toEqual(['eth_chainId']);
  });
});
