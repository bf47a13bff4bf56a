/** The element's public event and tag types. */
import type { WalletModalEventDetails } from '../client/events';
import type { WalletModalElement } from './element';

export type WalletModalEventMap = { [K in keyof WalletModalEventDetails as `wm-${K}`]: CustomEvent<WalletModalEventDetails[K]> };

export type WalletModalAttributes = {
  'project-id'?: string;
  networks?: string;
  'default-network'?: string;
  theme?: 'light' | 'dark';
  'theme-variables'?: string;
  'z-index'?: string | number;
  'rpc-urls'?: string;
  metadata?: string;
  'hide-button'?: boolean | '';
  'featured-wallet-ids'?: string;
  'include-wallet-ids'?: string;
  'exclude-wallet-ids'?: string;
  'sign-in'?: 'required' | 'optional';
  'api-url'?: string;
  'catalogue-url'?: string;
  'relay-url'?: string;
  /** The embedded wallet's frame (email and social login), on its own origin. */
  'frame-url'?: string;
  features?: string;
  locale?: string;
};

declare global {
  interface HTMLElementTagNameMap {
    'wallet-modal': WalletModalElement;
  }
  interface HTMLElementEventMap extends WalletModalEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': React.DetailedHTMLProps<React.HTMLAttributes<WalletModalElement>, WalletModalElement> & WalletModalAttributes;
    }
  }
}
