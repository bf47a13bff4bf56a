/** What the modal keeps between visits (SPEC §3 "Local storage keeps"), each with its schema. */
import { isCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { RECENT_WALLETS_MAX } from '../constants';
import { storageKey } from '../storage/storage';

const CONNECTOR_ID = /^[-\w.:]{1,100}$/;
const isConnectorId = (value: unknown): value is string => typeof value === 'string' && CONNECTOR_ID.test(value);

export const ACTIVE_NETWORK = storageKey<CaipNetworkId>('active-network', (v) => (isCaipNetworkId(v) ? v : undefined));

export const ACTIVE_NAMESPACE = storageKey<ChainNamespace>('active-namespace', (v) => (isChainNamespace(v) ? v : undefined));

/** The connector each namespace was connected through; its presence means "was connected". */
export const CONNECTED_CONNECTOR_IDS = storageKey<Partial<Record<ChainNamespace, string>>>('connected-connector-ids', (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const result: Partial<Record<ChainNamespace, string>> = {};
  for (const [namespace, id] of Object.entries(v)) {
    if (!isChainNamespace(namespace) || !isConnectorId(id)) return undefined;
    result[namespace] = id;
  }
  return result;
});

export const RECENT_WALLETS = storageKey<string[]>('recent-wallets', (v) => {
  if (!Array.isArray(v) || !v.every(isConnectorId)) return undefined;
  return [...new Set(v)].slice(0, RECENT_WALLETS_MAX);
});
