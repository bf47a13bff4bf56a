/** The data service as this client's options name it (`api-url`), and the chains it answers for (asked once). */
import { getSupportedChains, type DataClientOptions } from '../../services/data/client';
import type { DataChain } from '../../services/data/entities';
import { dataChainsAtom } from '../../state/account-data';
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';

/** The client options for the data service, or undefined without `api-url`. */
export function dataClientOptions(ctx: ClientContext): DataClientOptions | undefined {
  const { apiUrl, projectId } = ctx.store.get(optionsAtom);
  if (!apiUrl) return undefined;
  return { baseUrl: apiUrl, ...(projectId ? { projectId } : {}), origin: ctx.window.location?.origin ?? '' };
}

const asked = new WeakMap<ClientContext, { url: string; chains: Promise<readonly DataChain[]> }>();

/** The service's chains; a failure answers none (and is asked again next time). */
export function dataChains(ctx: ClientContext, options: DataClientOptions): Promise<readonly DataChain[]> {
  const known = asked.get(ctx);
  if (known?.url === options.baseUrl) return known.chains;
  const chains = getSupportedChains(options).then(
    (found) => {
      if (ctx.store.get(optionsAtom).apiUrl === options.baseUrl) ctx.store.set(dataChainsAtom, found);
      return found;
    },
    () => {
      asked.delete(ctx);
      return [] as readonly DataChain[];
    },
  );
  asked.set(ctx, { url: options.baseUrl, chains });
  return chains;
}

/** Keeps the newest `max` entries of a cache. */
export function newest<T extends { at: number }>(entries: Record<string, T>, max = 20): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).sort(([, a], [, b]) => b.at - a.at).slice(0, max));
}
