/** One JSON-RPC POST: a body out, the parsed JSON back, with a timeout. Knows nothing of retries or ids. */
import { HttpStatusError, RequestAbortedError, RpcConnectionError, RpcReplyInvalidError } from '../../errors/request';

export type PostOptions = { timeoutMs: number; fetch?: typeof fetch | undefined; signal?: AbortSignal | undefined };

export const rpcReplyInvalid = (details: string) => new RpcReplyInvalidError({ details });

export const aborted = (cause?: unknown) => new RequestAbortedError({ cause });

/** Seconds or an HTTP date, as RFC 9110 allows. */
function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export async function postJson(url: string, body: string, options: PostOptions): Promise<unknown> {
  if (options.signal?.aborted) throw aborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: controller.signal });
    } catch (error) {
      if (options.signal?.aborted) throw aborted(error);
      throw new RpcConnectionError(url, timedOut, error);
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      throw new HttpStatusError(response.status, retryAfterMs(response));
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw aborted(error);
      throw new RpcConnectionError(url, timedOut, error);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw rpcReplyInvalid(`${url} answered something that is not JSON`);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}
