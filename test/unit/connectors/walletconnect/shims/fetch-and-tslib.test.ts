// @vitest-environment node
// The two smallest stand-ins: cross-fetch's default export calls the page's fetch (as the SDK's HTTP connection
// calls it), and tslib's __exportStar re-exports as the CommonJS builds of @walletconnect/time and environment need.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import crossFetch from '../../../../../src/connectors/walletconnect/shims/cross-fetch';
import { __exportStar } from '../../../../../src/connectors/walletconnect/shims/tslib';

describe('cross-fetch stand-in', () => {
  it('posts JSON-RPC to a local node through the global fetch', async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: JSON.parse(body).id, jsonrpc: '2.0', result: req.method })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await crossFetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        body: JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'eth_chainId' }),
      });
      expect(await response.json()).toEqual({ id: 7, jsonrpc: '2.0', result: 'POST' });
    } finally {
      server.close();
    }
  });
});

describe('tslib stand-in', () => {
  it('re-exports every name but default, live, without overwriting', () => {
    const source: Record<string, unknown> = { ONE_SECOND: 1, toMiliseconds: (s: number) => s * 1000, default: 'x' };
    const target: Record<string, unknown> = { ONE_SECOND: 'kept' };
    __exportStar(source, target);
    expect(Object.keys(target).sort()).toEqual(['ONE_SECOND', 'toMiliseconds']);
    expect(target.ONE_SECOND).toBe('kept');
    source.toMiliseconds = 'changed';
    expect(target.toMiliseconds).toBe('changed');
  });
});
