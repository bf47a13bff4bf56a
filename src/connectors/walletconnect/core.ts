/**
 * What the WalletConnect connectors need of one session, in our own terms: provider.ts adapts
 * @walletconnect/universal-provider 2.21.8 to it, and unit tests stand in for it. No SDK types here,
 * so the connectors load without the SDK.
 */

/** A namespace the wallet approved: CAIP-2 chains, CAIP-10 accounts, the methods it will answer. */
export type ApprovedNamespace = { chains: string[]; accounts: string[]; methods: string[] };

export type CoreEvent =
  | { type: 'displayUri'; uri: string }
  /** A namespace's current chain moved (the wallet's chainChanged, or our own switch), as CAIP-2. */
  | { type: 'chainChanged'; chain: string }
  /** The wallet's accountsChanged for a namespace, as it sent them (CAIP-10 or bare addresses). */
  | { type: 'accountsChanged'; namespace: string; accounts: unknown }
  /** The wallet changed the session's namespaces. */
  | { type: 'sessionUpdate' }
  /** The session ended on the wallet's side (or expired). */
  | { type: 'disconnect' };

export interface WalletConnectCore {
  /** The live session's approval for a namespace; undefined without a session or without that namespace. */
  approved(namespace: string): ApprovedNamespace | undefined;
  hasSession(): boolean;
  /** The CAIP-2 chain a namespace's requests go to; undefined when the session lacks the namespace. */
  currentChain(namespace: string): string | undefined;
  /** Moves a namespace to another approved chain (reported back as chainChanged). */
  setCurrentChain(chain: string): void;
  /**
   * Proposes a session (a displayUri follows) and resolves once the wallet approves it; rejects with
   * RelayUnreachableError when the relay cannot be reached (SPEC §9 reconnects, then give up).
   */
  propose(): Promise<void>;
  /** Ends the session, if any. */
  disconnect(): Promise<void>;
  /**
   * Sends a request through the session on a CAIP-2 chain; wallet errors reject as the SDK gives them.
   * While the relay is lost it waits for the reconnects, then rejects with RelayUnreachableError.
   */
  request(args: { method: string; params?: unknown }, chain: string): Promise<unknown>;
  subscribe(listener: (event: CoreEvent) => void): () => void;
}

export type CoreModule = { createWalletConnectCore(setup: import('./setup').WalletConnectSetup): Promise<WalletConnectCore> };
