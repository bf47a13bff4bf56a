// @vitest-environment node
// Relay faults with real parts, in Node: our WalletConnect connector (the real session core on
// UniversalProvider 2.21.8, with the relay watch) and a wallet on sign-client 2.21.8, through loopback
// relays of their own that refuse, drop and restart. The browser end to end is
// test/e2e/walletconnect-relay-faults.test.ts. The unreachable relay has its own file
// (relay-unreachable.test.ts): a core left retrying a dead relay must not share a process with these.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignClient } from '@walletconnect/sign-client';
import { createMemoryPersistence, startRelay, type Relay } from '../../../../dev/walletconnect-relay.mjs';
import type { Connector } from '../../../../src/connectors/connector';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { buildWalletConnectSetup } from '../../../../src/connectors/walletconnect/setup';
import { MESSAGES } from '../../../../src/errors';
import { RelayUnreachableError } from '../../../../src/rpc-errors';
import { stubLoopbackOnlyFetch } from '../../../support/loopback-fetch';

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
    const core = (globalThis as unknown as Record<string, { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } } | undefined>)[key];
    await core?.relayer.transportClose().catch(() => {});
    core?.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[key];
  }
  for (const relay of relays.splice(0)) await relay.stop().catch(() => undefined);
});

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
    void wallet.approve({ id, namespaces: { eip155: { chains: CHAINS, accounts: CHAINS.map((c) => `${c}:${ADDRESS}`), methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } } });
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
const settled = <T>(p: Promise<T>) => p.then((value) => ({ value }), (error: unknown) => ({ error }));

describe('WalletConnect over a faulty relay (real core, loopback relays)', () => {
  it('a relay restarted mid-session with its mailbox kept: a request made while it was down is answered', async () => {
    const persistence = createMemoryPersistence();
    const relay = await relayOn({ persistence });
    const { dapp } = await paired(relay);
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);

    await relay.stop();
    // A request written to a socket that is closing is lost until the SDK's 15 s publish timeout: this
    // one is made once the dapp has seen the socket close, as a person's click would be.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = settled(sign(dapp));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    relays.push(await startRelay({ port: relay.port, persistence }));
    const restarted = performance.now();
    expect(await waiting).toEqual({ value: SIGNATURE });
    expect(performance.now() - restarted).toBeLessThan(8000);
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);
  }, 30_000);

  it('a relay that drops every socket: a request made meanwhile waits for the reconnects, then fails with RELAY_UNREACHABLE', async () => {
    const relay = await relayOn();
    const { dapp } = await paired(relay);
    relay.dropNewConnections(true);
    relay.dropConnections();
    const started = performance.now();
    const { error } = (await settled(sign(dapp))) as { error: RelayUnreachableError };
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect(error.relayHost).toBe(`127.0.0.1:${relay.port}`);
    expect(performance.now() - started).toBeLessThan(10_000);

    // The relay heals: once the wallet is back (on its SDK's own schedule), the dapp's next request reconnects and is answered.
    relay.dropNewConnections(false);
    await vi.waitFor(() => expect(relay.stats().connections).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 100 });
    await expect(sign(dapp)).resolves.toBe(SIGNATURE);
  }, 45_000);
});
