/**
 * The WalletConnect connector (id 'walletConnect'). This shell is small and loads with the wallet
 * code; the provider (./provider, @walletconnect/ethereum-provider) is fetched by dynamic import
 * only when WalletConnect is chosen or a stored WalletConnect session is restored.
 */
import { hexChainIdToCaip, toHexChainId } from '../../chains/eip155/chain-id';
import { normaliseEvmAddress } from '../../chains/eip155/address';
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { MESSAGES, RpcCodeError, WalletModalError, toWalletModalError } from '../../errors';
import type { ConnectResult, Connector, ConnectorEvent, Eip1193Provider, RequestArguments } from '../connector';
import { createPairingUri, msUntilPairingRefresh } from './pairing-uri';
import { WALLETCONNECT_ICON } from './icon';
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectSetup } from './setup';
import type { WalletConnectProvider } from './provider';


/**
 * EthereumProvider.connect rethrows the wallet's refusal as `new Error(error.message)`, dropping
 * WalletConnect's code 5000; the SDK's own text ("User rejected.") is all that is left of it here.
 */
const USER_REJECTED_TEXT = /user rejected|rejected by (the )?user|user disapproved/i;

export function toConnectError(error: unknown): WalletModalError {
  const mapped = toWalletModalError(error);
  if (mapped.code === 'UNKNOWN' && error instanceof Error && USER_REJECTED_TEXT.test(error.message)) {
    return toWalletModalError({ code: 5000, message: error.message });
  }
  return mapped;
}

function invalidReply(details: string): WalletModalError {
  return new WalletModalError('WALLET_REPLY_INVALID', MESSAGES.anErrorOccurred, { details });
}

async function parseAddresses(value: unknown): Promise<string[]> {
  if (!Array.isArray(value)) throw invalidReply('the wallet returned accounts that are not a list');
  // WalletConnect accounts may arrive as CAIP-10 (`eip155:1:0x...`); keep the address part.
  const addresses = await Promise.all(value.map((a) => normaliseEvmAddress(typeof a === 'string' ? a.split(':').pop() : a)));
  if (addresses.some((a) => a === undefined)) throw invalidReply('the wallet returned an account that is not an EVM address');
  return [...new Set(addresses as string[])];
}

