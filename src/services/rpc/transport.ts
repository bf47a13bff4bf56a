/**
 * The chain RPC transport of SPEC §7/§9 over one network's URLs: reads are deduplicated while in flight, batched
 * per tick, retried on the retryable statuses and on -32603 / -32005 with exponential backoff, and failed over
 * to the next URL in rank order. Anything that signs or sends goes once, alone, to the best URL.
 */
import { RPC_FALLBACK_PING_TIMEOUT_MS, RPC_HTTP_TIMEOUT_MS, RPC_RETRIES, RPC_RETRY_DELAY_MS } from '../../constants';
import { NetworkNotFoundError } from '../../errors/network';
import { InvalidInputError } from '../../errors/request';
import { createBatcher, readReply, type Batcher } from './batch';
import { createDedupe, requestKey } from './dedupe';
import { createRanking, type RankOptions, type Ranking } from './fallback';
import { aborted, postJson } from './http';
import { canFailOver, hasSideEffects, retryDelay } from './retry';

export type RpcTransportOptions = {
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  fetch?: typeof fetch;
  /** The cheap read that ranks the URLs (eth_blockNumber on EVM, getSlot on Solana). */
  pingMethod?: string;
  pingTimeoutMs?: number;
  rank?: RankOptions;
};

type RequestOptions = { signal?: AbortSignal | undefined };

export type RpcTransport = {
  readonly urls: readonly string[];
  request(method: string, params?: readonly unknown[], options?: RequestOptions): Promise<unknown>;
  /** Stops the ranking timers and drops queued requests; later requests are refused. */
  dispose(): void;
  /** For tests and diagnostics. */
  readonly ranking: Pick<Ranking, 'order' | 'polling'>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The caller may stop waiting; a shared request goes on for the others. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createRpcTransport(urls: readonly string[], options: RpcTransportOptions = {}): RpcTransport {
  if (urls.length === 0) throw new NetworkNotFoundError({ details: 'no RPC URL is configured for this network' });
  const timeoutMs = options.timeoutMs ?? RPC_HTTP_TIMEOUT_MS;
  const retries = options.retries ?? RPC_RETRIES;
  const baseDelay = options.retryDelayMs ?? RPC_RETRY_DELAY_MS;
  const batchers = new Map<string, Batcher>(urls.map((url) => [url, createBatcher(url, { timeoutMs, fetch: options.fetch, batchSize: options.batchSize })]));
  const dedupe = createDedupe();
  const pingMethod = options.pingMethod ?? 'eth_blockNumber';
  const pingTimeoutMs = options.pingTimeoutMs ?? RPC_FALLBACK_PING_TIMEOUT_MS;
  const ping = async (url: string) => {
    const outcome = readReply(
      await postJson(url, JSON.stringify({ jsonrpc: '2.0', id: 0, method: pingMethod, params: [] }), { timeoutMs: pingTimeoutMs, fetch: options.fetch }),
    );
    if ('error' in outcome) throw outcome.error;
  };
  const ranking = createRanking(urls, ping, options.rank);
  let disposed = false;

  /** One attempt over the URLs, best first; an answer about the call itself ends it at once. */
  async function overUrls(method: string, params: readonly unknown[]): Promise<unknown> {
    const order = ranking.order();
    for (let index = 0; ; index++) {
      try {
        return await batchers.get(order[index]!)!.send(method, params);
      } catch (error) {
        if (index === order.length - 1 || !canFailOver(error)) throw error;
      }
    }
  }

  async function withRetries(method: string, params: readonly unknown[]): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await overUrls(method, params);
      } catch (error) {
        const wait = attempt < retries ? retryDelay(error, attempt, baseDelay) : undefined;
        if (wait === undefined || disposed) throw error;
        await sleep(wait);
      }
    }
  }

  return {
    urls,
    request(method, params = [], { signal } = {}) {
      if (disposed) return Promise.reject(aborted());
      let key: string;
      try {
        key = requestKey(method, params);
      } catch (error) {
        // Params JSON cannot carry (a bigint, a cycle) cannot go over JSON-RPC either.
        return Promise.reject(new InvalidInputError({ cause: error, details: `the params of ${method} are not JSON` }));
      }
      ranking.touch();
      if (hasSideEffects(method)) {
        // Once, alone, to the best URL: a repeat or a second node could send it twice.
        return untilAborted(batchers.get(ranking.order()[0]!)!.send(method, params, { alone: true }), signal);
      }
      // A shared read does not take one caller's signal: others may still want it.
      return untilAborted(
        dedupe.run(key, () => withRetries(method, params)),
        signal,
      );
    },
    dispose() {
      disposed = true;
      ranking.dispose();
      for (const batcher of batchers.values()) batcher.dispose();
    },
    ranking,
  };
}
