// @vitest-environment node
/**
 * Issue 19's hostile matrix, on PGlite and PostgreSQL: well over 100 requests an attacker would send, across the
 * parameters and CORS, bodies, swaps (a real Anvil with the stack's DemoSwap), the onramp, names, sign-in, chain data
 * and liveness. For each: the status, the JSON error `{ message, field? }` (naming the field where one is to blame),
 * no row stored in any table a route writes (counted through the database handle before and after), and the service
 * still answering a valid request. The service's options are built in one place (matrixOptions) so that later limits
 * (rate limits) can be set there for the whole matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { fixedPrices, openDatabase, startDataService, type Database, type DataService, type DataServiceOptions } from '../../../../server/data';
import { DEV_ACCOUNTS } from '../../../../dev/contracts/deploy.ts';
import { createEvmSiwxMessage, revokeSessionMessage } from '../../../../src/siwx';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDemoAnvil, type DemoChain } from '../../../support/data/demo-anvil';
import { hostileRows, type HostileFixture, type HostileRow } from '../../../support/data/hostile-rows';

const ORIGIN = 'https://site.example';
const EVM = 'eip155:31337';
const NO_SWAP = 'eip155:31338';
const SOL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
// Anvil's first two dev keys (mnemonic `test test … junk`).
const DEMO = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** Every table a route may write; each hostile request must leave all of them as they were. */
const WRITTEN_TABLES = ['siwx_nonces', 'siwx_sessions', 'names', 'used_messages', 'tokens', 'transfers', 'nft_media', 'indexer_cursors'] as const;

/** The one place the matrix's service is configured (limits added later go here). */
function matrixOptions(database: Database, { anvil, deployed }: DemoChain, log: (line: string) => void): DataServiceOptions {
  return {
    database,
    chains: [
      {
        chainId: EVM,
        name: 'Anvil',
        testnet: true,
        nativeSymbol: 'ETH',
        nativeName: 'Ether',
        nativeDecimals: 18,
        rpcUrl: anvil.rpcUrl,
        swap: { router: deployed.swap.router, rpcUrl: anvil.rpcUrl },
      },
      { chainId: NO_SWAP, name: 'Anvil 2', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 },
      { chainId: SOL, name: 'Solana Localnet', testnet: true, nativeSymbol: 'SOL', nativeDecimals: 9 },
    ],
    prices: fixedPrices({ [EVM]: { native: '3000.00' }, [SOL]: { native: '150.00' } }),
    nameSuffix: '.wallet-modal.local',
    corsOrigins: [ORIGIN],
    onramp: {
      providerUrl: 'http://127.0.0.1:9/checkout',
      providerName: 'Local Provider',
      paymentCurrencies: [{ id: 'USD', usd: '1.00' }],
      networks: [EVM, SOL],
    },
    indexer: false,
    log,
  };
}

