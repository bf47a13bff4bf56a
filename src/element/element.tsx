/** `<wallet-modal>`: r2wc renders React into an open shadow root; the methods and events are ours. */
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai/react';
import type { ReactElement } from 'react';
import type { CaipNetworkId } from '../chains/caip';
import { CHAIN_NAMESPACES, isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { createClient } from '../client/create-client';
import type { AccountInfo, OpenOptions, WalletModalClient } from '../client/types';
import type { Eip1193Provider } from '../connectors/connector';
import { routerAtom } from '../state/router';
import type { ViewName } from '../state/routes';
import { App } from '../ui/App';
import { ClientContext } from '../ui/client-context';
import { adoptStyles } from '../ui/theme/styles';
import { ATTRIBUTES, parseAttributes, type RawAttributes } from './attributes';

function Root({ container }: { container?: HTMLElement }) {
  const host = (container as unknown as ShadowRoot | undefined)?.host as WalletModalElement | undefined;
  if (!host) return null;
  return (
    <Provider store={host.client.store}>
      <ClientContext.Provider value={host.client}>
        <App />
      </ClientContext.Provider>
    </Provider>
  );
}

/** r2wc observes these (as kebab-case attributes) and re-renders on change. */
const OBSERVED_PROPS = {
  projectId: 'string', networks: 'string', defaultNetwork: 'string', theme: 'string', themeVariables: 'string',
  zIndex: 'string', rpcUrls: 'string', metadata: 'string', hideButton: 'string',
} as const;

type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};
const Base = r2wc(Root as (props: Record<string, unknown>) => ReactElement | null, { shadow: 'open', props: OBSERVED_PROPS }) as unknown as new () => R2wcElement;

export type WalletModalState = { open: boolean; view: ViewName | undefined; accounts: Record<ChainNamespace, AccountInfo> };

export class WalletModalElement extends Base {
  /** One client, and so one store, per element. */
  readonly client: WalletModalClient = createClient(window);
  #connected = false;
  #reportedErrors = new Map<string, string>();

  constructor() {
    super();
    adoptStyles(this.shadowRoot!);
    this.client.subscribe(({ type, detail }) => {
      this.dispatchEvent(new CustomEvent(`wm-${type}`, { detail, bubbles: true, composed: true }));
    });
  }

  override connectedCallback(): void {
    this.#connected = true;
    this.#applyAttributes();
    this.client.start();
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#connected = false;
    super.disconnectedCallback();
    this.client.destroy();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    try {
      super.attributeChangedCallback(name, oldValue, newValue);
    } finally {
      // Before connection (an upgrade replays every attribute) options are applied once, on connect.
      if (this.#connected) this.#applyAttributes();
    }
  }

  #applyAttributes(): void {
    const raw: RawAttributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
    const { options, errors } = parseAttributes(raw);
    const current = new Map(errors.map((e) => [`${e.attribute}\u0000${e.message}`, e.message]));
    for (const [key, message] of current) {
      if (this.#reportedErrors.has(key)) continue;
      console.warn(`<wallet-modal> ${message}`);
      this.dispatchEvent(new CustomEvent('wm-error', { detail: { code: 'INVALID_ATTRIBUTE', message }, bubbles: true, composed: true }));
    }
    this.#reportedErrors = current;
    this.client.setOptions(options);
  }

  open(options: OpenOptions = {}): void {
    const safe: OpenOptions = {};
    if (typeof options === 'object' && options !== null) {
      if (typeof options.view === 'string') safe.view = options.view;
      if (isChainNamespace(options.namespace)) safe.namespace = options.namespace;
    }
    this.client.open(safe);
  }

  close(): void {
    this.client.close();
  }

  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.client.disconnect(namespace);
  }

  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void> {
    return this.client.switchNetwork(caipNetworkId);
  }

  signMessage(message: string): Promise<string> {
    return this.client.signMessage(message);
  }

  getAccount(namespace?: ChainNamespace): AccountInfo {
    return this.client.getAccount(isChainNamespace(namespace) ? namespace : undefined);
  }

  getProvider(namespace: ChainNamespace): Eip1193Provider | undefined {
    return this.client.getProvider(namespace);
  }

  get state(): WalletModalState {
    const { open, history } = this.client.store.get(routerAtom);
    const accounts = Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, this.client.getAccount(ns)])) as Record<ChainNamespace, AccountInfo>;
    return { open, view: open ? history[history.length - 1]?.view : undefined, accounts };
  }
}
