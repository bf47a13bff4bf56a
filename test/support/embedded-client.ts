/**
 * A client context with the embedded wallet's real connectors over the real frame (frame-loopback.ts), its approvals
 * through the client's own ApproveTransaction action, its login kept in the page's storage under SPEC §3's keys, and
 * the site's data and theme synced from the context's options as the element syncs them.
 * Its networks have no RPC URL: the balance a connection reads is 'Token Balance Unavailable' at once, with no request.
 */
import { createStore } from 'jotai/vanilla';
import { askApproval } from '../../src/client/actions/embedded/approval';
import { loginStore } from '../../src/client/actions/embedded-connectors';
import { frameSync } from '../../src/client/frame-sync';
import type { ClientContext } from '../../src/client/context';
import type { ClientEvent } from '../../src/client/events';
import { findKnownNetwork } from '../../src/chains/known-networks';
import type { Network } from '../../src/chains/network';
import { createEmbeddedConnectors, type FrameLink } from '../../src/connectors/embedded/connectors';
import { connectorsAtom } from '../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../src/state/options';
import { openAtom } from '../../src/state/router';
import type { FrameLoopback } from './frame-loopback';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const offline = (id: string): Network => ({ ...findKnownNetwork(id as Network['caipNetworkId'])!, rpcUrls: { default: { http: [] } } });
export const NETWORKS: Network[] = [offline('eip155:1'), offline('eip155:8453'), offline(SOLANA_MAINNET)];

export type EmbeddedClient = { ctx: ClientContext; events: ClientEvent[] };

/** `open`: the frame (the loopback's, or a link of the test's own); the modal starts open on Connect. */
export function embeddedClient(open: FrameLoopback['open'] | (() => FrameLink)): EmbeddedClient {
  const events: ClientEvent[] = [];
  const store = createStore();
  store.set(optionsAtom, { ...DEFAULT_OPTIONS, projectId: 'test', networks: NETWORKS, frameUrl: 'https://wallet.shop.example/' });
  const ctx: ClientContext = {
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
  const connectors = createEmbeddedConnectors({
    namespaces: ['eip155', 'solana'],
    frame: { document, frameUrl: 'https://wallet.shop.example/', projectId: 'test', version: 'test' },
    openFrame: open,
    store: loginStore,
    sync: frameSync(ctx),
    initialChain: (namespace) => (namespace === 'eip155' ? 'eip155:1' : SOLANA_MAINNET),
    networks: () => NETWORKS,
    rpc: () => undefined,
    approve: (request, send) => askApproval(ctx, request, send),
  });
  store.set(connectorsAtom, connectors);
  store.set(openAtom, { view: 'Connect' });
  return { ctx, events };
}

/** The alerts (SPEC §8) the client raised, by code. */
export const alertCodes = (events: readonly ClientEvent[]) => events.flatMap((e) => (e.type === 'error' ? [e.detail.code] : []));
