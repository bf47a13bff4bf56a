import { describe, expect, it } from 'vitest';
import { connectMethodOrder, mergeConnectList, orderConnectors } from '../../../src/state/connector-order';
import type { Connector, ConnectorType } from '../../../src/connectors/connector';

function connector(id: string, type: ConnectorType, installed = true, namespace: Connector['namespace'] = 'eip155'): Connector {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    id,
    name: id,
    type,
    namespace,
    installed,
    connect: fail,
    disconnect: fail,
    getAccounts: fail,
    switchNetwork: fail,
    request: fail,
    getProvider: () => ({ request: fail }),
    subscribe: () => () => undefined,
  };
}

describe('connector order (SPEC §2)', () => {
  it('orders walletConnect, recent, injected, custom, external', () => {
    const list = [
      connector('ext', 'EXTERNAL'),
      connector('a.inj', 'ANNOUNCED'),
      connector('wc', 'WALLET_CONNECT'),
      connector('b.inj', 'ANNOUNCED'),
      connector('legacy', 'INJECTED'),
      connector('auth', 'AUTH'),
    ];
    const ordered = orderConnectors(list, ['b.inj']);
    expect(ordered.map((i) => [i.connector.id, i.group])).toEqual([
      ['wc', 'walletConnect'],
      ['b.inj', 'recent'],
      ['a.inj', 'injected'],
      ['legacy', 'injected'],
      ['auth', 'custom'],
      ['ext', 'external'],
    ]);
  });
  it('lists a connector shared by namespaces (one WalletConnect session, eip155 and solana) once, by its first', () => {
    const evm = connector('walletConnect', 'WALLET_CONNECT', false, 'eip155');
    const sol = connector('walletConnect', 'WALLET_CONNECT', false, 'solana');
    const ordered = orderConnectors([connector('a.inj', 'ANNOUNCED'), evm, sol], ['walletConnect']);
    expect(ordered.map((i) => [i.connector.id, i.group])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['a.inj', 'injected'],
    ]);
    expect(ordered[0]!.connector).toBe(evm);
  });
  it('puts featured catalogue wallets after injected ones and before custom and external connectors, recommended last', () => {
    const list = orderConnectors(
      [connector('ext', 'EXTERNAL'), connector('auth', 'AUTH'), connector('a.inj', 'ANNOUNCED'), connector('wc', 'WALLET_CONNECT')],
      [],
    );
    const merged = mergeConnectList(list, [
      { wallet: 'star', group: 'featured' },
      { wallet: 'other', group: 'recommended' },
      { wallet: 'star2', group: 'featured' },
    ]);
    expect(merged.map((e) => (e.kind === 'connector' ? e.connector.id : e.wallet))).toEqual(['wc', 'a.inj', 'star', 'star2', 'auth', 'ext', 'other']);
  });
  it('keeps recent wallets in recency order', () => {
    const ordered = orderConnectors([connector('a.x', 'ANNOUNCED'), connector('b.x', 'ANNOUNCED')], ['b.x', 'a.x']);
    expect(ordered.map((i) => i.connector.id)).toEqual(['b.x', 'a.x']);
  });
});

describe('connect method order (SPEC §2)', () => {
  it('is email, social, wallet by default and wallet first with an installed wallet', () => {
    expect(connectMethodOrder([connector('wc', 'WALLET_CONNECT', false)])).toEqual(['email', 'social', 'wallet']);
    expect(connectMethodOrder([connector('a.x', 'ANNOUNCED', true)])).toEqual(['wallet', 'email', 'social']);
  });
});
