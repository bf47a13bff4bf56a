// @vitest-environment node
// Relay faults with real parts, in Node: our WalletConnect connector (the real session core on
// UniversalProvider 2.21.8, with the socket gate and the relay watch) and a wallet on sign-client 2.21.8, through loopback
// relays of their own that refuse, drop and restart. The browser end to end is
// test/e2e/walletconnect-relay-faults.test.ts. The unreachable relay has its own file
// (relay-unreachable.test.ts): a core left retrying a dead relay must not share a process with these.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignClient } from '@walletconnect/sign-client';
import { createMemoryPersistence, startRelay, type Relay } from '../../../../dev/walletconnect-relay.ts';
import type { Connector } from '../../../../src/connectors/connector';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { buildWalletConnectSetup } from '../../../../src/connectors/walletconnect/setup';
import { RelayUnreachableError } from '../../../../src/errors/rpc';
import { stubLoopbackOnlyFetch } from '../../../support/loopback-fetch';
import { expectSteadyFor } from '../../../support/steady';
import { relayOutage } from '../../../support/relay-outage';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = ['eip155:31337'];
const SIGNATURE = `0x${'cd'.repeat(65)}`;
type Wallet = InstanceType<typeof SignClient>;

const prefixes: string[] = [];
const relays: Relay[] = [];
const dapps: Connector[] = [];
let prefixCount = 0;

beforeAll(() => {
  stubLoopbackOnlyFetch();
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(async () => {
  for (const dapp of dapps.splice(0)) await Promise.race([dapp.disconnect().catch(() => undefined), new Promise((r) => setTimeout(r, 500))]);
  // Each core lives in a global per storage prefix: close each test's.
  for (const prefix of prefixes.splice(0)) {
    const key = `_walletConnectCore_${prefix}`;
    const core = coreOf(prefix);
    await core?.relayer.transportClose().catch(() => {});
    core?.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[key];
  }
  for (const relay of relays.splice(0)) await relay.stop().catch(() => undefined);
});

type Core = { relayer: { connected: boolean; transportClose(): Promise<void> }; heartbeat: { stop(): void } };
/** The SDK keeps each core in a global per storage prefix. */
const coreOf = (storagePrefix: string) => (globalThis as Record<string, unknown>)[`_walletConnectCore_${storagePrefix}`] as Core | undefined;
/** Every dapp core of the test has seen its socket close. */
const dappsSeeSocketClosed = () => expect(prefixes.filter((p) => p.includes('-dapp-')).map((p) => coreOf(p)?.relayer.connected)).not.toContain(true);

const prefix = (name: string) => {
  const p = `relay-faults-${name}-${process.pid}-${++prefixCount}`;
  prefixes.push(p);
  return p;
};

async function relayOn(options: Parameters<typeof startRelay>[0] = {}): Promise<Relay> {
  const relay = await startRelay(options);
  relays.push(relay);
  return relay;
}

function dappOn(relayUrl: string): Connector {
  const storagePrefix = prefix('dapp');
  const setup = () => ({
    ...buildWalletConnectSetup({
      projectId: 'test',
      networks: [{ chainNamespace: 'eip155', id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      relayUrl,
      metadata: { name: 'relay faults test', description: '', url: 'http://127.0.0.1', icons: [] },
      location: { origin: 'http://127.0.0.1', host: '127.0.0.1' },
      title: '',
    }),
    storagePrefix,
  });
  const [eip155] = createWalletConnectConnectors({ namespaces: ['eip155'], setup });
  dapps.push(eip155!);
  return eip155!;
}

/** A wallet that approves every proposal and signs every request with SIGNATURE. */
async function walletOn(relayUrl: string): Promise<Wallet> {
  const wallet = await SignClient.init({
    projectId: 'test',
    relayUrl,
    metadata: { name: 'fault wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    customStoragePrefix: prefix('wallet'),
    telemetryEnabled: false,
    logger: 'silent',
  });
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: CHAINS, accounts: CHAINS.map((c) => `${c}:${ADDRESS}`), methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
  });
  wallet.on('session_request', ({ id, topic }) => {
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: SIGNATURE } });
  });
  return wallet;
}

async function paired(relay: Relay): Promise<{ dapp: Connector; wallet: Wallet }> {
  const wallet = await walletOn(relay.relayUrl);
  const dapp = dappOn(relay.relayUrl);
  const stop = dapp.subscribe((event) => {
    if (event.type === 'displayUri') void wallet.pair({ uri: event.uri });
  });
  await expect(dapp.connect({})).resolves.toMatchObject({ addresses: [ADDRESS] });
  stop();
  return { dapp, wallet };
}

