/**
 * Namespaced, schema-checked localStorage. Every read is parsed and validated; a corrupt or
 * hostile value is removed and reads as absent, so the modal still opens.
 */
import { PRODUCT_NAMESPACE } from '../constants';

export type StorageKey<T> = { readonly name: string; readonly parse: (value: unknown) => T | undefined };

export function storageKey<T>(name: string, parse: (value: unknown) => T | undefined): StorageKey<T> {
  return { name: `${PRODUCT_NAMESPACE}:${name}`, parse };
}

/** localStorage can be missing or throw (sandboxed frames, privacy modes): storage then does nothing. */
function backend(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStorage<T>(key: StorageKey<T>): T | undefined {
  const store = backend();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key.name) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: T | undefined;
  try {
    parsed = key.parse(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) removeStorage(key);
  return parsed;
}

export function writeStorage<T>(key: StorageKey<T>, value: T): void {
  try {
    backend()?.setItem(key.name, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the next silent reconnect.
  }
}

export function removeStorage(key: StorageKey<unknown>): void {
  try {
    backend()?.removeItem(key.name);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
