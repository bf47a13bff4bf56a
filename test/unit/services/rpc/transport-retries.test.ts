// @vitest-environment node
// The transport's retries (which statuses and JSON-RPC errors, how often, how far apart, Retry-After), its time-out,
// replies it cannot use, params it will not send, and a caller's abort, against real HTTP fault servers.
import { describe, expect, it } from 'vitest';
import { createRpcTransport } from '../../../../src/services/rpc/transport';
import { HttpStatusError, RpcConnectionError } from '../../../../src/errors/request';
import { InternalRpcError, InvalidParamsRpcError, LimitExceededRpcError } from '../../../../src/errors/rpc';
import { RETRYABLE_HTTP_STATUSES } from '../../../../src/constants';
import { echoNode, type RpcCall } from './fault-server';
import { failure, useTransportHarness } from './transport-harness';

const { serve, transport } = useTransportHarness();

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
