/**
 * Chain RPC (SPEC §7/§9). The transport itself lives in ./rpc/ (one concept per file: http, batch, dedupe,
 * retry, fallback, transport); this is the door the chain readers use.
 */
import { createRpcTransport, type RpcTransport, type RpcTransportOptions } from './rpc/transport';

export { createRpcTransport, type RpcTransport } from './rpc/transport';

export type JsonRpcOptions = RpcTransportOptions & { signal?: AbortSignal };

/**
 * A network's transport (or anything that answers its requests, as the embedded wallet's chain reader), or a single
 * URL (a transport of its own for this one call: no sharing, no ranking).
 */
export type RpcTarget = string | Pick<RpcTransport, 'request'>;

/** One request over one URL: retries and backoff as the transport's, no batching partners. */
export async function jsonRpcRequest(url: string, method: string, params: readonly unknown[] = [], options: JsonRpcOptions = {}): Promise<unknown> {
  const transport = createRpcTransport([url], options);
  try {
    return await transport.request(method, params, { signal: options.signal });
  } finally {
    transport.dispose();
  }
}

export function rpcRequest(target: RpcTarget, method: string, params: readonly unknown[] = [], options: JsonRpcOptions = {}): Promise<unknown> {
  return typeof target === 'string' ? jsonRpcRequest(target, method, params, options) : target.request(method, params, { signal: options.signal });
}
