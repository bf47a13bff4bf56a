/**
 * Chain RPC over HTTP (SPEC §7/§9): JSON-RPC POST with a 10 s timeout, 3 retries with
 * exponential backoff from 150 ms on retryable statuses and network failures, Retry-After honoured.
 */
import { RETRYABLE_HTTP_STATUSES, RPC_HTTP_TIMEOUT_MS, RPC_RETRIES, RPC_RETRY_DELAY_MS } from '../constants';
import { MESSAGES, WalletModalError, toWalletModalError } from '../errors';

export type JsonRpcOptions = {
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
};

export class HttpStatusError extends WalletModalError {
  override name = 'HttpStatusError';
  readonly status: number;
  constructor(status: number) {
    super('UNKNOWN', `HTTP status code: ${status}`);
    this.status = status;
  }
}

let nextId = 1;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new WalletModalError('UNKNOWN', MESSAGES.requestAborted));
    }, { once: true });
  });
}

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

type Attempt = { result: unknown } | { retry: true; error: WalletModalError; waitMs?: number };

async function attempt(url: string, body: string, options: JsonRpcOptions): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? RPC_HTTP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
    });
    if (!response.ok) {
      const error = new HttpStatusError(response.status);
      if (RETRYABLE_HTTP_STATUSES.includes(response.status)) return { retry: true, error, waitMs: retryAfterMs(response) };
      throw error;
    }
    const payload: unknown = await response.json();
    if (typeof payload !== 'object' || payload === null) throw new WalletModalError('WALLET_REPLY_INVALID', MESSAGES.anErrorOccurred, { details: 'RPC reply is not a JSON object' });
    const reply = payload as { result?: unknown; error?: { code?: unknown; message?: unknown } };
    if (reply.error) throw toWalletModalError(reply.error);
    if (!('result' in reply)) throw new WalletModalError('WALLET_REPLY_INVALID', MESSAGES.anErrorOccurred, { details: 'RPC reply has no result' });
    return { result: reply.result };
  } catch (error) {
    if (error instanceof WalletModalError) throw error;
    if (options.signal?.aborted) throw new WalletModalError('UNKNOWN', MESSAGES.requestAborted, { cause: error });
    // A network failure or our own timeout: worth another try.
    return { retry: true, error: toWalletModalError(error) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

export async function jsonRpcRequest(url: string, method: string, params: readonly unknown[] = [], options: JsonRpcOptions = {}): Promise<unknown> {
  const retries = options.retries ?? RPC_RETRIES;
  const baseDelay = options.retryDelayMs ?? RPC_RETRY_DELAY_MS;
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  let lastError: WalletModalError | undefined;
  for (let index = 0; index <= retries; index++) {
    const outcome = await attempt(url, body, options);
    if ('result' in outcome) return outcome.result;
    lastError = outcome.error;
    if (index < retries) await sleep(outcome.waitMs ?? baseDelay * 2 ** index, options.signal);
  }
  throw lastError ?? new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred);
}
