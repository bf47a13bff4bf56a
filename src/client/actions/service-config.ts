/**
 * What the data-service actions of the Swap and Buy views need from the client: its store, whose options name the
 * service (`api-url`, `project-id`). The views pass the client they hold; the element's client and the actions'
 * context both fit.
 */
import { optionsAtom } from '../../state/options';
import type { Store } from '../types';
import type { AlertCode } from '../../errors';
import type { ServiceClientOptions } from '../../services/service-call';
import { onServerMessage } from '../server-messages';

/** `raiseAlert`: the element's client has it, and SPEC §8's server messages are then shown as alerts. */
export type ServiceConfig = { readonly store: Store; raiseAlert?: (code: AlertCode, details?: string) => void };

/** The service client's options, with no base URL when `api-url` is not set (the caller decides what that means). */
export function serviceOptions(config: ServiceConfig): ServiceClientOptions {
  const { apiUrl, projectId } = config.store.get(optionsAtom);
  const { raiseAlert } = config;
  return { baseUrl: apiUrl ?? '', ...(projectId ? { projectId } : {}), ...(raiseAlert ? { onServerMessage: onServerMessage(raiseAlert) } : {}) };
}
