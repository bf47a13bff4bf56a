/** Reading the setup's networks. */
import type { CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import type { Network } from '../chains/network';
import type { RpcTarget } from '../services/json-rpc';
import { optionsAtom, type ModalOptions } from '../state/options';

export function findNetwork(options: ModalOptions, caipNetworkId: CaipNetworkId | undefined): Network | undefined {
  return caipNetworkId ? options.networks.find((n) => n.caipNetworkId === caipNetworkId) : undefined;
}

export function networksOf(options: ModalOptions, namespace: ChainNamespace): Network[] {
  return options.networks.filter((n) => n.chainNamespace === namespace);
}

/** The namespaces this build has connectors for ("adapters" in SPEC §2/§5). */
const NAMESPACES_WITH_ADAPTER: readonly ChainNamespace[] = ['eip155', 'solana'];

/** The namespaces of the setup that this build can connect, in the order the site lists them. */
export function connectableNamespaces(options: ModalOptions): ChainNamespace[] {
  return [...new Set(options.networks.map((n) => n.chainNamespace))].filter((ns) => NAMESPACES_WITH_ADAPTER.includes(ns));
}

/** The setup's networks this build can connect to: a namespace with no adapter (bip122 today) is not offered. */
export function connectableNetworks(options: ModalOptions): Network[] {
  return options.networks.filter((n) => NAMESPACES_WITH_ADAPTER.includes(n.chainNamespace));
}

export function hasAdapter(options: ModalOptions): boolean {
  return connectableNamespaces(options).length > 0;
}

/** What Solana wallet discovery needs from the setup: its Solana networks (read when used) and their RPC transports. */
export function solanaDiscoveryOptions(
  ctx: { store: { get(atom: typeof optionsAtom): ModalOptions } },
  rpcOf: (chain: CaipNetworkId) => RpcTarget | undefined,
) {
  return {
    get chains() {
      return networksOf(ctx.store.get(optionsAtom), 'solana').map((n) => n.caipNetworkId);
    },
    rpcOf,
  };
}

/** The network to start on: the stored one when the setup still has it, else the default, else the first. */
export function initialNetwork(options: ModalOptions, namespace: ChainNamespace, stored: CaipNetworkId | undefined): CaipNetworkId | undefined {
  const candidates = networksOf(options, namespace);
  const pick = (id: CaipNetworkId | undefined) => candidates.find((n) => n.caipNetworkId === id)?.caipNetworkId;
  return pick(stored) ?? pick(options.defaultNetwork) ?? candidates[0]?.caipNetworkId;
}
