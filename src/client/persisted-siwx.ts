import { isCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { SIWX_MAX_STORED_SESSIONS } from '../constants';
import { storageKey } from '../storage/storage';

/**
 * SPEC §3 "sign-in session tokens": one entry per account and network. `token` and `pci` come from the data service
 * (absent with a site's own `siwx`/`siweConfig`); `expiresAt` in ms, null for none. Beside persisted.ts
 * so that only the sign-in chunk loads it.
 */
export type StoredSiwxSession = {
  namespace: ChainNamespace;
  address: string;
  caipNetworkId: CaipNetworkId;
  expiresAt: number | null;
  token?: string;
  pci?: string;
};
const TOKEN = /^wms_[0-9a-f]{64}$/;
const PCI = /^[0-9a-f]{32}$/;
const ADDRESS = /^[0-9A-Za-z]{32,64}$|^0x[0-9a-fA-F]{40}$/;
function siwxSession(v: unknown): StoredSiwxSession | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const { namespace, address, caipNetworkId, expiresAt, token, pci } = v as Record<string, unknown>;
  if (
    !isChainNamespace(namespace) ||
    typeof address !== 'string' ||
    !ADDRESS.test(address) ||
    !isCaipNetworkId(caipNetworkId) ||
    !caipNetworkId.startsWith(`${namespace}:`)
  )
    return undefined;
  if (expiresAt !== null && (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))) return undefined;
  if (token !== undefined && (typeof token !== 'string' || !TOKEN.test(token))) return undefined;
  if (pci !== undefined && (typeof pci !== 'string' || !PCI.test(pci))) return undefined;
  return { namespace, address, caipNetworkId, expiresAt, ...(token ? { token } : {}), ...(pci ? { pci } : {}) };
}
export const SIWX_SESSIONS = storageKey<StoredSiwxSession[]>('siwx-sessions', (v) => {
  if (!Array.isArray(v) || v.length > SIWX_MAX_STORED_SESSIONS) return undefined;
  const sessions = v.map(siwxSession);
  return sessions.every((s) => s !== undefined) ? (sessions as StoredSiwxSession[]) : undefined;
});
