/** Where the connector finds `<wallet-modal>`: looked up at each use, so the element may be mounted after wagmi's config is made. */
import { BaseError } from '@wagmi/core';
import type { WalletModalElement } from '../wallet-modal';

/** The element itself, a CSS selector for it in `document`, or a function that returns it. */
export type WalletModalSource = WalletModalElement | string | (() => WalletModalElement | null | undefined);

export class WalletModalNotFoundError extends BaseError {
  override name = 'WalletModalNotFoundError';
  constructor(source: WalletModalSource) {
    super(`No <wallet-modal> element${typeof source === 'string' ? ` matches "${source.slice(0, 100)}"` : ' was given'}.`);
  }
}

export function resolveElement(source: WalletModalSource): WalletModalElement {
  let element: WalletModalElement | null | undefined;
  if (typeof source === 'function') element = source();
  // Server rendering has no document: the element is simply not there yet.
  else if (typeof source === 'string') element = typeof document === 'undefined' ? null : document.querySelector<WalletModalElement>(source);
  else element = source;
  if (!element) throw new WalletModalNotFoundError(source);
  return element;
}
