/**
 * The WalletConnect connector of the eip155 namespace (id 'walletConnect'). This shell is small and
 * loads with the wallet code; the session core (./provider) is fetched by dynamic import only when
 * WalletConnect is chosen or a stored WalletConnect session is restored.
 */
import { switchEvmNetwork } from '../../chains/eip155/switch-network';
import { DEFAULT_CHAIN_ID } from '../../constants';
import { normaliseEvmAddress } from '../../chains/eip155/address';
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { ProviderDisconnectedError } from '../../errors/rpc';
import type { Connector } from '../connector';
import { guardedProviderPair } from '../guarded-provider';
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
  function chainOf(core: WalletConnectCore): CaipNetworkId {
    const chain = accountsOn(core, 'eip155')?.chain;
    if (!chain) throw new ProviderDisconnectedError({ details: 'No WalletConnect session with an eip155 account' });
    return chain;
  }

  /** Both load the core on first use; getProvider('eip155')'s read calls go to the site's RPC URLs. */
  const { request, provider, repeat } = guardedProviderPair(async (args) => {
    const core = await session.core();
    return core.request(args, chainOf(core));
  }, 'The WalletConnect session ended');

  return {
    ...namespaceConnector(session, {
      namespace: 'eip155',
      parse: parseEvmAddresses,
      fallbackChain: () => `eip155:${session.setup().chainIds[0] ?? DEFAULT_CHAIN_ID}`,
      onEvent: repeat,
    }),
    switchNetwork: (network: Network) => switchEvmNetwork(request, network),
    request,
    getProvider: () => provider,
  };
}
