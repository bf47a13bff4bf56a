import { describe, expect, it, vi } from 'vitest';
import { buildWalletConnectSetup, DEFAULT_RELAY_URL } from '../../../../src/connectors/walletconnect/setup';
import type { ConnectorEvent } from '../../../../src/connectors/connector';
import { UserRejectedRequestError } from '../../../../src/errors/rpc';
import { EVM_ADDRESS as ADDRESS, connectorsWith, fakeCore } from './fake-core';

/** The eip155 WalletConnect connector on a stand-in session core (fake-core.ts). */
function connectorWith(p: ReturnType<typeof fakeCore>, clock = { now: 0 }) {
  const { of, timers } = connectorsWith(p, ['eip155'], clock);
  return { connector: of('eip155'), timers };
}

describe('WalletConnect connector', () => {
  it('is a WALLET_CONNECT connector for eip155 that is not installed', () => {
    const { connector } = connectorWith(fakeCore());
    expect(connector).toMatchObject({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', namespace: 'eip155', installed: false });
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it('emits the pairing URI, resolves on approval with the accounts and chain', async () => {
    const p = fakeCore();
    const { connector } = connectorWith(p);
    const seen: ConnectorEvent[] = [];
    connector.subscribe((e) => seen.push(e));
    const result = connector.connect({});
    await vi.waitFor(() => expect(seen).toContainEqual({ type: 'displayUri', uri: 'wc:topic1@2?relay-protocol=irn&symKey=00' }));
    p.approve();
    await expect(result).resolves.toEqual({ addresses: [ADDRESS], caipNetworkId: 'eip155:31337' });
  });

  it('replaces the URI 10 s before its 4-minute expiry', async () => {
    const p = fakeCore();
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
    p.approve(undefined, 1);
    await expect(result).resolves.toMatchObject({ addresses: [ADDRESS] });
  });

  it('maps the wallet refusal (WalletConnect 5000, rethrown by the provider as text) to a user rejection', async () => {
    const p = fakeCore();
    const { connector } = connectorWith(p);
    const result = connector.connect({});
    await vi.waitFor(() => expect(p.pending).toHaveLength(1));
    p.pending[0]!.reject(new Error('User rejected.'));
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('restores a stored session silently, and reports none without prompting', async () => {
    const p = fakeCore();
    const { connector } = connectorWith(p);
    await expect(connector.connect({ silent: true })).resolves.toEqual({ addresses: [], caipNetworkId: 'eip155:31337' });
    expect(p.propose).not.toHaveBeenCalled();
  });

  it('maps provider events to connector events and ends the session on disconnect', async () => {
    const p = fakeCore();
    p.restore({ eip155: { chains: ['eip155:31337', 'eip155:31338'], accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`], methods: [] } });
    const { connector } = connectorWith(p);
    const seen: ConnectorEvent[] = [];
    connector.subscribe((e) => seen.push(e));
    await connector.connect({ silent: true });
    p.emit({ type: 'chainChanged', chain: 'eip155:31338' });
    p.emit({ type: 'accountsChanged', namespace: 'eip155', accounts: [ADDRESS.toLowerCase()] });
    p.emit({ type: 'disconnect' });
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { type: 'chainChanged', caipNetworkId: 'eip155:31338' },
        { type: 'disconnect' },
        { type: 'accountsChanged', addresses: [ADDRESS] },
      ]),
    );
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
    expect(s).toMatchObject({
      chainIds: [1, 8453],
      rpcMap: { 1: 'https://rpc.example/1', 8453: 'https://rpc.example/8453' },
      relayUrl: DEFAULT_RELAY_URL,
      projectId: '',
    });
    expect(s.metadata).toEqual({ name: 'shop.example', description: '', url: 'https://shop.example', icons: [] });
  });
});
