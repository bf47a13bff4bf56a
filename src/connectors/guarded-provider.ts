/**
 * The two faces of a connector's one raw request function: `request` for the modal and `provider` for the host's
 * getProvider(). Both pass only SPEC §6's methods; they differ in their errors, and only the provider has listeners.
 */
import { toHexChainId } from '../chains/eip155/chain-id';
import { guardProvider, guardRequests, type RequestFunction } from '../chains/allowed-methods';
import { ProviderDisconnectedError, toWalletModalError } from '../errors/rpc';
import type { ConnectorEvent, Eip1193Provider } from './connector';

/** `raw` behind the allow-list, with foreign errors turned into ours once, here at the connector's edge (DESIGN §6). */
export function modalRequest(raw: RequestFunction): RequestFunction {
  const guarded = guardRequests(raw);
  return async (args) => {
    try {
      return await guarded(args);
    } catch (error) {
      throw toWalletModalError(error);
    }
  };
}

export type GuardedProviderPair = {
  request: RequestFunction;
  /** The errors stay as they are: an EIP-1193 caller reads their `code`. */
  provider: Eip1193Provider;
  /** Tells the provider's listeners a connector event in a wallet's words (hex chain ids, EIP-1193's disconnect code). */
  repeat(event: ConnectorEvent): void;
};

/** disconnectMessage: what the provider's `disconnect` listeners read when the session ends. */
export function guardedProviderPair(raw: RequestFunction, disconnectMessage: string): GuardedProviderPair {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emit = (name: string, value: unknown) => {
    for (const listener of [...(listeners.get(name) ?? [])]) listener(value);
  };
  return {
    request: modalRequest(raw),
    provider: guardProvider({
      request: raw,
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener);
      },
    }),
    repeat(event) {
      if (event.type === 'accountsChanged') emit('accountsChanged', event.addresses);
      if (event.type === 'chainChanged') emit('chainChanged', toHexChainId(event.caipNetworkId.split(':')[1]!));
      if (event.type === 'disconnect') emit('disconnect', { code: ProviderDisconnectedError.rpcCode, message: disconnectMessage });
    },
  };
}