export type WalletConnectConnectorOptions = {
  /** Read when the provider starts (the element's options at that time). */
  setup(): WalletConnectSetup;
  /** Loads the provider module; injectable for tests. */
  load?: () => Promise<{ createWalletConnectProvider(setup: WalletConnectSetup): Promise<WalletConnectProvider> }>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export function createWalletConnectConnector(options: WalletConnectConnectorOptions): Connector {
  const load = options.load ?? (() => import('./provider'));
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: ConnectorEvent) => void>();
  let providerPromise: Promise<WalletConnectProvider> | undefined;
  let loaded: WalletConnectProvider | undefined;

  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function wire(provider: WalletConnectProvider): void {
    provider.on('display_uri', (uri: string) => emit({ type: 'displayUri', uri }));
    provider.on('accountsChanged', (value: unknown) => {
      parseAddresses(value).then(
        (addresses) => emit({ type: 'accountsChanged', addresses }),
        () => undefined, // malformed: keep the last valid account
      );
    });
    provider.on('chainChanged', (value: unknown) => {
      const caipNetworkId = hexChainIdToCaip(value);
      if (caipNetworkId) emit({ type: 'chainChanged', caipNetworkId });
    });
    // session_update carries new namespaces: the provider's accounts are the ones to follow.
    provider.on('session_update', () => {
      const accounts = provider.session?.namespaces['eip155']?.accounts ?? provider.accounts;
      parseAddresses(accounts).then((addresses) => emit({ type: 'accountsChanged', addresses }), () => undefined);
    });
    // session_event (accountsChanged/chainChanged) is re-emitted by the provider as those events.
    // session_delete is followed by the provider's own `disconnect`.
    provider.on('disconnect', () => emit({ type: 'disconnect' }));
  }

  function provider(): Promise<WalletConnectProvider> {
    providerPromise ??= load()
      .then((m) => m.createWalletConnectProvider(options.setup()))
      .then((p) => {
        loaded = p;
        wire(p);
        return p;
      })
      .catch((error) => {
        providerPromise = undefined;
        throw toWalletModalError(error);
      });
    return providerPromise;
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const p = await provider();
    try {
      return await p.request(args as { method: string; params?: unknown[] });
    } catch (error) {
      throw toWalletModalError(error);
    }
  }

  async function resultOf(p: WalletConnectProvider): Promise<ConnectResult> {
    const addresses = await parseAddresses(p.accounts);
    const caipNetworkId: CaipNetworkId | undefined = hexChainIdToCaip(p.chainId);
    if (!caipNetworkId) throw invalidReply('the wallet returned a malformed chain id');
    return { addresses, caipNetworkId };
  }

  /**
   * Proposes a session and resolves once the wallet approves. A URI that reaches its expiry
   * margin (SPEC §9) is replaced by a fresh proposal; answers to replaced proposals are ignored,
   * except an approval, which is a real session.
   */
  async function pair(p: WalletConnectProvider): Promise<ConnectResult> {
    return new Promise<ConnectResult>((resolve, reject) => {
      let settled = false;
      let attempt = 0;
      let timer: unknown;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        if (timer !== undefined) clearTimer(timer);
        listeners.delete(onUri);
        action();
      };
      const onUri = (event: ConnectorEvent) => {
        if (event.type !== 'displayUri') return;
        if (timer !== undefined) clearTimer(timer);
        const pairing = createPairingUri(event.uri, now());
        timer = setTimer(start, msUntilPairingRefresh(pairing, now()));
      };
      function start() {
        const mine = ++attempt;
        p.connect().then(
          () => resultOf(p).then((r) => finish(() => resolve(r)), (e) => finish(() => reject(e))),
          (error: unknown) => {
            if (mine === attempt) finish(() => reject(toConnectError(error)));
          },
        );
      }
      listeners.add(onUri);
      start();
    });
  }

  async function connect({ silent = false }: { silent?: boolean }): Promise<ConnectResult> {
    const p = await provider();
    if (p.session) return resultOf(p);
    if (silent) {
      const caipNetworkId = hexChainIdToCaip(p.chainId) ?? `eip155:${options.setup().chainIds[0] ?? 1}`;
      return { addresses: [], caipNetworkId };
    }
    return pair(p);
  }

  async function switchNetwork(network: Network): Promise<void> {
    const chainId = toHexChainId(network.id);
    try {
      await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    } catch (error) {
      if (!(error instanceof RpcCodeError) || error.rpcCode !== 4902) throw error;
      await request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId, chainName: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: network.rpcUrls.default.http }],
      });
      await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    }
  }

  /** Before the provider has loaded, a stand-in that loads it on first use. */
  const lazyProvider: Eip1193Provider = {
    request: (args) => provider().then((p) => p.request(args as { method: string; params?: unknown[] })),
    on: (event, listener) => void provider().then((p) => p.on(event as never, listener)),
    removeListener: (event, listener) => void provider().then((p) => p.removeListener(event as never, listener)),
  };

  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'eip155',
    imageUrl: WALLETCONNECT_ICON,
    installed: false,
    connect,
    async disconnect() {
      if (!providerPromise) return;
      const p = await provider();
      try {
        await p.disconnect();
      } catch (error) {
        throw toWalletModalError(error);
      }
    },
    async getAccounts() {
      const p = await provider();
      return p.session ? parseAddresses(p.accounts) : [];
    },
    switchNetwork,
    request,
    getProvider: () => (loaded as unknown as Eip1193Provider | undefined) ?? lazyProvider,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
