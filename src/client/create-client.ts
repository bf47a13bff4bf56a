/** The framework-free core: owns one store, the wallet sessions and the event outlet. */
import { createStore } from 'jotai/vanilla';
import type { CaipNetworkId } from '../chains/caip';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/namespaces';
import { ALERTS, asWalletModalError, AdapterNotFoundError } from '../errors';
import { accountAtoms, activeNamespaceAtom, activeNetworkAtoms } from '../state/account';
import { connectorsAtom, recentConnectorIdsAtom } from '../state/connection';
import { optionsAtom, type ModalOptions } from '../state/options';
import { goBackAtom, pushAtom } from '../state/router';
import { ACTIVE_NAMESPACE, ACTIVE_NETWORK, RECENT_WALLETS } from './persisted';
import { readStorage } from '../storage/storage';
import { close, followActiveNamespace, open, openingView } from './actions/open';
import { dismissToast } from './actions/toasts';
import { markStoredConnections } from './stored-connections';
import type { ClientContext } from './context';
import type { ClientEvent } from './events';
import { setActiveNamespace } from './active-namespace';
import { connectableNamespaces, initialNetwork, networksOf, solanaDiscoveryOptions } from './networks';
import type { Connector } from '../connectors/connector';
import { emitRouterEvents } from './router-events';
import { lazyChunk } from './lazy-chunk';
import { pageAlerts, raiseAlert } from './alerts';
import { siwxSetupAtom } from '../state/siwx';
import type { AccountInfo, WalletModalClient } from './types';

type Actions = typeof import('./actions/index');
type AccountDataActions = typeof import('./actions/account-data');

