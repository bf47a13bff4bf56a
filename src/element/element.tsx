/** `<wallet-modal>`: r2wc renders React into an open shadow root; the methods and events are ours. */
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai/react';
import type { ReactElement } from 'react';
import type { CaipNetworkId } from '../chains/caip';
import { CHAIN_NAMESPACES, isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { createClient } from '../client/create-client';
import type { AccountInfo, OpenOptions, TransactionRequest, WalletModalClient, WalletReply } from '../client/types';
import type { Eip1193Provider, SolanaSigner } from '../connectors/connector';
import { WalletModalError, asWalletModalError, InvalidArgumentError, SiwxBothConfigsError, LoadFailedError } from '../errors';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { localeAtom } from '../state/locale';
import { routerAtom } from '../state/router';
import type { SiweConfig, SiwxConfig, SiwxSetup } from '../state/siwx';
import type { ViewName } from '../state/routes';
import { App } from '../ui/App';
import { ClientContext } from '../ui/client-context';
import { adoptStyles } from '../ui/theme/styles';
import { afterDocumentParsed } from './document-ready';
import { ATTRIBUTES, parseAttributes, type RawAttributes } from './attributes';

/** Each element's client, kept off the element so the host page cannot reach the store. */
const clients = new WeakMap<Element, WalletModalClient>();

/** r2wc passes the shadow root as `container`; its host is our element, which owns the client. */
function Root({ container }: { container?: HTMLElement }) {
  const host = (container as unknown as ShadowRoot | undefined)?.host;
  const client = host && clients.get(host);
  if (!client) return null;
  return (
    <Provider store={client.store}>
      <ClientContext.Provider value={client}>
        <App />
      </ClientContext.Provider>
    </Provider>
  );
}

/** r2wc observes these (as kebab-case attributes) and re-renders on change: every attribute we parse. */
const OBSERVED_PROPS = Object.fromEntries(ATTRIBUTES.map((name) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), 'string' as const]));

type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};
// r2wc's class extends HTMLElement, which Node (server rendering) lacks: there the class extends Object, so that importing
// the module never throws; nothing defines or constructs it without a DOM.
const Base = (typeof HTMLElement < 'u'
  ? r2wc(Root as (props: Record<string, unknown>) => ReactElement | null, {
      shadow: 'open',
      props: OBSERVED_PROPS,
    })
  : Object) as unknown as new () => R2wcElement;

export type WalletModalState = { open: boolean; view: ViewName | undefined; accounts: Record<ChainNamespace, AccountInfo> };

const invalidInput = (details: string) => new InvalidArgumentError({ details });

export class WalletModalElement extends Base {
  /** One client, and so one store, per element. */
  readonly #client: WalletModalClient = createClient(window);
  #connected = false;
  #reportedErrors = new Map<string, string>();
  /** The `locale` attribute last applied, and its request: a catalogue that arrives after a later change is dropped. */
  #localeAttribute: string | undefined;
  #localeRequest = 0;

