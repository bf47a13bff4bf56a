/**
 * The one way a lazy chunk is fetched: the first call starts the import and every later call joins it; a failed
 * fetch (offline, a CDN error, a refused Subresource Integrity digest) is forgotten, so the next call fetches afresh
 * instead of failing for good. `loaded()` answers the module without fetching, once it is here.
 */
export type LazyChunk<M> = { (): Promise<M>; loaded(): M | undefined };

export function lazyChunk<M>(load: () => Promise<M>): LazyChunk<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const get = (): Promise<M> =>
    (pending ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}
