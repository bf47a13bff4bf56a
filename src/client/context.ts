/** What every client action works with: the store, the live wallet sessions and the event outlet. */
import type { ChainNamespace } from '../chains/namespaces';
import type { Connector } from '../connectors/connector';
import type { RpcTransport } from '../services/json-rpc';
import type { Balances } from '../state/account';
import type { ClientEvent } from './events';
import type { AlertCode } from '../errors';
import type { Store } from './types';

type Session = { connector: Connector; unsubscribe: () => void };

export type ClientContext = {
  readonly store: Store;
  readonly window: Window;
  emit(event: ClientEvent): void;
  /** Live wallet sessions per namespace (the state says what is shown; this holds what is subscribed). */
  readonly sessions: Map<ChainNamespace, Session>;
  /** The connect in flight, so that a double click joins it instead of starting another. */
  pendingConnect: { connectorId: string; promise: Promise<void> } | undefined;
  /** Alerts are shown once per page (SPEC §8): the page's set, shared by its elements (alerts.ts). */
  readonly alertsShown: Set<AlertCode>;
  /** The Solana chunk once loaded (only when the setup lists a Solana network); getProvider('solana') needs it at hand. */
  solana: typeof import('./actions/solana') | undefined;
  /** Balance cache and failure times, keyed by CAIP address. */
  readonly balances: Map<string, { value?: Balances; fetchedAt?: number; failedAt?: number }>;
  /** The chain RPC transport of each network in use, by CAIP-2 id (made by the lazy actions, disposed on destroy). */
  readonly rpcTransports: Map<string, RpcTransport>;
};
