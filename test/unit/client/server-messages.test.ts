/**
 * SPEC §8's server messages, heard by the client from the services it calls: the data service refusing the page's
 * origin or project id is the Invalid App Configuration alert, 'JWT … not yet valid' is Session Expired, each once
 * per page, while the call itself still fails as 'HTTP status code: {n}'.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDataService, type DataService } from '../../../server/data/index';
import { fixedPrices } from '../../../server/data/prices/price-source';
import { pageAlerts } from '../../../src/client/alerts';
import type { ClientEvent } from '../../../src/client/events';
import { getSupportedChains } from '../../../src/services/data/client';
import { serverMessageOf } from '../../../src/services/server-message';
import { startedWireClient, type WireClient } from '../../support/wire-wallet';

const chains = [{ chainId: 'eip155:31337', name: 'Devnet', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }];
let service: DataService | undefined;
let server: Server | undefined;
let started: WireClient | undefined;

afterEach(async () => {
  started?.destroy();
  await service?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  service = server = started = undefined;
});

type ErrorEvent = Extract<ClientEvent, { type: 'error' }>;

async function errorsOf(apiUrl: string): Promise<ErrorEvent[]> {
  localStorage.clear();
  pageAlerts(window).clear();
  started = startedWireClient({ apiUrl, projectId: 'shop-1' });
  const seen: ClientEvent[] = [];
  started.client.subscribe((event) => seen.push(event));
  await started.client.connect('test.wire.wallet');
  // Two loads: the alert is shown once all the same.
  await started.client.loadActivity({}).catch(() => undefined);
  await started.client.loadActivity({}).catch(() => undefined);
  return seen.filter((e): e is ErrorEvent => e.type === 'error');
}

const dataService = (access: { corsOrigins: string[]; projectIds?: string[] }) =>
  startDataService({ chains, prices: fixedPrices({}), nameSuffix: '.test', indexer: false, log: () => {}, ...access });

describe('SPEC §8 server messages', { timeout: 60_000 }, () => {
  it('a project id the data service does not serve: Invalid App Configuration, once', async () => {
    service = await dataService({ corsOrigins: [window.location.origin], projectIds: ['another-site'] });
    await expect(getSupportedChains({ baseUrl: service.url, projectId: 'shop-1' })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 401',
      serverMessage: 'Unauthorized: invalid key',
    });
    await expect
      .poll(async () => (await errorsOf(service!.url)).map((e) => e.detail), { timeout: 15_000 })
      .toEqual([{ code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' }]);
  });

  it('a page whose origin the data service does not allow: Invalid App Configuration', async () => {
    service = await dataService({ corsOrigins: ['https://another-site.example'] });
    const errors = await errorsOf(service.url);
    await expect.poll(() => errors.map((e) => e.detail.code), { timeout: 15_000 }).toEqual(['INVALID_APP_CONFIGURATION']);
  });

  it("'JWT validation error: JWT Token is not yet valid' is Session Expired", async () => {
    server = createServer((req, res) => {
      req.resume();
      const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
      res.writeHead(401, headers).end(JSON.stringify({ message: 'JWT validation error: JWT Token is not yet valid' }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const errors = await errorsOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await expect.poll(() => errors.map((e) => e.detail.code), { timeout: 15_000 }).toEqual(['SESSION_EXPIRED']);
  });

  it('reads only those three sentences, from a small JSON body', () => {
    expect(serverMessageOf('{"message":"Unauthorized: invalid key"}')).toBe('Unauthorized: invalid key');
    expect(serverMessageOf('{"message":"Unauthorized"}')).toBeUndefined();
    expect(serverMessageOf('{"message":"toString"}')).toBeUndefined();
    expect(serverMessageOf('not json')).toBeUndefined();
    expect(serverMessageOf(JSON.stringify({ message: 'Unauthorized: invalid key', pad: 'x'.repeat(5000) }))).toBeUndefined();
  });
});
