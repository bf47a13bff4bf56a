/**
 * One RPC transport per configured network, over its RPC URLs (the site's `rpc-urls` list, else the known
 * network's), kept for the life of the client and disposed with it; a changed URL list gets a new transport.
 */
import type { ChainNamespace } from '../../chains/namespaces';
import type { Network } from '../../chains/network';
import { createRpcTransport, type RpcTransport } from '../../services/json-rpc';
import type { CaipNetworkId } from '../../chains/caip';
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import type { ActionParameters, ActionReturnType } from './action-types';

/** A cheap read each namespace's nodes answer, for ranking the URLs. */
const PING_METHODS: Partial<Record<ChainNamespace, string>> = { eip155: 'eth_blockNumber', solana: 'getSlot' };

export type TransportForParameters = ActionParameters<typeof transportFor>;
export type TransportForReturnType = ActionReturnType<typeof transportFor>;
export type TransportForErrorType = never;
export function transportFor(ctx: Pick<ClientContext, 'rpcTransports'>, network: Network): RpcTransport | undefined {
  const urls = network.rpcUrls.default.http;
  if (urls.length === 0) return undefined;
  const current = ctx.rpcTransports.get(network.caipNetworkId);
  if (current && current.urls.length === urls.length && current.urls.every((url, index) => url === urls[index])) return current;
  current?.dispose();
  const pingMethod = PING_METHODS[network.chainNamespace];
  const transport = createRpcTransport(urls, pingMethod ? { pingMethod } : {});
  ctx.rpcTransports.set(network.caipNetworkId, transport);
  return transport;
}

export type NetworkTransportParameters = ActionParameters<typeof networkTransport>;
export type NetworkTransportReturnType = ActionReturnType<typeof networkTransport>;
export type NetworkTransportErrorType = never;
/** The transport of a configured network, by its CAIP-2 id. */
export function networkTransport(ctx: Pick<ClientContext, 'store' | 'rpcTransports'>, caipNetworkId: CaipNetworkId): RpcTransport | undefined {
  const network = findNetwork(ctx.store.get(optionsAtom), caipNetworkId);
  return network ? transportFor(ctx, network) : undefined;
}
