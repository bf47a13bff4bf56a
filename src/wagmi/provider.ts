/** getProvider(): the element's own EIP-1193 provider while an EVM wallet is connected, and a stand-in otherwise. */
import { ProviderDisconnectedError } from 'viem';
import type { Eip1193Provider, WalletModalElement } from '../wallet-modal';

/**
 * wagmi's reconnect skips a connector that has no provider before asking isAuthorized(), and the element has one
 * only while connected; so, until then, one that refuses every request with EIP-1193's 4900.
 */
export function disconnectedProvider(): Eip1193Provider {
  return {
    request: async () => {
      throw new ProviderDisconnectedError(new Error('<wallet-modal> has no EVM wallet connected.'));
    },
  };
}

export function providerOf(element: WalletModalElement, standIn: Eip1193Provider): Eip1193Provider {
  return element.getProvider('eip155') ?? standIn;
}
