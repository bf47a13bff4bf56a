/** The framework-free core: owns one store, the wallet sessions and the event outlet. */
import { createStore } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/namespaces';
import { watchInjectedWallets } from '../connectors/eip6963';
import { ALERTS, WalletModalError, toWalletModalError } from '../errors';
import { accountAtoms, activeNamespaceAtom, activeNetworkAtoms } from '../state/account';
import { connectorsAtom, recentConnectorIdsAtom } from '../state/connection';
import { optionsAtom, type ModalOptions } from '../state/options';
import { goBackAtom, pushAtom } from '../state/router';
import { ACTIVE_NAMESPACE, ACTIVE_NETWORK, RECENT_WALLETS } from './persisted';
import { readStorage } from '../storage/storage';
import { refreshBalance } from './actions/balance';
import { connect } from './actions/connect';
import { disconnect } from './actions/disconnect';
import { close, open } from './actions/open';
import { startReconnect, type Reconnector } from './actions/reconnect';
import { signMessage } from './actions/sign-message';
import { switchNetwork } from './actions/switch-network';
import { dismissToast } from './actions/toasts';
import type { ClientContext } from './context';
import type { ClientEvent } from './events';
import { initialNetwork } from './networks';
import { emitRouterEvents } from './router-events';
import type { AccountInfo, WalletModalClient } from './types';

export function createClient(target: Window = window): WalletModalClient {
  const listeners = new Set<(event: ClientEvent) => void>();
  const ctx: ClientContext = {
    store: createStore(),
    window: target,
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    sessions: new Map(),
    pendingConnect: undefined,
    alertsShown: new Set(),
    balances: new Map(),
  };
  const { store } = ctx;
  const stops: (() => void)[] = [];
  let reconnector: Reconnector | undefined;

  const reportError = (error: unknown) => {
    const e = toWalletModalError(error);
    ctx.emit({ type: 'error', detail: { code: e.code, message: e.shortMessage } });
    return e;
  };

  const applyNetworks = (options: ModalOptions) => {
    const stored = readStorage(ACTIVE_NETWORK);
    for (const namespace of CHAIN_NAMESPACES) {
      const current = store.get(activeNetworkAtoms[namespace]);
      const stillListed = options.networks.some((n) => n.caipNetworkId === current);
      if (!stillListed) store.set(activeNetworkAtoms[namespace], initialNetwork(options, namespace, stored));
    }
    const storedNamespace = readStorage(ACTIVE_NAMESPACE);
    const namespaces = new Set(options.networks.map((n) => n.chainNamespace));
    const first = options.networks[0]?.chainNamespace;
    const active = store.get(activeNamespaceAtom);
    if (!namespaces.has(active)) store.set(activeNamespaceAtom, storedNamespace && namespaces.has(storedNamespace) ? storedNamespace : (first ?? 'eip155'));
  };

  const client: WalletModalClient = {
    store,
    setOptions(options) {
      store.set(optionsAtom, options);
      applyNetworks(options);
      if (!options.projectId && !ctx.alertsShown.has(ALERTS.projectIdNotConfigured.code)) {
        ctx.alertsShown.add(ALERTS.projectIdNotConfigured.code);
        reportError(new WalletModalError(ALERTS.projectIdNotConfigured.code, ALERTS.projectIdNotConfigured.title, { details: 'Set the project-id attribute' }));
      }
    },
    start() {
      if (stops.length > 0) return;
      store.set(recentConnectorIdsAtom, readStorage(RECENT_WALLETS) ?? []);
      stops.push(emitRouterEvents(ctx));
      reconnector = startReconnect(ctx);
      stops.push(() => reconnector?.stop());
      stops.push(
        watchInjectedWallets(target, (connectors) => {
          store.set(connectorsAtom, connectors);
          reconnector?.onConnectors(connectors);
        }),
      );
    },
    destroy() {
      for (const stop of stops.splice(0)) stop();
      for (const session of ctx.sessions.values()) session.unsubscribe();
      ctx.sessions.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(options) {
      try {
        open(ctx, options);
      } catch (error) {
        reportError(error);
      }
    },
    close: () => close(ctx),
    push: (route) => store.set(pushAtom, route),
    goBack: () => store.set(goBackAtom),
    connect: (connectorId) => connect(ctx, connectorId),
    async disconnect(namespace) {
      try {
        await disconnect(ctx, namespace);
      } catch (error) {
        throw reportError(error);
      }
    },
    async switchNetwork(caipNetworkId: CaipNetworkId) {
      try {
        await switchNetwork(ctx, caipNetworkId);
      } catch (error) {
        throw reportError(error);
      }
    },
    signMessage: (message) => signMessage(ctx, message),
    getAccount(namespace?: ChainNamespace): AccountInfo {
      const ns = namespace ?? store.get(activeNamespaceAtom);
      const account = store.get(accountAtoms[ns]);
      const connected = account.status === 'connected' ? account : undefined;
      return {
        namespace: ns,
        status: account.status,
        isConnected: connected !== undefined,
        address: connected?.address,
        caipAddress: connected?.caipAddress,
        allAccounts: connected?.allAccounts ?? [],
      };
    },
    getProvider: (namespace) => ctx.sessions.get(namespace)?.connector.getProvider(),
    refreshBalance: (namespace, force) => refreshBalance(ctx, namespace ?? store.get(activeNamespaceAtom), force),
    dismissToast: (id) => dismissToast(ctx, id),
  };
  return client;
}
