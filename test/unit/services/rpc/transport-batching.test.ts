// @vitest-environment node
// The transport's batching (one POST per tick, each request its own answer, a broken batch reply failing only what it
// must) and its sharing of identical reads in flight, against real HTTP fault servers.
import { describe, expect, it } from 'vitest';
import { InternalRpcError, InvalidParamsRpcError } from '../../../../src/errors/rpc';
import { RPC_BATCH_SIZE } from '../../../../src/constants';
import { answer, echo, echoNode, type RpcCall } from './fault-server';
import { brokenBatch, failure, useTransportHarness } from './transport-harness';

const { serve, transport } = useTransportHarness();

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
