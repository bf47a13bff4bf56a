/**
 * The embedded wallet's connectors (id 'embedded'): one per configured namespace it serves (eip155, solana), sharing
 * one wallet (one frame, one login), so that disconnecting one namespace ends them all (SPEC §4). This shell loads
 * with the wallet code; the frame client (./core) is fetched only when a login starts or a stored login is resumed.
 */
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { SwitchChainError } from '../../errors/rpc';
import type { Connector, ConnectorEvent, RequestArguments } from '../connector';
import { guardedProviderPair } from '../guarded-provider';
import type { AccountLogin } from '../login';
import type { ApproveHook, ChainReader } from './requests';
import type { EmbeddedWallet, EmbeddedWalletOptions } from './wallet';

const EMBEDDED_CONNECTOR_ID = 'embedded';
export type EmbeddedNamespace = 'eip155' | 'solana';
export type { ApprovalRequest } from './requests';
export type { FrameLink, LoginStore, StoredLogin } from './wallet';
export type { FrameSyncSource } from './sync';

export type EmbeddedConnectorsOptions = EmbeddedWalletOptions & {
  /** The namespaces with configured networks, eip155 first (the Connect view lists neither: they connect by login). */
  namespaces: readonly EmbeddedNamespace[];
  /** The network a namespace starts on (its active one). */
  initialChain(namespace: EmbeddedNamespace): CaipNetworkId;
  /** The setup's networks: the only ones the wallet may switch to. */
  networks(): readonly Network[];
  rpc(caipNetworkId: CaipNetworkId): ChainReader | undefined;
  approve: ApproveHook;
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to load is fetched again on the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export function createEmbeddedConnectors(options: EmbeddedConnectorsOptions): Connector[] {
  const core = once(() => import('./core'));
  const signedOut = new Set<() => void>();
  let made: EmbeddedWallet | undefined;
  const wallet = once(async (): Promise<EmbeddedWallet> => {
    made = (await core()).createEmbeddedWallet(options);
    made.subscribe(() => {
      for (const listener of [...signedOut]) listener();
    });
    return made;
  });
  const login: AccountLogin = {
    prepare: async () => (await wallet()).prepare(),
    startEmail: async (email) => (await wallet()).startEmail(email),
    confirmDevice: async () => (await wallet()).confirmDevice(),
    verifyOtp: async (otp) => (await wallet()).verifyOtp(otp),
    socialRedirectUri: async (provider) => (await wallet()).socialRedirectUri(provider),
    completeSocial: async (provider, uri) => (await wallet()).completeSocial(provider, uri),
    startEmailChange: async (email) => (await wallet()).startEmailChange(email),
    verifyEmailChangePrimary: async (otp) => (await wallet()).verifyEmailChangePrimary(otp),
    verifyEmailChangeSecondary: async (otp) => (await wallet()).verifyEmailChangeSecondary(otp),
  };

  function namespaceConnector(namespace: EmbeddedNamespace): Connector {
    let chain = options.initialChain(namespace);
    const { request, provider, repeat } = guardedProviderPair(async (args: RequestArguments): Promise<unknown> => {
      const [w, { answerRequest }] = await Promise.all([wallet(), core()]);
      return answerRequest({ namespace, wallet: w, chain: () => chain, rpc: options.rpc, approve: options.approve, switchTo }, args);
    }, 'The embedded wallet signed out');
    const listeners = new Set<(event: ConnectorEvent) => void>();
    const emit = (event: ConnectorEvent) => {
      for (const listener of [...listeners]) listener(event);
      // getProvider()'s EIP-1193 listeners hear the same.
      repeat(event);
    };
    signedOut.add(() => emit({ type: 'disconnect' }));

    async function switchNetwork(network: Network): Promise<void> {
      const w = await wallet();
      await w.frameRequest('SWITCH_NETWORK', { chainId: network.caipNetworkId });
      const before = w.address(namespace);
      // SPEC §4: the network is switched, then the user is fetched (with the preferred account type).
      const { addresses } = await w.connect(namespace, network.caipNetworkId, true);
      chain = network.caipNetworkId;
      emit({ type: 'chainChanged', caipNetworkId: chain });
      if (addresses[0] !== undefined && addresses[0] !== before) emit({ type: 'accountsChanged', addresses });
    }

    async function switchTo(caipNetworkId: CaipNetworkId): Promise<void> {
      const network = options.networks().find((n) => n.caipNetworkId === caipNetworkId);
      if (!network) throw new SwitchChainError({ details: `${caipNetworkId} is not in the networks attribute` });
      await switchNetwork(network);
    }

    return {
      id: EMBEDDED_CONNECTOR_ID,
      name: 'Email and social login',
      type: 'AUTH',
      namespace,
      installed: false,
      sharedSession: true,
      login,
      async connect({ silent = false }) {
        // Nothing stored and nothing logged in: a silent connect need not load the frame to learn that.
        if (silent && !made && options.store.read() === undefined) return { addresses: [], caipNetworkId: chain };
        const result = await (await wallet()).connect(namespace, chain, silent);
        chain = result.caipNetworkId;
        return result;
      },
      // A wallet never loaded holds no session in this page: forgetting the stored login is all there is to do.
      disconnect: async () => (made ? made.disconnect() : options.store.clear()),
      async getAccounts() {
        const address = made?.address(namespace);
        return address === undefined ? [] : [address];
      },
      switchNetwork,
      request,
      getProvider: () => provider,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }

  return options.namespaces.map(namespaceConnector);
}
