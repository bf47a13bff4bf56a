// @vitest-environment node
// The built services (dist/server/data.js, dist/server/catalogue.js) as a site runs them: plain `node`, a JSON
// config, one line and status 1 for a bad one, /healthz and /readyz, and SIGTERM draining a request in flight.
import { connect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, startServiceProcess, type ServiceProcess } from '../../../dev/service-process.ts';
import { freePort } from '../../../dev/free-port.ts';
import { MIGRATIONS } from '../../../server/data/db/migrations';
import { expectRefusedInOneLine, runEntryToExit } from '../../support/service-entry';

const CHAIN = { chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 };
const CONFIG = { nameSuffix: '.wallet-modal.local', corsOrigins: '*', chains: [CHAIN], prices: { 'eip155:31337': { native: '3000.00' } } };
// The services under test use PGlite: the PostgreSQL runs are in instances.test.ts.
const ENV = { DATABASE_URL: undefined, PORT: undefined, HOST: undefined };

const started: ServiceProcess[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) await p.stop('SIGKILL');
});

beforeAll(async () => {
  await ensureServerBuild();
}, 120_000);

/** Runs a built entry with `config` on PGlite (for the ones that must not start). */
const runToExit = (service: 'data' | 'catalogue', config: unknown, env: Record<string, string> = {}) =>
  runEntryToExit(service, config, { DATABASE_URL: '', ...env });

describe('a bad configuration', () => {
  const cases: [string, 'data' | 'catalogue', unknown, string][] = [
    ['a chain id that is not CAIP-2', 'data', { ...CONFIG, chains: [{ ...CHAIN, chainId: 'ethereum' }] }, 'config: chains[0].chainId: must be a CAIP-2 id'],
    ['an unknown key', 'data', { ...CONFIG, chainz: [] }, 'config: chainz: unknown key'],
    [
      'a Solana chain indexed without watched accounts',
      'data',
      { ...CONFIG, chains: [{ ...CHAIN, chainId: 'solana:abc', rpcUrl: 'http://127.0.0.1:9' }] },
      'config: chains[0].watched: must list the Solana accounts to index',
    ],
    ['a bad price', 'data', { ...CONFIG, prices: { 'eip155:31337': { native: '3,000' } } }, 'config: prices.eip155:31337.native: must be a USD price'],
    [
      'an onramp network that is not configured',
      'data',
      { ...CONFIG, onramp: { providerUrl: 'https://pay.example', providerName: 'P', paymentCurrencies: [{ id: 'USD', usd: '1.00' }], networks: ['eip155:1'] } },
      'config: onramp.networks[0]: must be one of the configured chains',
    ],
    [
      'a rate-limit scale beside explicit limits',
      'data',
      { ...CONFIG, rateLimitsScale: 100, rateLimits: { nonce: { client: 1 } } },
      'config: rateLimitsScale: cannot be given with rateLimits',
    ],
    [
      'a rate-limit scale that is not a whole number',
      'data',
      { ...CONFIG, rateLimitsScale: 0.5 },
      'config: rateLimitsScale: must be an integer from 1 to 1000000',
    ],
    ['a file that is not JSON', 'data', '{ nameSuffix', 'is not JSON'],
    ['a catalogue listing without an id', 'catalogue', { extraWallets: [{ name: 'X' }] }, 'config: extraWallets[0].id: must be a non-empty string'],
  ];
  it.each(cases)(
    'exits 1 with one line naming the field and the rule: %s',
    async (_, service, config, line) => expectRefusedInOneLine(await runToExit(service, config), line),
    60_000,
  );

  it('exits 1 for a bad PORT or HOST in the environment', async () => {
    expect((await runToExit('data', CONFIG, { PORT: 'eighty' })).stderr.trim()).toBe('config: PORT: must be a port number from 0 to 65535');
    expect((await runToExit('catalogue', {}, { HOST: 'a b' })).stderr.trim()).toBe('config: HOST: must be a host name or IP address');
  }, 60_000);
});

