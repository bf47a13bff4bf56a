/**
 * What the HTTP services the modal calls (the wallet catalogue, the data service) have in common: their URLs carry
 * projectId, st and sv (SPEC §7), and a call ends within its timeout or the caller's signal, its failures named.
 */
import { WalletModalError } from '../errors';
import { DataServiceError, HttpStatusError, RequestAbortedError } from '../errors/request';

/** `st` and `sv` of every call: the SDK type and version. */
export const SDK_TYPE = 'wallet-modal';
export const SDK_VERSION = 'html-wallet-modal-0.1.0';

export type ServiceClientOptions = {
  baseUrl: string;
  projectId?: string;
  /** The page's origin: same-origin images and links are allowed. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Hears SPEC §8's server messages (server-message.ts): the client shows their alerts. */
  onServerMessage?: (message: string) => void;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** `path` under the service, with projectId, st, sv and the given parameters; empty ones are left out. */
export function serviceUrl(
  options: Pick<ServiceClientOptions, 'baseUrl' | 'projectId'>,
  path: string,
  params: Record<string, string | undefined> = {},
): string {
  const url = new URL(`${trimSlash(options.baseUrl)}${path}`);
  const all: Record<string, string | undefined> = { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...params };
  for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  return url.href;
}

/**
 * Runs `call` with a signal that aborts after the timeout or with the caller's. A WalletModalError passes through;
 * a call the caller aborted is 'Request aborted'; anything else is 'An error occurred' with `unreachable` as details.
 */
export async function callService<T>(
  options: ServiceClientOptions,
  defaultTimeoutMs: number,
  unreachable: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? defaultTimeoutMs);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    return await call(controller.signal);
  } catch (error) {
    if (error instanceof HttpStatusError && error.serverMessage) options.onServerMessage?.(error.serverMessage);
    if (error instanceof WalletModalError) throw error;
    if (options.signal?.aborted) throw new RequestAbortedError({ cause: error });
    throw new DataServiceError({ details: unreachable, cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}
