/** An EIP-1193 wallet injected in the page (announced by EIP-6963, or the legacy window.ethereum). */
import { hexChainIdToCaip } from '../chains/eip155/chain-id';
import { switchEvmNetwork } from '../chains/eip155/switch-network';
import { normaliseEvmAddress } from '../chains/eip155/address';
import type { Network } from '../chains/network';
import type { WalletModalError } from '../errors';
import { WalletReplyInvalidError } from '../errors/connection';
import { guardProvider } from '../chains/allowed-methods';
import type { ConnectResult, Connector, ConnectorEvent, ConnectorType, Eip1193Provider } from './connector';
import { modalRequest } from './guarded-provider';

export type InjectedWalletInfo = { id: string; name: string; icon?: string; rdns?: string; type: ConnectorType };

function invalidReply(details: string): WalletModalError {
  return new WalletReplyInvalidError({ details });
}

/** Validates a wallet's account list; every entry must be an EVM address. */
async function parseAddresses(value: unknown): Promise<string[]> {
  if (!Array.isArray(value)) throw invalidReply('the wallet returned accounts that are not a list');
  const addresses = await Promise.all(value.map(normaliseEvmAddress));
  if (addresses.some((a) => a === undefined)) throw invalidReply('the wallet returned an account that is not an EVM address');
  return addresses as string[];
}

export function createInjectedConnector(provider: Eip1193Provider, info: InjectedWalletInfo): Connector {
  const request = modalRequest((args) => provider.request(args));
  /** What getProvider('eip155') hands the host: the wallet behind the allow-list. */
  const hostProvider = guardProvider(provider);

  async function readChain() {
    const caipNetworkId = hexChainIdToCaip(await request({ method: 'eth_chainId' }));
    if (!caipNetworkId) throw invalidReply('the wallet returned a malformed chain id');
    return caipNetworkId;
  }

  async function connect({ silent = false }: { silent?: boolean }): Promise<ConnectResult> {
    const addresses = await parseAddresses(await request({ method: silent ? 'eth_accounts' : 'eth_requestAccounts' }));
    if (!silent && addresses.length === 0) throw invalidReply('the wallet approved but returned no account');
    return { addresses, caipNetworkId: await readChain() };
  }

  function subscribe(listener: (event: ConnectorEvent) => void): () => void {
    const onAccounts = (value: unknown) => {
      parseAddresses(value).then(
        (addresses) => listener({ type: 'accountsChanged', addresses }),
        () => undefined, // A malformed event is ignored: the state keeps the last valid account.
      );
    };
    const onChain = (value: unknown) => {
      const caipNetworkId = hexChainIdToCaip(value);
      if (caipNetworkId) listener({ type: 'chainChanged', caipNetworkId });
    };
    const onDisconnect = () => listener({ type: 'disconnect' });
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    provider.on?.('disconnect', onDisconnect);
    return () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }

  return {
    id: info.id,
    name: info.name,
    type: info.type,
    namespace: 'eip155',
    ...(info.icon ? { imageUrl: info.icon } : {}),
    ...(info.rdns ? { rdns: info.rdns } : {}),
    installed: true,
    connect,
    async disconnect() {
      // Best effort: many wallets lack revokePermissions; forgetting the session locally is what counts.
      await request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
    },
    async getAccounts() {
      return parseAddresses(await request({ method: 'eth_accounts' }));
    },
    switchNetwork: (network: Network) => switchEvmNetwork(request, network),
    request,
    getProvider: () => hostProvider,
    subscribe,
  };
}