describe('health', () => {
  it('the data service: /healthz 200, /readyz 200 with the database and migrations, on PORT and HOST from the environment', async () => {
    const port = await freePort();
    const service = await startServiceProcess({ service: 'data', config: CONFIG, env: { ...ENV, PORT: String(port), HOST: '0.0.0.0' } });
    started.push(service);
    expect(service.url).toBe(`http://0.0.0.0:${port}`);
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      database: 'ok',
      migrations: { applied: MIGRATIONS.length, expected: MIGRATIONS.length },
      indexer: { running: true, leader: true, nftMedia: 'idle' },
      chains: {},
    });
  }, 60_000);

  it('the data service: /readyz 503 while a chain head cannot be read, reporting the chain', async () => {
    const dead = await freePort();
    const service = await startServiceProcess({ service: 'data', config: { ...CONFIG, chains: [{ ...CHAIN, rpcUrl: `http://127.0.0.1:${dead}` }] }, env: ENV });
    started.push(service);
    const ready = await fetch(`${service.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, database: 'ok', chains: { 'eip155:31337': { head: null, lag: null } } });
    // Still alive and answering.
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('the catalogue: /healthz and /readyz 200, with the extra listings before the bundled ones', async () => {
    const service = await startServiceProcess({
      service: 'catalogue',
      config: { extraWallets: [{ id: 'extra-wallet', name: 'Extra', chains: ['eip155:1'], rdns: 'dev.extra' }] },
      env: ENV,
    });
    started.push(service);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const ready = (await (await fetch(`${service.url}/readyz`)).json()) as { ready: boolean; wallets: number };
    expect(ready.ready).toBe(true);
    const page = (await (await fetch(`${service.url}/getWallets?entries=1`)).json()) as { data: { id: string }[] };
    expect(page.data[0]!.id).toBe('extra-wallet');
  }, 60_000);
});

/** Sends a POST's headers and the first half of its body, and resolves with the raw answer once the socket ends. */
function slowPost(port: number, path: string, body: string): { sendRest(): void; answer: Promise<string>; headersSent: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (c) => (answer += c));
  const headersSent = new Promise<void>((resolve) =>
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
        () => resolve(),
      );
    }),
  );
  return {
    headersSent,
    sendRest: () => socket.write(body.slice(half)),
    answer: new Promise((resolve, reject) => {
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    }),
  };
}

describe('shutdown', () => {
  it.each(['data', 'catalogue'] as const)(
    '%s: SIGTERM stops accepting, finishes the request in flight, and exits 0',
    async (name) => {
      const service = await startServiceProcess({ service: name, config: name === 'data' ? CONFIG : { analytics: { enabled: true } }, env: ENV });
      started.push(service);
      const [path, body] =
        name === 'data'
          ? ['/v1/fungible/price', JSON.stringify({ currency: 'usd', addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })]
          : ['/e', JSON.stringify({ eventId: 'e1', event: 'MODAL_OPEN', timestamp: Date.now(), props: {} })];
      const inFlight = slowPost(service.port, path, body);
      await inFlight.headersSent;
      // The service, another process, reads the headers and starts the request: nothing outside it marks that moment,
      // so a time must pass before the signal.
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(service.pid, 'SIGTERM');
      // Stopped accepting: a new connection is refused once the signal is handled.
      await expect
        .poll(
          async () =>
            fetch(`${service.url}/healthz`).then(
              () => 'accepted',
              () => 'refused',
            ),
          { timeout: 5000, interval: 50 },
        )
        .toBe('refused');
      inFlight.sendRest();
      const answer = await inFlight.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 (200|202|400) /);
      if (name === 'data') expect(answer).toContain('"price":"3000');
      expect(await service.exited).toBe(0);
      expect(service.stderr()).toContain('"event":"stopping","signal":"SIGTERM"');
    },
    60_000,
  );
});
