// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonRpcRequest } from '../../../src/services/json-rpc';
import { HttpStatusError } from '../../../src/errors/request';
import { InvalidParamsRpcError } from '../../../src/errors/rpc';

let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
});

/** A real HTTP server on loopback answering each request from a script of replies. */
async function serve(replies: { status: number; body?: unknown; headers?: Record<string, string> }[]): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const reply = replies[Math.min(hits++, replies.length - 1)]!;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, hits: () => hits };
}

describe('JSON-RPC transport', () => {
  it('retries retryable statuses with backoff, then succeeds', async () => {
    const { url, hits } = await serve([
      { status: 503 },
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x10' } },
    ]);
    await expect(jsonRpcRequest(url, 'eth_getBalance', [], { retryDelayMs: 1 })).resolves.toBe('0x10');
    expect(hits()).toBe(3);
  });
  it('gives up after 3 retries with the SPEC message', async () => {
    const { url, hits } = await serve([{ status: 502 }]);
    await expect(jsonRpcRequest(url, 'eth_chainId', [], { retryDelayMs: 1 })).rejects.toThrow('HTTP status code: 502');
    expect(hits()).toBe(4);
  });
  it('does not retry a non-retryable status', async () => {
    const { url, hits } = await serve([{ status: 400 }]);
    await expect(jsonRpcRequest(url, 'eth_chainId', [], { retryDelayMs: 1 })).rejects.toBeInstanceOf(HttpStatusError);
    expect(hits()).toBe(1);
  });
  it('maps JSON-RPC errors to named classes and rejects replies with no result', async () => {
    const first = await serve([{ status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } } }]);
    await expect(jsonRpcRequest(first.url, 'eth_call')).rejects.toBeInstanceOf(InvalidParamsRpcError);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const second = await serve([{ status: 200, body: { jsonrpc: '2.0', id: 1 } }]);
    await expect(jsonRpcRequest(second.url, 'eth_call')).rejects.toThrow('RPC reply has no result');
  });
});
