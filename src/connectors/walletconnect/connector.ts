/**
 * The WalletConnect connector of the eip155 namespace (id 'walletConnect'). This shell is small and
 * loads with the wallet code; the session core (./provider) is fetched by dynamic import only when
 * WalletConnect is chosen or a stored WalletConnect session is restored.
 */
import { toHexChainId } from '../../chains/eip155/chain-id';
import { switchEvmNetwork } from '../../chains/eip155/switch-network';
import { DEFAULT_CHAIN_ID } from '../../constants';
import { normaliseEvmAddress } from '../../chains/eip155/address';
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { ProviderDisconnectedError, toWalletModalError } from '../../errors/rpc';
import { guardProvider, guardRequests } from '../../chains/allowed-methods';
import type { Connector, ConnectorEvent, Eip1193Provider, RequestArguments } from '../connector';
import type { WalletConnectCore } from './core';
import { accountsOn, addressPart, invalidReply, namespaceConnector, type ParseAddresses } from './namespace-session';
import type { WalletConnectSession } from './session';

const parseEvmAddresses: ParseAddresses = async (values) => {
  // WalletConnect accounts may arrive as CAIP-10 (`eip155:1:0x...`); keep the address part.
  const addresses = await Promise.all(values.map((a) => normaliseEvmAddress(addressPart(a))));
  if (addresses.some((a) => a === undefined)) throw invalidReply('the wallet returned an account that is not an EVM address');
  return [...new Set(addresses as string[])];
};

export function createEip155Connector(session: WalletConnectSession): Connector {
  /** EIP-1193 listeners of getProvider(): the same events in the wallet's words (hex chain ids). */
  const providerListeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitToProvider = (name: string, value: unknown) => {
    for (const listener of [...(providerListeners.get(name) ?? [])]) listener(value);
  };
  /** The connector's events, repeated to getProvider()'s listeners. */
  const repeatToProvider = (event: ConnectorEvent) => {
    if (event.type === 'accountsChanged') emitToProvider('accountsChanged', event.addresses);
    if (event.type === 'chainChanged') emitToProvider('chainChanged', toHexChainId(event.caipNetworkId.split(':')[1]!));
    if (event.type === 'disconnect') emitToProvider('disconnect', { code: 4900, message: 'The WalletConnect session ended' });
  };

  function chainOf(core: WalletConnectCore): CaipNetworkId {
    const chain = accountsOn(core, 'eip155')?.chain;
    if (!chain) throw new ProviderDisconnectedError({ details: 'No WalletConnect session with an eip155 account' });
    return chain;
  }

  /** Raw: errors as the wallet or SDK gives them (EIP-1193 callers read their `code`). */
  async function rawRequest(args: RequestArguments): Promise<unknown> {
    const core = await session.core();
    return core.request(args, chainOf(core));
  }
  const toWallet = guardRequests(rawRequest);

  async function request(args: RequestArguments): Promise<unknown> {
    try {
      return await toWallet(args);
    } catch (error) {
      throw toWalletModalError(error);
    }
  }

  /** For getProvider('eip155'): loads the core on first use; read calls go to the site's RPC URLs. */
  const provider: Eip1193Provider = guardProvider({
    request: rawRequest,
    on(event, listener) {
      if (!providerListeners.has(event)) providerListeners.set(event, new Set());
      providerListeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      providerListeners.get(event)?.delete(listener);
    },
  });

  return {
    ...namespaceConnector(session, {
      namespace: 'eip155',
      parse: parseEvmAddresses,
      fallbackChain: () => `eip155:${session.setup().chainIds[0] ?? DEFAULT_CHAIN_ID}`,
      onEvent: repeatToProvider,
    }),
    switchNetwork: (network: Network) => switchEvmNetwork(request, network),
    request,
    getProvider: () => provider,
  };
}
