// @vitest-environment node
/**
 * No request can stop a service (issue 19, points 1 and 2): 10,000 generated hostile requests over raw sockets to
 * each running service, the data service and the catalogue. Every request that was sent whole gets an HTTP answer,
 * never a 500, with a JSON body wherever there is a body (a wallet image aside) and a message on every error; afterwards the process is alive, answers a valid request correctly and
 * has logged no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWallets, startCatalogueServer, type CatalogueServer } from '../../../server/catalogue';
import { fixedPrices, startDataService, type DataService } from '../../../server/data';
import { fuzzRequest, seededRandom, type FuzzRequest } from '../../support/http-fuzz';
import { fuzzService } from '../../support/http-fuzz-tally';
import { exchange } from '../../support/raw-http';

const REQUESTS_PER_SERVICE = 10_000;
const CONCURRENCY = 40;
/** Short, so a request whose body never comes is cut quickly; the default (15 s) is checked in http-service.test.ts. */
const LIMITS = { requestTimeoutMs: 1500, headersTimeoutMs: 1500, keepAliveTimeoutMs: 500 };

const DATA_PATHS = [
  '/v1/supported-chains',
  '/v1/identity/{address}',
  '/v1/account/{account}/history',
  '/v1/account/{address}/balance',
  '/v1/fungible/price',
  '/v1/profile/account/{name}',
  '/v1/profile/account',
  '/v1/profile/reverse/{address}',
  '/v1/profile/suggestions/{name}',
  '/v1/convert/tokens',
  '/v1/convert/quotes',
  '/v1/convert/allowance',
  '/v1/convert/gas-price',
  '/v1/convert/build-approve',
  '/v1/convert/build-transaction',
  '/v1/onramp/options',
  '/v1/onramp/quote',
  '/v1/generators/onrampurl',
  '/v1/sessions/nonce',
  '/v1/sessions/verify',
  '/v1/sessions/{address}',
  '/v1/sessions/{address}/revoke',
  '/nothing/here',
];
const CATALOGUE_PATHS = ['/getWallets', '/getWalletImage/{id}', '/getAnalyticsConfig', '/e', '/e/recent', '/nothing'];

function requestsFor(seed: number, paths: readonly string[]): FuzzRequest[] {
  const random = seededRandom(seed);
  return Array.from({ length: REQUESTS_PER_SERVICE }, () => fuzzRequest(random, paths));
}

/** Errors no handler caught would surface here (Vitest also fails the run on them). */
const escaped: unknown[] = [];
const onEscaped = (error: unknown) => escaped.push(error);

beforeAll(() => {
  process.on('unhandledRejection', onEscaped);
  process.on('uncaughtException', onEscaped);
});
afterAll(() => {
  process.off('unhandledRejection', onEscaped);
  process.off('uncaughtException', onEscaped);
});

describe('fuzzing the data service', () => {
  let service: DataService;
  const lines: string[] = [];

  beforeAll(async () => {
    service = await startDataService({
      chains: [{ chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 }],
      prices: fixedPrices({ 'eip155:31337': { native: '3000.00' } }),
      nameSuffix: '.wallet-modal.local',
      corsOrigins: ['https://site.example'],
      indexer: false,
      onramp: {
        providerUrl: 'https://onramp.example/buy',
        providerName: 'Local Provider',
        paymentCurrencies: [{ id: 'USD', usd: '1.00' }],
        networks: ['eip155:31337'],
      },
      limits: LIMITS,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => service?.stop());

  it('answers GET //[ and GET http://[/ with a JSON 400 and stays up (they used to stop the process)', async () => {
    for (const target of ['//[', 'http://[/']) {
      const { answer } = await exchange(service.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.body)).toEqual({ message: expect.any(String) });
    }
    expect((await fetch(`${service.url}/v1/supported-chains`)).status).toBe(200);
  });

  it(`answers ${REQUESTS_PER_SERVICE.toLocaleString('en-US')} hostile requests without a 500, and still serves a valid one`, async () => {
    const tally = await fuzzService(service.port, requestsFor(19, DATA_PATHS), CONCURRENCY);
    expect(tally.problems.slice(0, 10)).toEqual([]);
    expect(tally.answered + tally.unanswered).toBe(REQUESTS_PER_SERVICE);
    // Most requests are sent whole: far more must have been answered than could go unanswered.
    expect(tally.answered).toBeGreaterThan(REQUESTS_PER_SERVICE * 0.7);
    expect([...tally.byStatus.keys()].some((status) => status === 200)).toBe(true);
    expect(escaped).toEqual([]);
    const answer = await fetch(`${service.url}/v1/supported-chains`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { http: string[] }).http).toEqual(['eip155:31337']);
    const errors = lines.filter((line) => JSON.parse(line).level === 'error');
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('fuzzing the catalogue service', () => {
  let service: CatalogueServer;
  const lines: string[] = [];

  beforeAll(async () => {
    service = await startCatalogueServer({
      wallets: generateWallets(50),
      analytics: { enabled: true, exposeRecent: true },
      limits: LIMITS,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => service?.stop());

  it('answers GET //[ with a JSON 400 and a malformed image id with a 400, not a 500', async () => {
    const bad = await exchange(service.port, 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(bad.answer?.status).toBe(400);
    const image = await fetch(`${service.url}/getWalletImage/%E0%A4%A`);
    expect(image.status).toBe(400);
    expect(await image.json()).toEqual({ message: expect.any(String) });
  });

  it(`answers ${REQUESTS_PER_SERVICE.toLocaleString('en-US')} hostile requests without a 500, and still serves a valid one`, async () => {
    const tally = await fuzzService(service.port, requestsFor(20, CATALOGUE_PATHS), CONCURRENCY);
    expect(tally.problems.slice(0, 10)).toEqual([]);
    expect(tally.answered).toBeGreaterThan(REQUESTS_PER_SERVICE * 0.7);
    expect(escaped).toEqual([]);
    const answer = await fetch(`${service.url}/getWallets?entries=5`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(5);
    expect(lines.filter((line) => JSON.parse(line).level === 'error')).toEqual([]);
  }, 180_000);
});
