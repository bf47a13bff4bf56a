/** The data service as this client's options name it (`api-url`), and the chains it answers for (asked once). */
import { getSupportedChains, type DataClientOptions } from '../../services/data/client';
import type { DataChain } from '../../services/data/entities';
import { dataChainsAtom } from '../../state/account-data';
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';
import { contextServerMessages } from '../server-messages';

/** The client options for the data service, or undefined without `api-url`. */
export function dataClientOptions(ctx: ClientContext): DataClientOptions | undefined {
  const { apiUrl, projectId } = ctx.store.get(optionsAtom);
  if (!apiUrl) return undefined;
  return {
    baseUrl: apiUrl,
    ...(projectId ? { projectId } : {}),
    origin: ctx.window.location?.origin ?? '',
    onServerMessage: contextServerMessages(ctx),
  };
}

/** The service's chains; undefined when it could not say (asked again next time), so callers try and report. */
export function dataChains(ctx: ClientContext, options: DataClientOptions): Promise<readonly DataChain[] | undefined> {
  const known = ctx.dataChains;
  if (known?.url === options.baseUrl) return known.chains;
  const chains = getSupportedChains(options).then(
    (found) => {
      if (ctx.store.get(optionsAtom).apiUrl === options.baseUrl) ctx.store.set(dataChainsAtom, found);
      return found;
    },
    () => {
      if (ctx.dataChains?.chains === chains) ctx.dataChains = undefined;
      return undefined;
    },
  );
  ctx.dataChains = { url: options.baseUrl, chains };
  return chains;
}

/** False only when the service has said which chains it serves and this is not one of them. */
export async function servesChain(ctx: ClientContext, options: DataClientOptions, chainId: string): Promise<boolean> {
  const chains = await dataChains(ctx, options);
  return chains === undefined || chains.some((c) => c.id === chainId);
}

/** Keeps the newest `max` entries of a cache. */
export function newest<T extends { at: number }>(entries: Record<string, T>, max = 20): Record<string, T> {
  return Object.fromEntries(
    Object.entries(entries)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, max),
  );
}
