/** connect(): the modal open on its EVM wallets until one connects (wm-connect) or it closes without one (wm-close). */
import { UserRejectedRequestError } from 'viem';
import { BaseError } from '@wagmi/core';
import type { WalletModalElement, WalletModalEventMap } from '../wallet-modal';

type Connected = WalletModalEventMap['wm-connect']['detail'];

export class WalletModalNotOpenedError extends BaseError {
  override name = 'WalletModalNotOpenedError';
  constructor() {
    super('<wallet-modal> is not in the document, so its modal cannot be shown.');
  }
}

export function openUntilConnected(element: WalletModalElement): Promise<Connected> {
  // A detached element still "opens" (its state says so) but shows nothing, and no one could close it: fail instead.
  if (!element.isConnected) return Promise.reject(new WalletModalNotOpenedError());
  return new Promise((resolve, reject) => {
    const stop = () => {
      element.removeEventListener('wm-connect', onConnect);
      element.removeEventListener('wm-close', onClose);
    };
    const onConnect = (event: WalletModalEventMap['wm-connect']) => {
      // A Solana wallet connected in the same modal is not what wagmi asked for: keep waiting.
      if (event.detail.namespace !== 'eip155') return;
      stop();
      resolve(event.detail);
    };
    const onClose = () => {
      stop();
      reject(new UserRejectedRequestError(new Error('The modal closed without a connection.')));
    };
    element.addEventListener('wm-connect', onConnect);
    element.addEventListener('wm-close', onClose);
    element.open({ namespace: 'eip155' });
  });
}
