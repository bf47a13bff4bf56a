/**
 * What the data-service actions of the Swap and Buy views need from the client: its store, whose options name the
 * service (`api-url`, `project-id`). The views pass the client they hold; the element's client and the actions'
 * context both fit.
 */
import { optionsAtom } from '../../state/options';
import type { Store } from '../types';

export type ServiceConfig = { readonly store: Store };

/** The service client's options, with no base URL when `api-url` is not set (the caller decides what that means). */
export function serviceOptions(config: ServiceConfig): { baseUrl: string; projectId?: string } {
  const { apiUrl, projectId } = config.store.get(optionsAtom);
  return { baseUrl: apiUrl ?? '', ...(projectId ? { projectId } : {}) };
}
