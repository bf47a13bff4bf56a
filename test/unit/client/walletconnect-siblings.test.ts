// The client over one WalletConnect session with a connector per namespace: the chosen namespace
// connects first, its sibling joins from the same approval, a reload restores both, and ending either
// ends both (SPEC §4). The session core is the stand-in of fake-core.ts; the real one runs in
// test/unit/connectors/walletconnect/solana-session.test.ts and the e2e tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { connect } from '../../../src/client/actions/connect';
import { disconnect } from '../../../src/client/actions/disconnect';
import { startReconnect } from '../../../src/client/actions/reconnect';
import type { ClientContext } from '../../../src/client/context';
import type { ClientEvent } from '../../../src/client/events';
import { markStoredConnections } from '../../../src/client/stored-connections';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import type { Network } from '../../../src/chains/network';
import type { Connector } from '../../../src/connectors/connector';
import { accountAtoms, activeNamespaceAtom } from '../../../src/state/account';
import { connectorsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import {
  EVM_ADDRESS,
  SOLANA_ADDRESS,
  SOLANA_LOCALNET,
  approvedEip155,
  approvedSolana,
  connectorsWith,
  fakeCore,
  type FakeCore,
} from '../connectors/walletconnect/fake-core';

const at = (id: string, url: string): Network => ({ ...findKnownNetwork(id as Network['caipNetworkId'])!, rpcUrls: { default: { http: [url] } } });
const NETWORKS = [at('eip155:31337', 'http://127.0.0.1:1/a'), at('eip155:31338', 'http://127.0.0.1:1/b'), at(SOLANA_LOCALNET, 'http://127.0.0.1:1/s')];

let ctx: ClientContext;
let events: ClientEvent[];
let core: FakeCore;

function context(extra: readonly Connector[] = []): ClientContext {
  events = [];
  const store = createStore();
  store.set(optionsAtom, { ...DEFAULT_OPTIONS, projectId: 'test', networks: NETWORKS });
  core = fakeCore();
  store.set(connectorsAtom, [...connectorsWith(core, ['eip155', 'solana']).connectors, ...extra]);
  return {
    store,
    window,
    emit: (e) => events.push(e),
    sessions: new Map(),
    pendingConnect: undefined,
    solana: undefined,
    alertsShown: new Set(),
    balances: new Map(),
    rpcTransports: new Map(),
  };
}

const connects = () => events.flatMap((e) => (e.type === 'connect' ? [[e.detail.namespace, e.detail.caipAddress]] : []));
const disconnects = () => events.flatMap((e) => (e.type === 'disconnect' ? [e.detail.namespace] : []));

/** Chooses WalletConnect; the wallet approves with these namespaces. */
async function connectWith(approved: Parameters<FakeCore['approve']>[0]) {
  const attempt = connect(ctx, 'walletConnect');
  await vi.waitFor(() => expect(core.pending).toHaveLength(1));
  core.approve(approved);
  await attempt;
}

beforeEach(() => {
  localStorage.clear();
  // Balances are not under test here: their RPC answers at once, with a failure.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  ctx = context();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WalletConnect across eip155 and solana', () => {
  it('connects the active namespace (eip155) first, then solana from the same approval, and remembers both', async () => {
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    expect(connects()).toEqual([
      ['eip155', `eip155:31337:${EVM_ADDRESS}`],
      ['solana', `${SOLANA_LOCALNET}:${SOLANA_ADDRESS}`],
    ]);
    expect(core.propose).toHaveBeenCalledOnce();
    expect(ctx.store.get(activeNamespaceAtom)).toBe('eip155');
    expect(JSON.parse(localStorage.getItem('wm:connected-connector-ids')!)).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' });
  });

  it('connects solana first when solana is the active namespace', async () => {
    ctx.store.set(activeNamespaceAtom, 'solana');
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    expect(connects().map(([ns]) => ns)).toEqual(['solana', 'eip155']);
    expect(ctx.store.get(activeNamespaceAtom)).toBe('solana');
  });

  it('a session with eip155 accounts only connects eip155 only', async () => {
    await connectWith({ eip155: approvedEip155() });
    expect(connects().map(([ns]) => ns)).toEqual(['eip155']);
    expect(ctx.store.get(accountAtoms.solana)).toEqual({ status: 'disconnected' });
    expect(JSON.parse(localStorage.getItem('wm:connected-connector-ids')!)).toEqual({ eip155: 'walletConnect' });
  });

  it('leaves a namespace connected through another wallet alone', async () => {
    const other = connectorsWith(fakeCore(), ['solana']).of('solana');
    const phantom: Connector = {
      ...other,
      id: 'phantom',
      type: 'ANNOUNCED',
      connect: async () => ({ addresses: ['9'.repeat(32)], caipNetworkId: SOLANA_LOCALNET }),
    };
    ctx = context([phantom]);
    ctx.store.set(activeNamespaceAtom, 'solana');
    await connect(ctx, 'phantom');
    ctx.store.set(activeNamespaceAtom, 'eip155');
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    expect(connects()).toEqual([
      ['solana', `${SOLANA_LOCALNET}:${'9'.repeat(32)}`],
      ['eip155', `eip155:31337:${EVM_ADDRESS}`],
    ]);
    expect(ctx.store.get(accountAtoms.solana)).toMatchObject({ connectorId: 'phantom' });
  });

  it('disconnecting solana ends the session and disconnects eip155 too', async () => {
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    await disconnect(ctx, 'solana');
    expect(disconnects().sort()).toEqual(['eip155', 'solana']);
    expect(core.hasSession()).toBe(false);
    expect(localStorage.getItem('wm:connected-connector-ids')).toBeNull();
  });

  it('the wallet ending the session disconnects both namespaces', async () => {
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    core.emit({ type: 'disconnect' });
    await vi.waitFor(() => expect(disconnects().sort()).toEqual(['eip155', 'solana']));
    expect(ctx.store.get(accountAtoms.eip155).status).toBe('disconnected');
    expect(ctx.store.get(accountAtoms.solana).status).toBe('disconnected');
  });

  it('a reload restores both namespaces from the stored session, without a proposal', async () => {
    await connectWith({ eip155: approvedEip155(), solana: approvedSolana() });
    // A new page: the same storage, a new client and a core that finds the session in its storage.
    ctx = context();
    core.restore({ eip155: approvedEip155(), solana: approvedSolana() });
    const stored = markStoredConnections(ctx);
    expect(ctx.store.get(accountAtoms.solana).status).toBe('connecting');
    const reconnector = startReconnect(ctx, stored);
    reconnector.onConnectors(ctx.store.get(connectorsAtom));
    await vi.waitFor(() =>
      expect(
        connects()
          .map(([ns]) => ns)
          .sort(),
      ).toEqual(['eip155', 'solana']),
    );
    expect(core.propose).not.toHaveBeenCalled();
    reconnector.stop();
  });
});
