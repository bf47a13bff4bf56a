/**
 * JSON-RPC 2.0 over fetch for the chain readers: single calls and batches (one HTTP request for a range of blocks),
 * a timeout per request, and a cap on batch size because public nodes refuse large batches.
 */
import { isHttpUrl } from '../../../src/validate/url';
import { ChainReadError, NodeRpcError } from './errors';

type JsonRpcCall = { method: string; params: unknown[] };
export type JsonRpc = {
  call<T = unknown>(method: string, params: unknown[]): Promise<T>;
  /** The results in the calls' order; any error rejects the whole batch. */
  batch<T = unknown>(calls: JsonRpcCall[]): Promise<T[]>;
};
export type JsonRpcOptions = { timeoutMs?: number; maxBatch?: number; fetch?: typeof fetch };

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BATCH = 50;

type Reply = { id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };

function refuseRpcUrl(url: string): never {
  if (!URL.canParse(url)) throw new ChainReadError('invalid-input', `Not an RPC URL: ${JSON.stringify(url).slice(0, 200)}`);
  throw new ChainReadError('invalid-input', `An RPC URL is http or https, not ${new URL(url).protocol}`);
}

export function createJsonRpc(
  url: string,
  { timeoutMs = DEFAULT_TIMEOUT_MS, maxBatch = DEFAULT_MAX_BATCH, fetch: fetchImpl = fetch }: JsonRpcOptions = {},
): JsonRpc {
  if (!isHttpUrl(url)) refuseRpcUrl(url);
  const parsedUrl = new URL(url);

  async function post(body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ChainReadError('unavailable', `${parsedUrl.host} did not answer: ${(cause as Error).message}`, { cause });
    }
    if (!response.ok) throw new ChainReadError('unavailable', `${parsedUrl.host} answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch (cause) {
      throw new ChainReadError('invalid-reply', `${parsedUrl.host} answered something other than JSON`, { cause });
    }
  }

  function unwrap(method: string, reply: Reply | undefined): unknown {
    if (!reply || typeof reply !== 'object') throw new ChainReadError('invalid-reply', `${method}: no reply`);
    if (reply.error) {
      const code = typeof reply.error.code === 'number' ? reply.error.code : 0;
      const message = typeof reply.error.message === 'string' ? reply.error.message.slice(0, 500) : 'error';
      throw new NodeRpcError(method, code, message);
    }
    if (!('result' in reply)) throw new ChainReadError('invalid-reply', `${method}: the reply has no result`);
    return reply.result;
  }

  return {
    async call<T>(method: string, params: unknown[]) {
      return unwrap(method, (await post({ jsonrpc: '2.0', id: 1, method, params })) as Reply) as T;
    },
    async batch<T>(calls: JsonRpcCall[]) {
      const results: T[] = [];
      for (let start = 0; start < calls.length; start += maxBatch) {
        const chunk = calls.slice(start, start + maxBatch);
        const replies = await post(chunk.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params })));
        if (!Array.isArray(replies)) {
          // A node that refuses batches answers one error object.
          unwrap(chunk[0]?.method ?? 'batch', replies as Reply);
          throw new ChainReadError('invalid-reply', 'a batch was answered with a single reply');
        }
        const byId = new Map((replies as Reply[]).map((r) => [r?.id, r]));
        for (const [id, { method }] of chunk.entries()) results.push(unwrap(method, byId.get(id)) as T);
      }
      return results;
    },
  };
}