const chain = useDemoAnvil();

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`the hostile matrix on ${database.label}`, () => {
    let service: DataService;
    let db: Database;
    let drop: () => Promise<void>;
    const logged: string[] = [];
    const fixture = {} as HostileFixture;

    const send = async (row: Pick<HostileRow, 'method' | 'path' | 'headers' | 'body'>) => {
      const body = row.body === undefined ? undefined : typeof row.body === 'string' ? row.body : JSON.stringify(row.body);
      const headers = { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...row.headers };
      return fetch(`${service.url}${row.path}`, { method: row.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
    };
    const counts = async () => {
      const [row] = await db.query<Record<string, string>>(`select ${WRITTEN_TABLES.map((t) => `(select count(*) from ${t})::text as ${t}`).join(', ')}`);
      return row!;
    };

    beforeAll(async () => {
      const created = await database.create();
      drop = created.drop;
      db = await openDatabase(created);
      service = await startDataService(matrixOptions(db, chain, (line) => logged.push(line)));
      // A live session for DEMO (so sign-in rows meet a real token and pci) and a registered name.
      const nonce = ((await (await send({ method: 'POST', path: '/v1/sessions/nonce', body: {} })).json()) as { nonce: string }).nonce;
      const message = createEvmSiwxMessage({
        domain: 'site.example',
        uri: `${ORIGIN}/app`,
        address: DEMO.address,
        chainId: 31337,
        nonce,
        issuedAt: new Date(),
      });
      const verified = await send({
        method: 'POST',
        path: '/v1/sessions/verify',
        headers: { origin: ORIGIN },
        body: { message, signature: await DEMO.signMessage({ message }) },
      });
      expect(verified.status).toBe(200);
      const session = (await verified.json()) as { token: string; session: { pci: string } };
      fixture.token = session.token;
      fixture.pci = session.session.pci;
      const registration = JSON.stringify({
        domain: 'wallet-modal.local',
        name: 'taken-name',
        address: ALICE.address,
        coinType: 60,
        timestamp: Math.floor(Date.now() / 1000),
      });
      const registered = await send({
        method: 'POST',
        path: '/v1/profile/account',
        body: { coin_type: 60, address: ALICE.address, message: registration, signature: await ALICE.signMessage({ message: registration }) },
      });
      expect(registered.status).toBe(200);
      fixture.registration = { message: registration, signature: await ALICE.signMessage({ message: registration }) };
      fixture.demo = DEMO;
      fixture.alice = ALICE;
      fixture.origin = ORIGIN;
      fixture.evm = EVM;
      fixture.noSwap = NO_SWAP;
      fixture.sol = SOL;
      fixture.tokens = chain.deployed.tokens.map((t) => t.address);
      fixture.router = chain.deployed.swap.router;
      fixture.accounts = DEV_ACCOUNTS;
      fixture.revokeText = revokeSessionMessage;
    }, 120_000);
    afterAll(async () => {
      await service?.stop();
      await drop?.();
    });

    it('has at least 100 distinct hostile requests, across every area', async () => {
      const rows = await hostileRows(fixture);
      expect(rows.length).toBeGreaterThanOrEqual(100);
      const keys = rows.map(
        (r) => `${r.method ?? 'GET'} ${r.path} ${JSON.stringify(r.headers ?? {})} ${typeof r.body === 'string' ? r.body : JSON.stringify(r.body)}`,
      );
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(rows.map((r) => r.area))).toEqual(new Set(['params', 'cors', 'bodies', 'swap', 'onramp', 'names', 'sign-in', 'chain data', 'liveness']));
    });

    it('answers each with its 4xx and the JSON error, stores nothing, and still answers a valid request after it', async () => {
      const rows = await hostileRows(fixture);
      const failures: string[] = [];
      for (const row of rows) {
        const before = await counts();
        const res = await send(row);
        const text = await res.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        const after = await counts();
        const label = `${row.area}: ${row.name}`;
        const shape = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort().join(',') : 'not an object';
        const fieldOk = row.field === undefined ? !(body as { field?: unknown }).field : (body as { field?: unknown }).field === row.field;
        if (res.status !== row.status) failures.push(`${label}: status ${res.status}, not ${row.status} (${text.slice(0, 120)})`);
        else if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) failures.push(`${label}: content-type ${res.headers.get('content-type')}`);
        else if (shape !== 'message' && shape !== 'field,message') failures.push(`${label}: error shape ${shape}`);
        else if (typeof (body as { message: unknown }).message !== 'string' || !(body as { message: string }).message) failures.push(`${label}: no message`);
        else if (!fieldOk) failures.push(`${label}: field ${String((body as { field?: unknown }).field)}, not ${String(row.field)}`);
        else if (JSON.stringify(before) !== JSON.stringify(after)) failures.push(`${label}: stored rows ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        else if (/at [\w.<>]+ \(|\bselect\b.*\bfrom\b|node:internal/i.test(text)) failures.push(`${label}: the answer leaks internals`);
        for (const check of row.check ? [row.check] : []) {
          const problem = check(res);
          if (problem) failures.push(`${label}: ${problem}`);
        }
        const alive = await send({ path: '/v1/supported-chains' });
        if (alive.status !== 200 || !Array.isArray(((await alive.json()) as { chains?: unknown }).chains))
          failures.push(`${label}: the service stopped answering`);
      }
      expect(failures).toEqual([]);
      // The session and the name made at the start are still there and work.
      const listed = await send({ path: `/v1/sessions/${DEMO.address}`, headers: { authorization: `Bearer ${fixture.token}` } });
      expect(listed.status).toBe(200);
      expect(((await (await send({ path: '/v1/profile/account/taken-name' })).json()) as { name: string }).name).toBe('taken-name.wallet-modal.local');
      expect(logged.filter((line) => /Internal|TypeError|SyntaxError|URIError|RangeError/.test(line))).toEqual([]);
    }, 120_000);
  });
}