const sign = (dapp: Connector) => dapp.request({ method: 'personal_sign', params: ['0x6869', ADDRESS] });
const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('WalletConnect over a faulty relay (real core, loopback relays)', () => {
  it('a relay restarted mid-session with its mailbox kept: a request made while it was down is answered', async () => {
    const persistence = createMemoryPersistence();
    const relay = await relayOn({ persistence });
    const { dapp } = await paired(relay);
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);

    await relay.stop();
    // A request written to a socket that is closing is lost until the SDK's 15 s publish timeout: this
    // one is made once the dapp has seen the socket close, as a person's click would be.
    await vi.waitFor(dappsSeeSocketClosed);
    const waiting = settled(sign(dapp));
    await relayOutage();
    relays.push(await startRelay({ port: relay.port, persistence }));
    const restarted = performance.now();
    expect(await waiting).toEqual({ value: SIGNATURE });
    expect(performance.now() - restarted).toBeLessThan(8000);
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);
  }, 30_000);

  it('a relay that drops every socket: a request made meanwhile waits for the reconnects, then fails with RELAY_UNREACHABLE', async () => {
    const relay = await relayOn();
    const { dapp, wallet } = await paired(relay);
    const walletId = await wallet.core.crypto.getClientId();
    relay.dropNewConnections(true);
    const droppedAt = Date.now();
    relay.dropConnections();
    const started = performance.now();
    const { error } = (await settled(sign(dapp))) as { error: RelayUnreachableError };
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect(error.relayHost).toBe(`127.0.0.1:${relay.port}`);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The relay accepts each socket and cuts it: the gate still counts each as a reconnect, at its pace.
    expectCadence(attemptsOf(relay, walletId, droppedAt), droppedAt);

    // The relay heals: once the wallet is back (on its SDK's own schedule), the dapp's next request reconnects and is answered.
    relay.dropNewConnections(false);
    await vi.waitFor(() => expect(relay.stats().connections).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 100 });
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);
  }, 45_000);

  it('a relay that drops the session’s socket and refuses new ones: the dapp’s reconnects are 1000 ms apart, at most 5, then none until a request needs the relay', async () => {
    const relay = await relayOn();
    const { dapp, wallet } = await paired(relay);
    const walletId = await wallet.core.crypto.getClientId();
    relay.refuseNewConnections(true);
    const droppedAt = Date.now();
    relay.dropConnections();
    await vi.waitFor(dappsSeeSocketClosed);
    const started = performance.now();
    const { error } = (await settled(sign(dapp))) as { error: RelayUnreachableError };
    const waited = performance.now() - started;
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect(waited).toBeGreaterThan(4000);
    expect(waited).toBeLessThan(10_000);
    const attempts = attemptsOf(relay, walletId, droppedAt);
    expectCadence(attempts, droppedAt);
    // The gate opens one socket per interval (the SDK alone came 1, 2, 3, 4 s apart): all five fit in the round.
    expect(attempts).toHaveLength(5);
    // Given up: the SDK's own loop and heartbeat open nothing more.
    await expectSteadyFor(3000, () => attemptsOf(relay, walletId, droppedAt).length);
    expect(attemptsOf(relay, walletId, droppedAt)).toHaveLength(5);

    relay.refuseNewConnections(false);
    await vi.waitFor(() => expect(relay.stats().connections).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 100 });
    const healed = performance.now();
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);
    expect(performance.now() - healed).toBeLessThan(6000);
  }, 45_000);
});

/** The dapp's socket attempts since `since` (the wallet, on its SDK's own schedule, is told apart by its client id). */
function attemptsOf(relay: Relay, walletId: string, since: number): number[] {
  return relay
    .attempts()
    .filter((a) => a.at >= since && a.client !== walletId)
    .map((a) => a.at);
}

/** SPEC §9: reconnects 1000 ms apart (900 allows the clock's grain), the first an interval after the loss, at most 5. */
function expectCadence(attempts: number[], lostAt: number) {
  console.info(`reconnects after the loss at +ms: ${attempts.map((at) => at - lostAt).join(', ')}`);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  expect(attempts.length).toBeLessThanOrEqual(5);
  expect(attempts[0]! - lostAt).toBeGreaterThanOrEqual(900);
  for (let i = 1; i < attempts.length; i++) expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(900);
}
