// @vitest-environment node
// Three data-service processes from the built entry (dist/server/data.js) on one PostgreSQL schema, as a site scales
// out: every instance answers the same, one indexer leader at a time, a kill -9 of the leader hands the lock over
// within two indexer intervals, and the stored history matches the chain's Transfer logs exactly (nothing missed,
// nothing twice) across the failover. PostgreSQL only: without DATABASE_URL the run is skipped and its title says so.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../../dev/anvil.ts';
import { deployDemoContracts, DEV_ACCOUNTS, type DemoContracts } from '../../../../dev/contracts/deploy.ts';
import { startServiceProcess, waitForReady, type ServiceProcess } from '../../../../dev/service-process.ts';
import { rpcCall } from '../../../support/local-chain';
import { TRANSFER_TOPIC } from '../../../../server/data/chain/evm-reader';

const url = process.env.DATABASE_URL;
const CHAIN = 'eip155:31337';
const INTERVAL_MS = 500;
const NONCE_LIMIT = 4;
/** Anvil's first dev account (the demo account), whose key every Anvil knows. */
const DEMO_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

type Readyz = { ready: boolean; indexer: { leader: boolean }; chains: Record<string, { lag: number | null }> };

describe.skipIf(!url)(url ? 'three instances on one PostgreSQL' : 'three instances on one PostgreSQL (skipped: DATABASE_URL is unset)', () => {
  const schema = `wm_test_${randomBytes(6).toString('hex')}`;
  let anvil: Anvil;
  let deployed: DemoContracts;
  let instances: ServiceProcess[] = [];
  let admin: pg.Client;

  const config = (rpcUrl: string) => ({
    nameSuffix: '.wallet-modal.local',
    corsOrigins: '*',
    databaseSchema: schema,
    chains: [{ chainId: CHAIN, name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18, rpcUrl }],
    prices: { [CHAIN]: { native: '3000.00' } },
    nftMedia: false,
    indexer: { intervalMs: INTERVAL_MS },
    health: { maxLagBlocks: 0 },
    // Low enough to reach in a few requests: the counters are rows in the shared schema.
    rateLimits: { nonce: { client: NONCE_LIMIT, windowSeconds: 600 } },
  });

  const readyz = async (instance: ServiceProcess): Promise<Readyz | null> =>
    fetch(`${instance.url}/readyz`).then(
      (r) => r.json() as Promise<Readyz>,
      () => null,
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    anvil = await startAnvil({ chainId: 31337 });
    deployed = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
    // Started together: they race for the migrations (an advisory lock serialises them) and for the leader lock.
    instances = await Promise.all(
      [1, 2, 3].map((n) =>
        startServiceProcess({
          service: 'data',
          label: `data ${n}`,
          config: config(anvil.rpcUrl),
          env: { DATABASE_URL: url, PORT: undefined, HOST: undefined },
        }),
      ),
    );
    await Promise.all(instances.map((i) => waitForReady(i.url, { lagZero: true })));
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) await instance.stop('SIGKILL');
    await anvil?.stop();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  it('exactly one instance leads the indexer, and every instance answers the same balances and history', async () => {
    const states = await Promise.all(instances.map(readyz));
    expect(states.filter((s) => s?.indexer.leader)).toHaveLength(1);
    for (const account of [DEV_ACCOUNTS.demo, DEV_ACCOUNTS.alice, DEV_ACCOUNTS.bob]) {
      for (const route of [`/v1/account/${account}/balance?currency=usd`, `/v1/account/${account}/history`]) {
        // Spread over the three: each asked in turn, all must agree.
        const answers = await Promise.all(
          instances.map(async (i) => {
            const response = await fetch(`${i.url}${route}`);
            expect(response.status).toBe(200);
            return response.text();
          }),
        );
        expect(answers[0]).not.toBe('');
        expect(new Set(answers).size, route).toBe(1);
      }
    }
    const history = (await (await fetch(`${instances[1]!.url}/v1/account/${DEV_ACCOUNTS.demo}/history`)).json()) as { data: unknown[] };
    expect(history.data.length).toBeGreaterThan(0);
  });

  it('a rate limit hit on one instance holds on the others', async () => {
    const nonce = (instance: ServiceProcess) => fetch(`${instance.url}/v1/sessions/nonce`, { method: 'POST' });
    // Spread over the three in turn: the limit counts them all, whichever instance answered.
    const statuses: number[] = [];
    for (let n = 0; n < NONCE_LIMIT; n++) statuses.push((await nonce(instances[n % instances.length]!)).status);
    expect(statuses).toEqual(Array(NONCE_LIMIT).fill(200));
    for (const instance of instances) {
      const refused = await nonce(instance);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    }
  });

  it('kill -9 of the leader: another instance takes the lock within two indexer intervals, and no transfer is missed or stored twice', async () => {
    const states = await Promise.all(instances.map(readyz));
    const leader = instances[states.findIndex((s) => s?.indexer.leader)]!;
    const others = instances.filter((i) => i !== leader);

    // Transfers on both sides of the failover: before the kill, and while no one leads.
    const wallet = new Wallet(DEMO_KEY, new JsonRpcProvider(anvil.rpcUrl, 31337, { staticNetwork: true }));
    const token = new Contract(deployed.tokens[0]!.address, ['function transfer(address to, uint256 amount) returns (bool)'], wallet);
    let nonce = await wallet.getNonce();
    const send = async (amount: bigint) => (await token.getFunction('transfer')(DEV_ACCOUNTS.carol, amount, { nonce: nonce++ })).wait();
    for (const amount of [1n, 2n, 3n]) await send(amount);

    const killedAt = performance.now();
    process.kill(leader.pid, 'SIGKILL');
    for (const amount of [4n, 5n]) await send(amount);
    let tookOverAfter = Infinity;
    while (performance.now() - killedAt < 10_000) {
      const leaders = (await Promise.all(others.map(readyz))).filter((s) => s?.indexer.leader);
      if (leaders.length > 0) {
        tookOverAfter = performance.now() - killedAt;
        expect(leaders).toHaveLength(1);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await leader.exited).toBe('SIGKILL');
    expect(tookOverAfter).toBeLessThanOrEqual(2 * INTERVAL_MS);
    instances = others;

    await send(6n);
    await Promise.all(others.map((i) => waitForReady(i.url, { lagZero: true, timeoutMs: 30_000 })));

    // The chain's own record: every Transfer log from block 0 to the head, against every stored token transfer.
    const logs = await rpcCall<{ transactionHash: string; logIndex: string }[]>(anvil.rpcUrl, 'eth_getLogs', [
      { fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC] },
    ]);
    const onChain = logs.map((l) => `${l.transactionHash.toLowerCase()}:${Number(l.logIndex)}`).sort();
    const stored = await admin.query<{ tx_hash: string; log_index: number }>(
      `select tx_hash, log_index from ${schema}.transfers where chain_id = $1 and kind <> 'native'`,
      [CHAIN],
    );
    const keys = stored.rows.map((r) => `${r.tx_hash.toLowerCase()}:${r.log_index}`).sort();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(onChain);
    expect(onChain.length).toBeGreaterThan(6);

    // The transfers made around the kill show in the history on both survivors alike.
    const histories = await Promise.all(others.map(async (i) => (await fetch(`${i.url}/v1/account/${DEV_ACCOUNTS.carol}/history`)).text()));
    expect(histories[0]).toBe(histories[1]);
    console.log(`indexer failover: ${Math.round(tookOverAfter)} ms (interval ${INTERVAL_MS} ms)`);
  }, 120_000);

  it('SIGTERM of the leader: it exits 0 having released the lock, and the last instance leads within two intervals', async () => {
    const states = await Promise.all(instances.map(readyz));
    const leader = instances[states.findIndex((s) => s?.indexer.leader)]!;
    const last = instances.find((i) => i !== leader)!;
    const stoppedAt = performance.now();
    expect(await leader.stop('SIGTERM')).toBe(0);
    instances = [last];
    await expect.poll(async () => (await readyz(last))?.indexer.leader, { timeout: 2 * INTERVAL_MS, interval: 25 }).toBe(true);
    expect(performance.now() - stoppedAt).toBeLessThan(10_000);
  }, 60_000);
});
