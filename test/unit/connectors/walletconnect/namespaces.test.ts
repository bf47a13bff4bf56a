import { describe, expect, it } from 'vitest';
import { SOLANA_METHODS } from '../../../../src/connectors/connector';
import { createWalletConnectConnectors } from '../../../../src/connectors/walletconnect/connectors';
import { EIP155_EVENTS, EIP155_METHODS, proposalNamespaces, SOLANA_EVENTS } from '../../../../src/connectors/walletconnect/namespaces';
import { buildWalletConnectSetup, type SetupNetwork } from '../../../../src/connectors/walletconnect/setup';
import { SOLANA_LOCALNET } from './fake-core';

const EVM: SetupNetwork[] = [
  { chainNamespace: 'eip155', id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
  { chainNamespace: 'eip155', id: 31338, rpcUrl: 'http://127.0.0.1:8546' },
];
const SOLANA: SetupNetwork[] = [
  { chainNamespace: 'solana', id: SOLANA_LOCALNET.split(':')[1]!, rpcUrl: 'http://127.0.0.1:8899' },
  { chainNamespace: 'solana', id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: undefined },
];
const setupOf = (networks: SetupNetwork[]) =>
  buildWalletConnectSetup({
    projectId: 'p',
    networks,
    relayUrl: 'ws://127.0.0.1:1',
    metadata: undefined,
    location: { origin: 'http://127.0.0.1', host: '127.0.0.1' },
    title: 'Demo',
  });

describe('the namespaces a WalletConnect proposal asks for', () => {
  it('asks for eip155 and solana (optional) when both are configured, each with its chains, methods, events and RPC URLs', () => {
    const setup = setupOf([...SOLANA, ...EVM]);
    expect(setup).toMatchObject({
      chainIds: [31337, 31338],
      solanaChains: [SOLANA_LOCALNET, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      solanaRpcMap: { [SOLANA_LOCALNET]: 'http://127.0.0.1:8899' },
    });
    const namespaces = proposalNamespaces(setup);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: EIP155_METHODS,
      events: EIP155_EVENTS,
      rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    });
    expect(namespaces.solana).toEqual({
      chains: [SOLANA_LOCALNET, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
      events: SOLANA_EVENTS,
      rpcMap: { [SOLANA_LOCALNET]: 'http://127.0.0.1:8899' },
    });
    expect(namespaces.solana!.methods).toEqual([...SOLANA_METHODS]);
  });

  it('asks for eip155 only without a solana network, and solana only without an eip155 one', () => {
    expect(Object.keys(proposalNamespaces(setupOf(EVM)))).toEqual(['eip155']);
    expect(Object.keys(proposalNamespaces(setupOf(SOLANA)))).toEqual(['solana']);
  });
});

describe('the WalletConnect connectors', () => {
  it('are one per namespace, both WalletConnect (one id, one type), and load nothing until used', () => {
    let loads = 0;
    const connectors = createWalletConnectConnectors({
      namespaces: ['eip155', 'solana'],
      setup: () => setupOf([...EVM, ...SOLANA]),
      load: async () => {
        loads++;
        throw new Error('not in this test');
      },
    });
    expect(connectors.map((c) => [c.id, c.type, c.namespace, c.name, c.installed])).toEqual([
      ['walletConnect', 'WALLET_CONNECT', 'eip155', 'WalletConnect', false],
      ['walletConnect', 'WALLET_CONNECT', 'solana', 'WalletConnect', false],
    ]);
    expect(connectors[1]!.imageUrl).toBe(connectors[0]!.imageUrl);
    expect(loads).toBe(0);
  });

  it('are none without a namespace', () => {
    expect(createWalletConnectConnectors({ namespaces: [], setup: () => setupOf([]) })).toEqual([]);
  });
});
