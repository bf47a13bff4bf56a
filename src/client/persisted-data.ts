/**
 * What the modal keeps of the data service's answers (SPEC §3 "Local storage keeps", §9 caches), each with its
 * schema. Beside persisted.ts rather than in it so that these schemas load with the data service's chunk, not in
 * the first script.
 */
import { isRegisteredName } from '../chains/account-name';
import { storageKey } from '../storage/storage';

/** A cache: entries by key, each with the time it was fetched; at most MAX_CACHE_ENTRIES, and no key over 200 characters. */
export type CacheEntries<T> = Record<string, T & { at: number }>;
const MAX_CACHE_ENTRIES = 20;

function cacheSchema<T>(entry: (value: Record<string, unknown>) => T | undefined) {
  return (v: unknown): CacheEntries<T> | undefined => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const entries = Object.entries(v);
    if (entries.length > MAX_CACHE_ENTRIES) return undefined;
    const result: CacheEntries<T> = {};
    for (const [key, raw] of entries) {
      if (key.length > 200 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
      const at = (raw as { at?: unknown }).at;
      const value = entry(raw as Record<string, unknown>);
      if (typeof at !== 'number' || !Number.isFinite(at) || value === undefined) return undefined;
      result[key] = { ...value, at };
    }
    return result;
  };
}

/**
 * SPEC §3/§9: the data service's token balances per account and chain (30 s), kept in the service's wire form; the
 * entries are checked again, field by field, by the data service's validator when read (client/actions/token-balances.ts).
 */
export const TOKEN_BALANCE_CACHE = storageKey<CacheEntries<{ balances: unknown[] }>>(
  'token-balance-cache',
  cacheSchema((raw) => (Array.isArray(raw.balances) && raw.balances.length <= 1000 ? { balances: raw.balances } : undefined)),
);

/** SPEC §3/§9: names and identity per address (5 min). The avatar is checked again before it is drawn. */
export const IDENTITY_CACHE = storageKey<CacheEntries<{ name?: string; avatar?: string }>>(
  'identity-cache',
  cacheSchema((raw) => {
    const { name, avatar } = raw;
    if (name !== undefined && !isRegisteredName(name)) return undefined;
    if (avatar !== undefined && (typeof avatar !== 'string' || avatar.length > 2048)) return undefined;
    return { ...(name !== undefined ? { name } : {}), ...(avatar !== undefined ? { avatar } : {}) };
  }),
);
