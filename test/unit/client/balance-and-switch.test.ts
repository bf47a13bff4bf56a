import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../../src/client/create-client';
import type { WalletModalClient } from '../../../src/client/types';
import { parseAttributes } from '../../../src/element/attributes';
import { accountAtoms, balanceStatusAtoms } from '../../../src/state/account';
import { toastsAtom } from '../../../src/state/toasts';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';
import { answer, startFaultServer, type RpcCall } from '../services/rpc/fault-server';
import { expectSteadyFor } from '../../support/steady';

/** A loopback JSON-RPC endpoint answering eth_getBalance, or failing on demand. */
let server: Server;
let rpcUrl: string;
let hits = 0;
let failing = false;

beforeEach(async () => {
  hits = 0;
  failing = false;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
      hits++;
      if (failing) return void res.writeHead(500, headers).end('{}');
      res.writeHead(200, headers).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1bc16d674ec80000' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

let wallet: WireWallet;
let client: WalletModalClient;
const announce = () => wallet.announce(window);

async function connect(rpcUrls: Record<string, string | string[]> = { 'eip155:31337': rpcUrl, 'eip155:31339': rpcUrl }): Promise<void> {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  client = createClient(window);
  const { options } = parseAttributes({
    'project-id': 'test',
    networks: 'eip155:31337,eip155:31339',
    'rpc-urls': JSON.stringify(rpcUrls),
  });
  client.setOptions(options);
  client.start();
  await client.connect('test.wire.wallet');
  window.removeEventListener('eip6963:requestProvider', announce);
}
afterEach(async () => {
  vi.useRealTimers();
  client?.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('native balance', () => {
  it('reads the balance over the network RPC and caches it for 30 s', async () => {
    await connect();
    await expect.poll(() => client.store.get(accountAtoms.eip155)).toMatchObject({ balance: { value: 2n * 10n ** 18n, decimals: 18 }, balanceSymbol: 'ETH' });
    const afterFirst = hits;
    await client.refreshBalance('eip155');
    expect(hits).toBe(afterFirst);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    await client.refreshBalance('eip155');
    expect(hits).toBe(afterFirst + 1);
  });

  it('shows Token Balance Unavailable on failure and does not ask again for 30 s', async () => {
    failing = true;
    await connect();
    await expect.poll(() => client.store.get(balanceStatusAtoms.eip155), { timeout: 5000 }).toBe('error');
    expect(client.store.get(toastsAtom).map((t) => [t.variant, t.message])).toContainEqual(['error', 'Token Balance Unavailable']);
    const afterFailure = hits;
    failing = false;
    await client.refreshBalance('eip155', true);
    expect(hits).toBe(afterFailure);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    await client.refreshBalance('eip155', true);
    expect(hits).toBe(afterFailure + 1);
    expect(client.store.get(balanceStatusAtoms.eip155)).toBe('idle');
  });
});

describe('network switch with an unknown chain', () => {
  it('adds the chain on 4902, then switches', async () => {
    await connect();
    await client.switchNetwork('eip155:31339');
    expect(wallet.calls.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(client.getAccount().caipAddress).toMatch(/^eip155:31339:/);
    await expect.poll(() => client.store.get(accountAtoms.eip155)).toMatchObject({ balance: { value: 2n * 10n ** 18n } });
  });
});

describe('balance over a list of RPC URLs', () => {
  it('fails over to the next URL, ranks them while in use, and leaves no polling once the client is destroyed', async () => {
    const down = await startFaultServer(() => ({ status: 503 }));
    const up = await startFaultServer((body) => ({
      body:
        (body as RpcCall).method === 'eth_getBalance' ? { jsonrpc: '2.0', id: (body as RpcCall).id, result: '0x1bc16d674ec80000' } : answer(body as RpcCall),
    }));
    try {
      await connect({ 'eip155:31337': [down.url, up.url] });
      await expect.poll(() => client.store.get(accountAtoms.eip155), { timeout: 5000 }).toMatchObject({ balance: { value: 2n * 10n ** 18n } });
      expect(up.calls('eth_getBalance')).toHaveLength(1);
      // The first request started a ranking round: both URLs pinged.
      await expect.poll(() => [down.posts.length > 0, up.calls('eth_blockNumber').length > 0]).toEqual([true, true]);
      client.destroy();
      const pings = [down.posts.length, up.calls('eth_blockNumber').length];
      await expectSteadyFor(4500, () => [down.posts.length, up.calls('eth_blockNumber').length]);
      expect([down.posts.length, up.calls('eth_blockNumber').length]).toEqual(pings);
    } finally {
      await Promise.all([down.close(), up.close()]);
    }
    // One ranking interval (4 s) must pass without a ping.
  }, 20_000);
});