let generations = 0;

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
    alertsShown: pageAlerts(target),
    solana: undefined,
    balances: new Map(),
    rpcTransports: new Map(),
  };
  const { store } = ctx;
  const stops: (() => void)[] = [];
  let running = 0; // a generation: a load that finishes after destroy() must not wire anything
  let initialized = false;
  /** Wallet code is fetched once, after start (first paint) or on the first call that needs it. */
  const actions: () => Promise<Actions> = lazyChunk(() => import('./actions/index'));
  /** Resolves once discovery is listening, so a call right after start sees the wallets. */
  let ready: Promise<Actions> | undefined;
  const whenReady = () => ready ?? actions();
  /** The data service's code, only for a page with `api-url`. */
  const accountData: () => Promise<AccountDataActions> = lazyChunk(() => import('./actions/account-data'));

  /** Errors already reported: the same failure reaches the page once, however many callers it rejects (docs/errors.md). */
  const reported = new WeakSet<object>();
  const reportError = (error: unknown) => {
    // The actions' errors were made ours at the connector boundary (errors/rpc.ts, in the lazy code).
    const e = asWalletModalError(error);
    if (!reported.has(e)) ctx.emit({ type: 'error', detail: { code: e.code, message: e.shortMessage } });
    reported.add(e);
    return e;
  };
  /**
   * docs/errors.md: every action that rejects fires wm-error once, with the code and shortMessage it rejects with
   * (a foreign error is made ours first, by the conversion that loads with the actions).
   */
  const action =
    <A extends unknown[], R>(run: (a: Actions, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      let a: Actions | undefined;
      try {
        a = await whenReady();
        return await run(a, ...args);
      } catch (error) {
        throw reportError(a ? a.toWalletModalError(error) : error);
      }
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
      if (!options.projectId && !ctx.alertsShown.has(ALERTS.invalidAppConfiguration.code))
        raiseAlert(ctx, ALERTS.projectIdNotConfigured.code, 'Set the project-id attribute');
    },
    start() {
      if (running > 0) return;
      const generation = ++generations;
      running = generation;
      store.set(recentConnectorIdsAtom, readStorage(RECENT_WALLETS) ?? []);
      stops.push(emitRouterEvents(ctx));
      const stored = markStoredConnections(ctx);
      ready = actions().then(async (a) => {
        if (running !== generation) return a;
        // Sign-in listens before the silent reconnect can connect anything.
        stops.push(a.followSignIn(ctx, client.subscribe, reportError), a.followViews(client));
        const reconnector = a.startReconnect(ctx, stored);
        stops.push(() => reconnector.stop());
        // INITIALIZE once per element, not again when it is moved in the page.
        if (!initialized) {
          initialized = true;
          void a.trackInitialize(ctx);
        }
        // WalletConnect and the embedded wallet (a connector per configured eip155 / solana namespace each), the
        // wallets found in the browser, and the Solana Wallet Standard wallets when a Solana network is set up.
        const walletConnect = [...a.walletConnectConnectors(ctx), ...a.embeddedConnectors(ctx)];
        let injected: readonly Connector[] = [];
        let solana: readonly Connector[] = [];
        const publish = () => {
          const connectors = [...walletConnect, ...injected, ...solana];
          store.set(connectorsAtom, connectors);
          reconnector.onConnectors(connectors);
        };
        stops.push(
          a.watchInjectedWallets(target, (found) => {
            injected = found;
            publish();
          }),
        );
        if (networksOf(store.get(optionsAtom), 'solana').length > 0) {
          await import('./actions/solana').then((s) => {
            if (running !== generation) return;
            ctx.solana = s;
            stops.push(
              s.watchSolanaWallets(
                (found) => {
                  solana = found;
                  publish();
                },
                solanaDiscoveryOptions(ctx, (chain) => a.networkTransport(ctx, chain)),
              ),
            );
          });
        }
        return a;
      });
      ready.catch((error) => reportError(error));
    },
    destroy() {
      running = 0;
      ready = undefined;
      for (const stop of stops.splice(0)) stop();
      for (const session of ctx.sessions.values()) session.unsubscribe();
      ctx.sessions.clear();
      // No ranking timers outlive the element.
      for (const transport of ctx.rpcTransports.values()) transport.dispose();
      ctx.rpcTransports.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(options) {
      try {
        const named = open(ctx, options);
        if (named)
          void whenReady()
            .then((a) => a.openNamedView(ctx, named))
            .catch(reportError);
      } catch (error) {
        reportError(error);
      }
    },
    openingView: (options) => openingView(ctx, options),
    close: () => close(ctx),
    selectNamespace(namespace) {
      if (!connectableNamespaces(store.get(optionsAtom)).includes(namespace)) {
        reportError(new AdapterNotFoundError({ details: `No ${namespace} network is set up` }));
        return;
      }
      setActiveNamespace(ctx, namespace);
      followActiveNamespace(ctx);
    },
    push: (route) => store.set(pushAtom, route),
    goBack: () => store.set(goBackAtom),
    connect: action((a, connectorId, options) => a.connect(ctx, connectorId, options)),
    disconnect: action((a, namespace) => a.disconnect(ctx, namespace)),
    switchNetwork: action((a, caipNetworkId: CaipNetworkId) => a.switchNetwork(ctx, caipNetworkId)),
    signMessage: action((a, message) => a.signMessage(ctx, message)),
    sendTransaction: action((a, tx) => a.sendTransaction(ctx, tx)),
    sendSwapTransaction: action((a, tx) => a.sendSwapTransaction(ctx, tx)),
    prepareSend: async (input) => (await actions()).prepareSend(ctx, input),
    confirmSend: action((a, review) => a.confirmSend(ctx, review)),
    simulateTransaction: async (request, options) => (await actions()).simulateTransaction(ctx, request, options),
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
        tokenBalance: connected?.tokenBalance ?? [],
        profileName: connected?.profileName,
        profileImage: connected?.profileImage,
        addressExplorerUrl: connected?.addressExplorerUrl,
        user: connected?.user,
        socialProvider: connected?.socialProvider,
        embeddedWalletInfo: connected?.user && {
          user: connected.user,
          authProvider: connected.socialProvider ?? 'email',
          accountType: connected.preferredAccountType ?? 'eoa',
          isSmartAccountDeployed: connected.smartAccountDeployed ?? false,
        },
      };
    },
    getProvider(namespace) {
      const session = ctx.sessions.get(namespace);
      const account = store.get(accountAtoms[namespace]);
      if (!session || account.status !== 'connected') return undefined;
      // Behind the allow-list (every connector hands out a guarded provider) and the feature rules (smart-sessions.ts).
      if (namespace !== 'solana') return session.provider;
      // The signer speaks bytes to the host and the solana_* requests to the connector.
      return ctx.solana?.createSolanaSigner((args) => session.connector.request(args), account.address, account.caipNetworkId);
    },
    refreshBalance: async (namespace, force) => (await whenReady()).refreshBalance(ctx, namespace ?? store.get(activeNamespaceAtom), force),
    dismissToast: (id) => dismissToast(ctx, id),
    raiseAlert: (code, details) => void raiseAlert(ctx, code, details),
    // The catalogue's images are drawn only once the modal's code has loaded: no need for this in the first script.
    preloadImage: async (url) => (await actions()).preloadImage(url),
    loadWallets: async (options) => (await actions()).loadWallets(ctx, options),
    searchWallets: async (query) => (await actions()).searchWallets(ctx, query),
    reportError: (error) => void reportError(error),
    embeddedWallet: async () => (await whenReady()).embeddedWallet(ctx, reportError),
    setSiwx: (setup) => store.set(siwxSetupAtom, setup),
    signIn: action((a, choice) => a.signIn(ctx, choice)),
    loadActivity: async (options) => (await accountData()).loadActivity(ctx, options),
    loadNfts: async () => (await accountData()).loadNfts(ctx),
    suggestAccountNames: async (label) => (await accountData()).suggestAccountNames(ctx, label),
    async registerAccountName(label) {
      try {
        return await (await accountData()).registerAccountName(ctx, label);
      } catch (error) {
        throw reportError(error);
      }
    },
  };
  return client;
}
