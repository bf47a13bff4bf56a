/** SPEC §2: connector type order and connect method order (pure derivations the Connect list's atoms make). */
import {
  CONNECTOR_TYPE_ORDER,
  CONNECT_METHOD_ORDER_DEFAULT,
  CONNECT_METHOD_ORDER_WITH_INSTALLED,
  RECENT_WALLETS_MAX,
  type ConnectMethod,
  type ConnectorGroup,
} from '../constants';
import type { Connector } from '../connectors/connector';

export type ConnectorListItem = { connector: Connector; group: ConnectorGroup };

function groupOf(connector: Connector, recentIds: readonly string[]): ConnectorGroup {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect';
  if (recentIds.includes(connector.id)) return 'recent';
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return 'injected';
  if (connector.type === 'EXTERNAL') return 'external';
  return 'custom';
}

/**
 * Orders connectors by group (walletConnect, recent, injected, featured, custom, external,
 * recommended); recent ones keep their recency order, others their discovery order. Only the
 * newest RECENT_WALLETS_MAX count as recent, however long a stored list is. A wallet with a
 * connector per namespace under one id (WalletConnect) is listed once, by its first connector.
 */
export function orderConnectors(connectors: readonly Connector[], storedRecentIds: readonly string[]): ConnectorListItem[] {
  const recentIds = storedRecentIds.slice(0, RECENT_WALLETS_MAX);
  const unique = connectors.filter((connector, index) => connectors.findIndex((c) => c.id === connector.id) === index);
  const items = unique.map((connector, index) => ({ connector, group: groupOf(connector, recentIds), index }));
  const rank = (item: (typeof items)[number]) =>
    CONNECTOR_TYPE_ORDER.indexOf(item.group) * 1e6 + (item.group === 'recent' ? recentIds.indexOf(item.connector.id) : item.index);
  return items.sort((a, b) => rank(a) - rank(b)).map(({ connector, group }) => ({ connector, group }));
}

/** A catalogue wallet listed with the connectors: one the site features, or one the catalogue recommends. */
export type CatalogueListItem<W> = { wallet: W; group: 'featured' | 'recommended' };
export type ConnectListEntry<W> = ({ kind: 'connector' } & ConnectorListItem) | ({ kind: 'wallet' } & CatalogueListItem<W>);

/**
 * The Connect list in SPEC §2 order across connectors and catalogue wallets: featured wallets come after the
 * injected ones and before custom and external connectors, recommended ones last. Each side keeps its own order.
 */
export function mergeConnectList<W>(connectors: readonly ConnectorListItem[], wallets: readonly CatalogueListItem<W>[]): ConnectListEntry<W>[] {
  const entries: ConnectListEntry<W>[] = [
    ...connectors.map((item) => ({ kind: 'connector' as const, ...item })),
    ...wallets.map((item) => ({ kind: 'wallet' as const, ...item })),
  ];
  // Array.prototype.sort is stable: entries of one group keep the order they came in.
  return entries.sort((a, b) => CONNECTOR_TYPE_ORDER.indexOf(a.group) - CONNECTOR_TYPE_ORDER.indexOf(b.group));
}

/** Wallet first when a browser wallet is installed; otherwise email, social, wallet. */
export function connectMethodOrder(connectors: readonly Connector[]): readonly ConnectMethod[] {
  return connectors.some((c) => c.installed) ? CONNECT_METHOD_ORDER_WITH_INSTALLED : CONNECT_METHOD_ORDER_DEFAULT;
}
