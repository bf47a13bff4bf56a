import { describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { createWalletConnectConnector } from '../../../../src/connectors/walletconnect/connector';
import { buildWalletConnectSetup, DEFAULT_RELAY_URL, type WalletConnectSetup } from '../../../../src/connectors/walletconnect/setup';
import type { WalletConnectProvider } from '../../../../src/connectors/walletconnect/provider';
import type { ConnectorEvent } from '../../../../src/connectors/connector';
import { UserRejectedRequestError } from '../../../../src/errors';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A stand-in for EthereumProvider: connect() emits display_uri and waits for the test to answer. */
function fakeProvider() {
  const events = new EventEmitter();
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  let uris = 0;
  const p = {
    accounts: [] as string[],
    chainId: 31337,
    session: undefined as object | undefined,
    on: (e: string, l: (...a: any[]) => void) => events.on(e, l),
    removeListener: (e: string, l: (...a: any[]) => void) => events.removeListener(e, l),
    emit: (e: string, ...a: unknown[]) => events.emit(e, ...a),
    connect: vi.fn(() => new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
      queueMicrotask(() => events.emit('display_uri', `wc:topic${++uris}@2?relay-protocol=irn&symKey=00`));
    })),
    disconnect: vi.fn(async () => undefined),
    request: vi.fn(async () => null),
    approve(index = pending.length - 1) {
      p.accounts = [ADDRESS];
      p.session = { namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`] } } };
      pending[index]!.resolve();
    },
    pending,
  };
  return p;
}

function setup(): WalletConnectSetup {
  return buildWalletConnectSetup({ projectId: 'p', networks: [{ chainNamespace: 'eip155', id: 31337, rpcUrl: 'http://127.0.0.1:8545' }], relayUrl: 'ws://127.0.0.1:1', metadata: undefined, location: { origin: 'http://127.0.0.1', host: '127.0.0.1' }, title: 'Demo' });
}

function connectorWith(p: ReturnType<typeof fakeProvider>, clock = { now: 0 }) {
  const timers: { fn: () => void; at: number }[] = [];
  const connector = createWalletConnectConnector({
    setup,
    load: async () => ({ createWalletConnectProvider: async () => p as unknown as WalletConnectProvider }),
    now: () => clock.now,
    setTimer: (fn, ms) => timers.push({ fn, at: clock.now + ms }),
    clearTimer: () => undefined,
  });
  return { connector, timers };
}

describe('WalletConnect connector', () => {
  it('is a WALLET_CONNECT connector for eip155 that is not installed', () => {
    const { connector } = connectorWith(fakeProvider());
    expect(connector).toMatchObject({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', namespace: 'eip155', installed: false });
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it('emits the pairing URI, resolves on approval with the accounts and chain', async () => {
    const p = fakeProvider();
    const { connector } = connectorWith(p);
    const seen: ConnectorEvent[] = [];
    connector.subscribe((e) => seen.push(e));
    const result = connector.connect({});
    await vi.waitFor(() => expect(seen).toContainEqual({ type: 'displayUri', uri: 'wc:topic1@2?relay-protocol=irn&symKey=00' }));
    p.approve();
    await expect(result).resolves.toEqual({ addresses: [ADDRESS], caipNetworkId: 'eip155:31337' });
  });

  it('replaces the URI 10 s before its 4-minute expiry', async () => {
    const p = fakeProvider();
    const clock = { now: 1000 };
    const { connector, timers } = connectorWith(p, clock);
    const uris: string[] = [];
    connector.subscribe((e) => e.type === 'displayUri' && uris.push(e.uri));
    const result = connector.connect({});
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(timers[0]!.at).toBe(1000 + 230_000);
    clock.now = timers[0]!.at;
    timers[0]!.fn();
    await vi.waitFor(() => expect(uris).toEqual(['wc:topic1@2?relay-protocol=irn&symKey=00', 'wc:topic2@2?relay-protocol=irn&symKey=00']));
    // The replaced proposal's failure is ignored; the fresh one decides.
    p.pending[0]!.reject(new Error('Proposal expired'));
    p.approve(1);
    await expect(result).resolves.toMatchObject({ addresses: [ADDRESS] });
  });

  it('maps the wallet refusal (WalletConnect 5000, rethrown by the provider as text) to a user rejection', async () => {
    const p = fakeProvider();
    const { connector } = connectorWith(p);
    const result = connector.connect({});
    await vi.waitFor(() => expect(p.pending).toHaveLength(1));
    p.pending[0]!.reject(new Error('User rejected.'));
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('restores a stored session silently, and reports none without prompting', async () => {
    const p = fakeProvider();
    const { connector } = connectorWith(p);
    await expect(connector.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: 'eip155:31337' });
    expect(p.connect).not.toHaveBeenCalled();
  });

  it('maps provider events to connector events and ends the session on disconnect', async () => {
    const p = fakeProvider();
    p.accounts = [ADDRESS];
    p.session = {};
    const { connector } = connectorWith(p);
    const seen: ConnectorEvent[] = [];
    connector.subscribe((e) => seen.push(e));
    await connector.connect({ silent: true });
    p.emit('chainChanged', '0x7a6a');
    p.emit('accountsChanged', [ADDRESS.toLowerCase()]);
    p.emit('disconnect', { code: 6000 });
    await vi.waitFor(() => expect(seen).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:31338' }, { type: 'disconnect' }, { type: 'accountsChanged', addresses: [ADDRESS] }]));
    await connector.disconnect();
    expect(p.disconnect).toHaveBeenCalledOnce();
  });
});

describe('WalletConnect setup', () => {
  it('takes chains and RPC URLs from the configured eip155 networks, the public relay by default', () => {
    const s = buildWalletConnectSetup({
      projectId: undefined,
      networks: [
        { chainNamespace: 'eip155', id: 1, rpcUrl: 'https://rpc.example/1' },
        { chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'https://sol.example' },
        { chainNamespace: 'eip155', id: 8453, rpcUrl: 'https://rpc.example/8453' },
      ],
      relayUrl: undefined,
      metadata: undefined,
      location: { origin: 'https://shop.example', host: 'shop.example' },
      title: '  ',
    });
    expect(s).toMatchObject({ chainIds: [1, 8453], rpcMap: { 1: 'https://rpc.example/1', 8453: 'https://rpc.example/8453' }, relayUrl: DEFAULT_RELAY_URL, projectId: '' });
    expect(s.metadata).toEqual({ name: 'shop.example', description: '', url: 'https://shop.example', icons: [] });
  });
});
