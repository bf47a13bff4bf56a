/** What every client action works with: the store, the live wallet sessions and the event outlet. */
import type { ChainNamespace } from '../chains/namespaces';
import type { Connector, Eip1193Provider } from '../connectors/connector';
import type { DataChain } from '../services/data/entities';
import type { RpcTransport } from '../services/json-rpc';
import type { Balances } from '../state/account';
import type { ClientEvent } from './events';
import type { AlertCode } from '../errors';
import type { Store } from './types';

/** `provider`: what getProvider('eip155') hands the host (the connector's, under the feature rules); none for solana. */
type Session = { connector: Connector; provider: Eip1193Provider | undefined; unsubscribe: () => void };

/** The catalogue's loads in flight (actions/catalogue.ts): the page load, whose featured wallets, the newest search. */
export type CatalogueRuntime = { pageLoad?: Promise<void>; featuredFor?: string; searchSeq: number; unreachable?: string };

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
  // Per-client runtime of the actions, made by the action on first use (so a context built for a test needs none):
  /** actions/catalogue.ts. */
  catalogue?: CatalogueRuntime;
  /** actions/activity.ts: the Activity page load in flight, which a second call joins. */
  activityLoad?: Promise<void> | undefined;
  /** actions/data-service.ts: the data service's chains, asked once per `api-url`. */
  dataChains?: { url: string; chains: Promise<readonly DataChain[] | undefined> } | undefined;
  /** actions/siwx/check.ts: the session check in flight per `address|caipNetworkId`. */
  siwxChecks?: Map<string, Promise<void>>;
  /** actions/embedded/approval.ts: the wallet requests waiting for the person, one shown at a time, and how the shown one is answered. */
  approvals?: { queue: Promise<unknown>; next: number; decide?: (approved: boolean) => void };
};
