/**
 * The entry (`wallet-modal`, and the script tag's file): defines <wallet-modal> once, where a DOM exists; a second copy
 * on the page finds it defined and leaves it. Views, ethers and wallets load later, on demand.
 */
import { ELEMENT_TAG } from './constants';
import { WalletModalElement } from './wallet-modal-element';

if (typeof customElements !== 'undefined' && !customElements.get(ELEMENT_TAG)) {
  customElements.define(ELEMENT_TAG, WalletModalElement);
}

export * from './wallet-modal-element';
