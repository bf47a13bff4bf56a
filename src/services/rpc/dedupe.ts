/**
 * Identical reads in flight share one request (SPEC §9: a dedupe cache of 8192 entries). An entry lives only
 * while its request is in flight; past the bound the oldest entry is forgotten (its callers still get their
 * answer, later callers just send their own).
 */
import { DEDUPE_CACHE_ENTRIES } from '../../constants';

export type Dedupe = {
  run<T>(key: string, request: () => Promise<T>): Promise<T>;
  readonly size: number;
};

export function createDedupe(maxEntries = DEDUPE_CACHE_ENTRIES): Dedupe {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, request: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared) return shared as Promise<T>;
      const promise = request();
      if (inFlight.size >= maxEntries) inFlight.delete(inFlight.keys().next().value!);
      inFlight.set(key, promise);
      const forget = () => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },
    get size() {
      return inFlight.size;
    },
  };
}

/** The key of a read: its method and params, which JSON states fully (bigints are not JSON-RPC params). */
export function requestKey(method: string, params: readonly unknown[]): string {
  return `${method}:${JSON.stringify(params)}`;
}
