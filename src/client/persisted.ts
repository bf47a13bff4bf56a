/** What the modal keeps between visits (SPEC §3 "Local storage keeps"), each with its schema. */
import { isCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { RECENT_WALLETS_MAX, SIWX_MAX_STORED_SESSIONS } from '../constants';
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

/**
 * SPEC §3 "sign-in session tokens": one entry per account and network. `token` and `pci` come from the data service
 * (absent with a site's own `siwx`/`siweConfig`); `expiresAt` in ms, null for none. Only the sign-in chunk reads it
 * (the PURE mark keeps it out of the first script).
 */
export type StoredSiwxSession = { namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId; expiresAt: number | null; token?: string; pci?: string };
const TOKEN = /^wms_[0-9a-f]{64}$/;
const PCI = /^[0-9a-f]{32}$/;
const ADDRESS = /^[0-9A-Za-z]{32,64}$|^0x[0-9a-fA-F]{40}$/;
function siwxSession(v: unknown): StoredSiwxSession | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const { namespace, address, caipNetworkId, expiresAt, token, pci } = v as Record<string, unknown>;
  if (!isChainNamespace(namespace) || typeof address !== 'string' || !ADDRESS.test(address) || !isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) return undefined;
  if (expiresAt !== null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) return undefined;
  if (token !== undefined && (typeof token !== 'string' || !TOKEN.test(token))) return undefined;
  if (pci !== undefined && (typeof pci !== 'string' || !PCI.test(pci))) return undefined;
  return { namespace, address, caipNetworkId, expiresAt, ...(token ? { token } : {}), ...(pci ? { pci } : {}) };
}
export const SIWX_SESSIONS = /* @__PURE__ */ storageKey<StoredSiwxSession[]>('siwx-sessions', (v) => {
  if (!Array.isArray(v) || v.length > SIWX_MAX_STORED_SESSIONS) return undefined;
  const sessions = v.map(siwxSession);
  return sessions.every((s) => s !== undefined) ? (sessions as StoredSiwxSession[]) : undefined;
});

/** The data service's caches (token balances, names) are in persisted-data.ts: only a page with `api-url` loads them. */
export const ALL_STORAGE_KEYS = [ACTIVE_NETWORK, ACTIVE_NAMESPACE, CONNECTED_CONNECTOR_IDS, RECENT_WALLETS];
