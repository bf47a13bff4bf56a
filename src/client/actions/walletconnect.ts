/**
 * The WalletConnect connectors: one per configured namespace it serves (eip155, solana), sharing one
 * session; offered when such a network is configured (the provider loads on use).
 */
import type { Connector } from '../../connectors/connector';
import { createWalletConnectConnectors } from '../../connectors/walletconnect/connectors';
import { buildWalletConnectSetup, WALLETCONNECT_NAMESPACES } from '../../connectors/walletconnect/setup';
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';
import type { ActionParameters, ActionReturnType } from './action-types';

export type WalletConnectConnectorsParameters = ActionParameters<typeof walletConnectConnectors>;
export type WalletConnectConnectorsReturnType = ActionReturnType<typeof walletConnectConnectors>;
export type WalletConnectConnectorsErrorType = never;
export function walletConnectConnectors(ctx: ClientContext): Connector[] {
  const options = ctx.store.get(optionsAtom);
  const namespaces = WALLETCONNECT_NAMESPACES.filter((ns) => options.networks.some((n) => n.chainNamespace === ns));
  const setup = () => {
    const current = ctx.store.get(optionsAtom);
    // The default network first, so the wallet starts there.
    const networks = [...current.networks].sort(
      (a, b) => Number(b.caipNetworkId === current.defaultNetwork) - Number(a.caipNetworkId === current.defaultNetwork),
    );
    return buildWalletConnectSetup({
      projectId: current.projectId,
      networks: networks.map((n) => ({ chainNamespace: n.chainNamespace, id: n.id, rpcUrl: n.rpcUrls.default.http[0] })),
      relayUrl: current.relayUrl,
      metadata: current.metadata,
      location: ctx.window.location,
      title: ctx.window.document?.title ?? '',
    });
  };
  return createWalletConnectConnectors({ namespaces, setup });
}
