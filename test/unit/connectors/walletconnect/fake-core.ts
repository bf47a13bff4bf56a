/**
 * A stand-in for the WalletConnect session core (src/connectors/walletconnect/core.ts, which provider.ts
 * adapts from UniversalProvider): propose() emits a displayUri and waits for the test to approve or
 * refuse; requests are answered by the test. The real core is exercised in solana-session.test.ts.
 */
import { vi } from 'vitest';
import type { ApprovedNamespace, CoreEvent, WalletConnectCore } from '../../../../src/connectors/walletconnect/core';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { buildWalletConnectSetup, type SetupNetwork, type WalletConnectNamespace } from '../../../../src/connectors/walletconnect/setup';

export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const SOLANA_ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
export const SOLANA_LOCALNET = 'solana:BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1';
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

export const approvedEip155 = (chains = ['eip155:31337', 'eip155:31338']): ApprovedNamespace => ({
  chains,
  accounts: chains.map((c) => `${c}:${EVM_ADDRESS}`),
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
});
export const approvedSolana = (
  chains = [SOLANA_LOCALNET],
  methods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
): ApprovedNamespace => ({
  chains,
  accounts: chains.map((c) => `${c}:${SOLANA_ADDRESS}`),
  methods,
});

export type FakeCore = ReturnType<typeof fakeCore>;

export function fakeCore() {
  const listeners = new Set<(event: CoreEvent) => void>();
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const current: Record<string, string> = {};
  let namespaces: Record<string, ApprovedNamespace> | undefined;
  let uris = 0;
  /** Answers requests; replace to script the wallet. */
  const wallet = { answer: (async () => null) as (args: { method: string; params?: unknown }, chain: string) => Promise<unknown> };
  const emit = (event: CoreEvent) => {
    for (const l of [...listeners]) l(event);
  };
  const core = {
    approved: (ns: string) => namespaces?.[ns],
    hasSession: () => namespaces !== undefined,
    currentChain: (ns: string) => (namespaces?.[ns] ? (current[ns] ?? namespaces[ns]!.chains[0]) : undefined),
    setCurrentChain: vi.fn((chain: string) => {
      current[chain.split(':')[0]!] = chain;
      emit({ type: 'chainChanged', chain });
    }),
    propose: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.push({ resolve, reject });
          queueMicrotask(() => emit({ type: 'displayUri', uri: `wc:topic${++uris}@2?relay-protocol=irn&symKey=00` }));
        }),
    ),
    disconnect: vi.fn(async () => {
      namespaces = undefined;
    }),
    wallet,
    request: vi.fn((args: { method: string; params?: unknown }, chain: string): Promise<unknown> => wallet.answer(args, chain)),
    subscribe(listener: (event: CoreEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit,
    pending,
    /** The wallet's approval of the latest (or the given) proposal. */
    approve(approved: Record<string, ApprovedNamespace> = { eip155: approvedEip155() }, index = pending.length - 1) {
      namespaces = approved;
      pending[index]!.resolve();
    },
    /** A session restored from storage (as on reload). */
    restore(approved: Record<string, ApprovedNamespace>) {
      namespaces = approved;
    },
  } satisfies WalletConnectCore & Record<string, unknown>;
  return core;
}

const NETWORKS: Record<WalletConnectNamespace, SetupNetwork[]> = {
  eip155: [
    { chainNamespace: 'eip155', id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    { chainNamespace: 'eip155', id: 31338, rpcUrl: 'http://127.0.0.1:8546' },
  ],
  solana: [{ chainNamespace: 'solana', id: SOLANA_LOCALNET.split(':')[1]!, rpcUrl: 'http://127.0.0.1:8899' }],
};

/** The connectors of the given namespaces on one fake core, with a test clock for the URI refresh. */
export function connectorsWith(core: FakeCore, namespaces: WalletConnectNamespace[] = ['eip155'], clock = { now: 0 }) {
  const timers: { fn: () => void; at: number }[] = [];
  const load = vi.fn(async () => ({ createWalletConnectCore: async () => core }));
  const setup = () =>
    buildWalletConnectSetup({
      projectId: 'p',
      networks: namespaces.flatMap((ns) => NETWORKS[ns]),
      relayUrl: 'ws://127.0.0.1:1',
      metadata: undefined,
      location: { origin: 'http://127.0.0.1', host: '127.0.0.1' },
      title: 'Demo',
    });
  const connectors = createWalletConnectConnectors({
    namespaces,
    setup,
    load,
    now: () => clock.now,
    setTimer: (fn, ms) => timers.push({ fn, at: clock.now + ms }),
    clearTimer: () => undefined,
  });
  const of = (ns: WalletConnectNamespace) => connectors.find((c) => c.namespace === ns)!;
  return { connectors, of, timers, load };
}
