/**
 * What chains/ asks of a node: one JSON-RPC call. The caller passes its network's transport in (services/rpc/,
 * shared per network), so the chain readers stay below services/ and never build a transport of their own.
 */
export type ChainRpc = { request(method: string, params?: readonly unknown[]): Promise<unknown> };
