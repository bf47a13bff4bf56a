/**
 * One call to the data service: the URL with projectId, st and sv, the timeout, and the body read within
 * MAX_BODY_CHARS. HTTP errors become 'HTTP status code: {n}'. Apart from client.ts so that a view needing one route
 * (the onramp's) does not load every parser of the account data.
 */
import { MESSAGES, WalletModalError } from '../../errors';
import { SDK_TYPE, SDK_VERSION } from '../catalogue/client';
import { HttpStatusError } from '../json-rpc';

export const DATA_TIMEOUT_MS = 10_000;
/** 8 MB of text: a larger answer is no answer of this service. */
export const MAX_BODY_CHARS = 8 * 1024 * 1024;

export type DataClientOptions = {
  baseUrl: string;
  projectId?: string;
  /** The page's origin: same-origin images are allowed. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How long a validation slice may run (tests); see slices.ts. */
  sliceMs?: number;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function urlOf(options: DataClientOptions, path: string, params: Record<string, string | undefined> = {}): string {
  const url = new URL(`${trimSlash(options.baseUrl)}${path}`);
  const all: Record<string, string | undefined> = { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...params };
  for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  return url.href;
}

export const unreadable = (details: string, cause?: unknown) => new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details, cause });

/** The JSON body of a 2xx answer; a 404 answers `null` when `notFoundIsNull`. */
export async function request(url: string, options: DataClientOptions, init: { method?: 'GET' | 'POST'; body?: unknown; notFoundIsNull?: boolean } = {}): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DATA_TIMEOUT_MS);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: controller.signal,
    });
    if (init.notFoundIsNull && response.status === 404) return null;
    if (!response.ok) throw new HttpStatusError(response.status);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${length} bytes`);
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${text.length} characters`);
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw unreadable('The data service answered with invalid JSON', cause);
    }
  } catch (error) {
    if (error instanceof WalletModalError) throw error;
    if (options.signal?.aborted) throw new WalletModalError('UNKNOWN', MESSAGES.requestAborted, { cause: error });
    throw unreadable('The data service cannot be reached', error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

