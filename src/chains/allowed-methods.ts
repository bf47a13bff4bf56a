/**
 * The RPC method allow-list (SPEC §5/§6/§8): a provider of ours passes on only SPEC §6's safe (read-only) and
 * approval methods. Any other is refused with 'Requested RPC call is not allowed' before it reaches the wallet
 * or a node, and the requests still open on that provider are rejected with it (SPEC §5).
 */
import { APPROVAL_RPC_METHODS, SAFE_RPC_METHODS } from '../constants/rpc-methods';
import { RpcCallNotAllowedError } from '../errors/rpc';
import type { Eip1193Listener, Eip1193Provider, RequestArguments } from './request';

const ALLOWED: ReadonlySet<string> = new Set([...SAFE_RPC_METHODS, ...APPROVAL_RPC_METHODS]);

export function isAllowedRpcMethod(method: unknown): method is string {
  return typeof method === 'string' && ALLOWED.has(method);
}

export type RequestFunction<Rest extends unknown[] = []> = (args: RequestArguments, ...rest: Rest) => Promise<unknown>;

const methodOf = (args: unknown): unknown => (typeof args === 'object' && args !== null ? (args as { method?: unknown }).method : undefined);
const nameOf = (method: unknown) => (typeof method === 'string' ? method : `(${typeof method})`);

/** `request` behind the allow-list; each guard keeps its own open requests. */
export function guardRequests<Rest extends unknown[] = []>(request: RequestFunction<Rest>): RequestFunction<Rest> {
  const open = new Set<(error: unknown) => void>();
  return (args, ...rest) => {
    const method = methodOf(args);
    if (!isAllowedRpcMethod(method)) {
      const refused = nameOf(method);
      for (const drop of [...open])
        drop(
          new RpcCallNotAllowedError(refused, { details: `an open request was dropped: ${refused.slice(0, 100)} is not on the list of allowed RPC methods` }),
        );
      return Promise.reject(new RpcCallNotAllowedError(refused));
    }
    return new Promise((resolve, reject) => {
      const drop = (error: unknown) => {
        open.delete(drop);
        reject(error);
      };
      open.add(drop);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          // Already dropped: the wallet's late answer goes nowhere.
          if (open.delete(drop)) then(value);
        };
      let sent: Promise<unknown>;
      try {
        sent = request(args, ...rest);
      } catch (error) {
        sent = Promise.reject(error);
      }
      sent.then(settle(resolve), settle(reject));
    });
  };
}

const guarded = new WeakSet<Eip1193Provider>();

/** An EIP-1193 provider behind the allow-list; events pass through. Guarding a guarded provider returns it. */
export function guardProvider(provider: Eip1193Provider): Eip1193Provider {
  if (guarded.has(provider)) return provider;
  const safe: Eip1193Provider = {
    request: guardRequests((args) => provider.request(args)),
    ...(provider.on ? { on: (event: string, listener: Eip1193Listener) => provider.on!(event, listener) } : {}),
    ...(provider.removeListener ? { removeListener: (event: string, listener: Eip1193Listener) => provider.removeListener!(event, listener) } : {}),
  };
  guarded.add(safe);
  return safe;
}
