/** The WalletConnect connector, offered when an eip155 network is configured (its provider loads on use). */
import type { Connector } from '../../connectors/connector';
import { createWalletConnectConnector } from '../../connectors/walletconnect/connector';
import { buildWalletConnectSetup } from '../../connectors/walletconnect/setup';
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';

export function walletConnectConnectors(ctx: ClientContext): Connector[] {
  const options = ctx.store.get(optionsAtom);
  if (!options.networks.some((n) => n.chainNamespace === 'eip155')) return [];
  const setup = () => {
    const current = ctx.store.get(optionsAtom);
    // The default network first, so the wallet starts there.
    const networks = [...current.networks].sort((a, b) => Number(b.caipNetworkId === current.defaultNetwork) - Number(a.caipNetworkId === current.defaultNetwork));
    return buildWalletConnectSetup({
      projectId: current.projectId,
      networks: networks.map((n) => ({ chainNamespace: n.chainNamespace, id: n.id, rpcUrl: n.rpcUrls.default.http[0] })),
      relayUrl: current.relayUrl,
      metadata: current.metadata,
      location: ctx.window.location,
      title: ctx.window.document?.title ?? '',
    });
  };
  return [createWalletConnectConnector({ setup })];
}
