// @vitest-environment node
// An unreachable relay with real parts, in Node: our WalletConnect connector (the real session core on
// UniversalProvider 2.21.8, with the socket gate and the relay watch) against a host that cuts every connection. Alone in its
// file: the core it leaves retrying must not share a process with relay-faults.test.ts.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../../../src/connectors/connector';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { buildWalletConnectSetup } from '../../../../src/connectors/walletconnect/setup';
import { RelayUnreachableError } from '../../../../src/errors/rpc';
import { stubLoopbackOnlyFetch } from '../../../support/loopback-fetch';
import { expectSteadyFor } from '../../../support/steady';
import * as MESSAGES from '../../../../src/messages';

const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

const prefixes: string[] = [];
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
  // Each core lives in a global per storage prefix: stop its heartbeat and drop it. transportClose() on a core
  // still connecting makes the SDK retry without pause, so the dead relay is left to the gate, which holds the SDK's retries.
  for (const prefix of prefixes.splice(0)) {
    const key = `_walletConnectCore_${prefix}`;
    const core = (globalThis as Record<string, unknown>)[key] as { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } } | undefined;
    core?.heartbeat.stop();
    delete (globalThis as Record<string, unknown>)[key];
  }
});

const prefix = (name: string) => {
  const p = `relay-faults-${name}-${process.pid}-${++prefixCount}`;
  prefixes.push(p);
  return p;
};

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

describe('WalletConnect with an unreachable relay (real core)', () => {
  it('a relay host that cuts every connection: connect fails within 10 s with RELAY_UNREACHABLE naming it, after the connect and five reconnects 1000 ms apart; then no more sockets', async () => {
    const attempts: number[] = [];
    const host = createServer((socket) => {
      attempts.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      const dapp = dappOn(`ws://127.0.0.1:${port}`);
      const started = performance.now();
      const { error } = (await settled(dapp.connect({}))) as { error: RelayUnreachableError };
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(RelayUnreachableError);
      expect(error).toMatchObject({ code: 'RELAY_UNREACHABLE', shortMessage: MESSAGES.relayUnreachable, relayHost: `127.0.0.1:${port}` });
      expect(elapsed).toBeLessThan(10_000);
      expect(elapsed).toBeGreaterThan(4_000); // it waited for the reconnects first
      console.info(`attempts at +ms: ${attempts.map((at) => at - attempts[0]!).join(', ')}`);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      expect(attempts.length).toBeLessThanOrEqual(6);
      for (let i = 1; i < attempts.length; i++) expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(900);
      // Given up, the gate holds the SDK's own retries (its loop, its 5 s heartbeat) until work needs the relay.
      const before = attempts.length;
      await expectSteadyFor(3000, () => attempts.length);
      expect(attempts.length - before).toBe(0);
    } finally {
      host.close();
    }
  }, 30_000);
});
