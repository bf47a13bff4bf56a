/**
 * The client's catalogue paging and search against the real catalogue service (server/catalogue/) on 127.0.0.1,
 * with a request log, plus the bundled fallback when no service answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/client/create-client';
import type { WalletModalClient } from '../../../src/client/types';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { SEARCH_RESULTS_MAX, WALLET_BLOCK_TILES, WALLET_PAGE_ENTRIES } from '../../../src/constants';
import { BUNDLED_WALLETS } from '../../../src/services/catalogue/bundled';
import { catalogueAtom, searchResultsAtom, walletSearchAtom } from '../../../src/state/catalogue';
import { DEFAULT_OPTIONS } from '../../../src/state/options';
import { createCatalogueHandler, generateWallets } from '../../../server/catalogue';

const TOTAL = 100;
let server: Server;
let serviceUrl: string;
const requests: URLSearchParams[] = [];
let client: WalletModalClient;

beforeAll(async () => {
  const handle = createCatalogueHandler({ wallets: generateWallets(TOTAL) });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // GETs only: the DOM's fetch may ask a CORS preflight (OPTIONS) first.
    if (url.pathname === '/getWallets' && req.method === 'GET') requests.push(url.searchParams);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function boot(catalogueUrl: string | undefined) {
  client = createClient(window);
  client.setOptions({ ...DEFAULT_OPTIONS, projectId: 'test', networks: [findKnownNetwork('eip155:1')!], ...(catalogueUrl ? { catalogueUrl } : {}) });
}
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => client.destroy());

describe('catalogue paging', () => {
  beforeEach(() => boot(serviceUrl));

  it(`loads ${WALLET_PAGE_ENTRIES} at a time, appends, and stops after the short last page`, async () => {
    await client.loadWallets({ page: 1 });
    expect(client.store.get(catalogueAtom)).toMatchObject({ status: 'loaded', count: TOTAL, page: 1, source: 'service' });
    expect(client.store.get(catalogueAtom).wallets.map((w) => w.id)).toEqual(generateWallets(WALLET_PAGE_ENTRIES).map((w) => w.id));
    await client.loadWallets();
    await client.loadWallets();
    const { wallets, page } = client.store.get(catalogueAtom);
    expect(page).toBe(3);
    expect(wallets.map((w) => w.id)).toEqual(generateWallets(TOTAL).map((w) => w.id));
    await client.loadWallets();
    expect(requests.map((r) => [r.get('page'), r.get('entries'), r.get('chains'), r.get('projectId')])).toEqual([
      ['1', '40', 'eip155:1', 'test'],
      ['2', '40', 'eip155:1', 'test'],
      ['3', '40', 'eip155:1', 'test'],
    ]);
  });

  it('a call while a page is loading joins it', async () => {
    await Promise.all([client.loadWallets({ page: 1 }), client.loadWallets(), client.loadWallets()]);
    expect(requests).toHaveLength(1);
    expect(client.store.get(catalogueAtom).wallets).toHaveLength(WALLET_PAGE_ENTRIES);
  });

  it(`searches by name, case-insensitively, with at most ${SEARCH_RESULTS_MAX} results; the newer search wins`, async () => {
    await client.searchWallets('AMBER');
    const amber = generateWallets(TOTAL).filter((w) => w.name.toLowerCase().includes('amber'));
    expect(amber.length).toBeGreaterThan(0);
    expect(client.store.get(searchResultsAtom).map((w) => w.id)).toEqual(amber.map((w) => w.id));
    expect(requests.at(-1)!.get('entries')).toBe(String(SEARCH_RESULTS_MAX));

    const first = client.searchWallets('amber');
    const second = client.searchWallets('onyx');
    await Promise.all([first, second]);
    expect(client.store.get(walletSearchAtom)).toMatchObject({ query: 'onyx', status: 'loaded' });
    expect(client.store.get(searchResultsAtom).every((w) => w.name.toLowerCase().includes('onyx'))).toBe(true);

    // Many results: the first block is stored at once (more to come), the rest a task later.
    const seen: { count: number; more: boolean }[] = [];
    const stop = client.store.sub(walletSearchAtom, () => {
      const s = client.store.get(walletSearchAtom);
      if (s.status === 'loaded') seen.push({ count: s.results.length, more: s.more });
    });
    await client.searchWallets('e');
    stop();
    const many = generateWallets(TOTAL).filter((w) => w.name.toLowerCase().includes('e'));
    expect(many.length).toBeGreaterThan(WALLET_BLOCK_TILES);
    expect(seen).toEqual([
      { count: WALLET_BLOCK_TILES, more: true },
      { count: many.length, more: false },
    ]);
    expect(client.store.get(searchResultsAtom).map((w) => w.id)).toEqual(many.map((w) => w.id));

    await client.searchWallets('   ');
    expect(client.store.get(walletSearchAtom)).toMatchObject({ query: '', status: 'idle', results: [], more: false });
  });
});

describe('catalogue fallback', () => {
  it('uses the bundled list when the service cannot be reached, and says so once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      boot(`http://127.0.0.1:${port}`);
      await client.loadWallets({ page: 1 });
      expect(client.store.get(catalogueAtom)).toMatchObject({ status: 'loaded', source: 'bundled', count: BUNDLED_WALLETS.length });
      await client.searchWallets('meta');
      expect(client.store.get(searchResultsAtom).length).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows an HTTP error from a reachable service as its answer, not the bundled list', async () => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'accept' };
    const failing = createServer((req, res) => res.writeHead(req.method === 'OPTIONS' ? 204 : 500, cors).end());
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      boot(`http://127.0.0.1:${(failing.address() as AddressInfo).port}`);
      await client.loadWallets({ page: 1 });
      expect(client.store.get(catalogueAtom)).toMatchObject({ status: 'error', error: 'HTTP status code: 500' });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