  constructor() {
    super();
    clients.set(this, this.#client);
    adoptStyles(this.shadowRoot!);
    this.#client.subscribe((event) => {
      // Alerts (a missing project id, an unopenable view) reach the site owner's console too.
      if (event.type === 'error') console.warn(`<wallet-modal> ${event.detail.message} (${event.detail.code})`);
      this.#emit(`wm-${event.type}`, event.detail);
    });
  }

  #emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** A host page's call never throws synchronously: failures become rejections with a WalletModalError, and wm-error. */
  async #call<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      // A foreign error is rare here (connectors convert theirs); its conversion table loads only then.
      const e = error instanceof WalletModalError ? error : (await import('../errors/rpc')).toWalletModalError(error);
      // docs/errors.md: a rejected action fires wm-error once (the client's actions already did; it never fires twice).
      this.#client.reportError(e);
      throw e;
    }
  }

  /** For open/close: report through wm-error instead of throwing into the host page. */
  #guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      const e = asWalletModalError(error);
      this.#emit('wm-error', { code: e.code, message: e.shortMessage });
    }
  }

  override connectedCallback(): void {
    this.#connected = true;
    this.#applyAttributes();
    afterDocumentParsed(() => {
      if (this.#connected) this.#client.start();
    });
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#connected = false;
    super.disconnectedCallback();
    this.#client.destroy();
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
      this.#emit('wm-error', { code: 'INVALID_ATTRIBUTE', message });
    }
    this.#reportedErrors = current;
    // Some bad values are also SPEC §8 alerts (a default network the setup lacks): shown once per page. Before the
    // options, whose check would otherwise call an invalid project id "not configured" too.
    for (const error of errors) if (error.alert) this.#client.raiseAlert(error.alert, error.message);
    this.#client.setOptions(options);
    this.#applyLocale(options.locale);
  }

  #signIn: SiwxSetup | undefined;

  /**
   * SPEC §4/§5: a site's own sign-in (createMessage, verify, getSessions) for the `sign-in` attribute; exclusive
   * with `siweConfig`. Its hooks are checked when it is used: a missing one shows in the sign-in view.
   */
  get siwx(): SiwxConfig | undefined {
    return this.#signIn?.kind === 'siwx' ? this.#signIn.config : undefined;
  }

  set siwx(config: SiwxConfig | undefined | null) {
    this.#setSignIn('siwx', config);
  }

  /** An EIP-4361-only sign-in (getNonce, verifyMessage); exclusive with `siwx`. */
  get siweConfig(): SiweConfig | undefined {
    return this.#signIn?.kind === 'siwe' ? this.#signIn.config : undefined;
  }

  set siweConfig(config: SiweConfig | undefined | null) {
    this.#setSignIn('siwe', config);
  }

  #setSignIn(kind: SiwxSetup['kind'], config: unknown): void {
    if (config != null && this.#signIn && this.#signIn.kind !== kind) throw new SiwxBothConfigsError();
    if (config == null && this.#signIn?.kind !== kind) return;
    this.#signIn = config == null ? undefined : ({ kind, config } as SiwxSetup);
    this.#client.setSiwx(this.#signIn);
  }

  /**
   * The attribute's locale, else the browser's best, else English. Its catalogue is fetched now, at start or on a
   * change, so that the modal (opened on a click, later) is drawn in it; the store swaps it in and an open modal
   * re-renders in place, its route and form state kept. The choice itself is in that chunk too (i18n/load.ts).
   */
  #applyLocale(attribute: string | undefined): void {
    if (this.#localeAttribute === attribute && this.#localeRequest > 0) return;
    this.#localeAttribute = attribute;
    const request = ++this.#localeRequest;
    const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    // A browser whose first language is English gets English: no chunk to fetch for the choice.
    if (attribute === undefined && /^en(-|$)/i.test(languages[0] ?? 'en')) {
      if (this.#client.store.get(localeAtom).locale !== DEFAULT_LOCALE) this.#client.store.set(localeAtom, { locale: DEFAULT_LOCALE, catalogue: undefined });
      return;
    }
    void import('../i18n/load')
      .then(async ({ chooseLocale, loadCatalogue }) => {
        const { locale, problem } = chooseLocale(attribute, languages);
        if (problem && request === this.#localeRequest) {
          console.warn(`<wallet-modal> ${problem}`);
          this.#emit('wm-error', { code: 'INVALID_ATTRIBUTE', message: problem });
        }
        return { locale, catalogue: await loadCatalogue(locale) };
      })
      .then(
        (state) => {
          const current = this.#client.store.get(localeAtom);
          if (request === this.#localeRequest && (current.locale !== state.locale || current.catalogue !== state.catalogue))
            this.#client.store.set(localeAtom, state);
        },
        (error: unknown) => {
          // The text stays in the language it was in; the failure is the site's to see.
          if (request === this.#localeRequest) this.#localeRequest = 0;
          const e = new LoadFailedError({ cause: error });
          this.#emit('wm-error', { code: e.code, message: e.shortMessage });
        },
      );
  }

  /** Reflects `hide-button` as a boolean attribute (r2wc's string prop would write "false", which still hides). */
  get hideButton(): boolean {
    return this.hasAttribute('hide-button');
  }

  set hideButton(value: boolean) {
    this.toggleAttribute('hide-button', Boolean(value) && String(value) !== 'false');
  }

  open(options: OpenOptions = {}): void {
    this.#guard(() => {
      const safe: OpenOptions = {};
      if (typeof options === 'object' && options !== null) {
        if (options.view !== undefined) safe.view = String(options.view) as OpenOptions['view'];
        if (options.namespace !== undefined) {
          if (!isChainNamespace(options.namespace)) throw invalidInput(`open: unknown namespace "${String(options.namespace).slice(0, 40)}"`);
          safe.namespace = options.namespace;
        }
      }
      this.#client.open(safe);
    });
  }

  close(): void {
    this.#guard(() => this.#client.close());
  }

  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.#call(async () => {
      if (namespace !== undefined && !isChainNamespace(namespace)) throw invalidInput(`disconnect: unknown namespace "${String(namespace).slice(0, 40)}"`);
      return this.#client.disconnect(namespace);
    });
  }

  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void> {
    return this.#call(async () => {
      if (typeof caipNetworkId !== 'string') throw invalidInput('switchNetwork: expects a CAIP-2 network id such as "eip155:1"');
      return this.#client.switchNetwork(caipNetworkId);
    });
  }

  signMessage(message: string): Promise<WalletReply> {
    return this.#call(async () => {
      if (typeof message !== 'string') throw invalidInput('signMessage: expects a string');
      return this.#client.signMessage(message);
    });
  }

  /**
   * EVM `{ to, value?, data? }` (bigint or hex value) or Solana wire bytes; resolves with the hash, and `wm-transaction`
   * follows it, or with the object an EVM wallet answered instead (SPEC §5), which nothing follows.
   */
  sendTransaction(tx: TransactionRequest): Promise<WalletReply> {
    return this.#call(() => this.#client.sendTransaction(tx));
  }

  getAccount(namespace?: ChainNamespace): AccountInfo {
    return this.#client.getAccount(isChainNamespace(namespace) ? namespace : undefined);
  }

  /**
   * The connected wallet: an EIP-1193 provider for `eip155`, a Wallet-Standard-shaped SolanaSigner for `solana`.
   * Either passes only SPEC §6's methods (src/constants/rpc-methods.ts); any other rejects with RpcCallNotAllowedError
   * (code RPC_CALL_NOT_ALLOWED), and so do that provider's requests still open.
   */
  getProvider(namespace: 'eip155'): Eip1193Provider | undefined;
  getProvider(namespace: 'solana'): SolanaSigner | undefined;
  getProvider(namespace: ChainNamespace): Eip1193Provider | SolanaSigner | undefined;
  getProvider(namespace: ChainNamespace): Eip1193Provider | SolanaSigner | undefined {
    return isChainNamespace(namespace) ? this.#client.getProvider(namespace) : undefined;
  }

  get state(): WalletModalState {
    const { open, history } = this.#client.store.get(routerAtom);
    const accounts = Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, this.#client.getAccount(ns)])) as Record<ChainNamespace, AccountInfo>;
    return { open, view: open ? history[history.length - 1]?.view : undefined, accounts };
  }
}
