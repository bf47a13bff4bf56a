// @vitest-environment node
// The transport over several URLs: fail-over to the next, ranking by stability and latency, and pinging only while
// in use, against real HTTP fault servers.
import { describe, expect, it, vi } from 'vitest';
import { InvalidParamsRpcError } from '../../../../src/errors/rpc';
import { answer, echoNode, type RpcCall } from './fault-server';
import { expectSteadyFor } from '../../../support/steady';
import { useTransportHarness } from './transport-harness';

const { serve, transport, servers } = useTransportHarness();

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
