/**
 * One call to the data service: the URL with projectId, st and sv, the timeout, and the body read within
 * MAX_BODY_CHARS. HTTP errors become 'HTTP status code: {n}'. Apart from client.ts so that a view needing one route
 * (the onramp's) does not load every parser of the account data.
 */
import { DataServiceError } from '../../errors/request';
import { httpStatusError } from '../server-message';
import { callService, serviceUrl, type ServiceClientOptions } from '../service-call';

import { DATA_TIMEOUT_MS } from './timeout';
/** 8 MB of text: a larger answer is no answer of this service. */
const MAX_BODY_CHARS = 8 * 1024 * 1024;

export type DataClientOptions = ServiceClientOptions & {
  /** How long a validation slice may run (tests); see slices.ts. */
  sliceMs?: number;
};

export function urlOf(options: DataClientOptions, path: string, params: Record<string, string | undefined> = {}): string {
  return serviceUrl(options, path, params);
}

export const unreadable = (details: string, cause?: unknown) => new DataServiceError({ details, cause });

/** The JSON body of a 2xx answer; a 404 answers `null` when `notFoundIsNull`. */
export async function request(
  url: string,
  options: DataClientOptions,
  init: { method?: 'GET' | 'POST'; body?: unknown; notFoundIsNull?: boolean } = {},
): Promise<unknown> {
  return callService(options, DATA_TIMEOUT_MS, 'The data service cannot be reached', async (signal) => {
    const response = await (options.fetch ?? fetch)(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal,
    });
    if (init.notFoundIsNull && response.status === 404) return null;
    if (!response.ok) throw await httpStatusError(response);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${length} bytes`);
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${text.length} characters`);
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw unreadable('The data service answered with invalid JSON', cause);
    }
  });
}
