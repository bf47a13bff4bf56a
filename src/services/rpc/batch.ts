/**
 * JSON-RPC batching for one URL (SPEC §7/§9): the requests made in one tick go out as one POST of at most
 * RPC_BATCH_SIZE, and each reply is matched to its request by id. A batch reply that is not an array, lacks an
 * id, answers one twice, or carries ids nobody asked for fails the requests it concerns with a clear error:
 * a result is only ever handed to the request that carries its id.
 */
import { RPC_BATCH_SIZE } from '../../constants';
import type { WalletModalError } from '../../errors';
import { toWalletModalError } from '../../errors/rpc';
import { aborted, postJson, rpcReplyInvalid, type PostOptions } from './http';
import { isRecord } from '../../validate/record';

export type BatcherOptions = Omit<PostOptions, 'signal'> & { batchSize?: number };

export type Batcher = {
  /** `alone`: sent at once in a POST of its own (sends and signatures are never bundled). */
  send(method: string, params: readonly unknown[], options?: { alone?: boolean }): Promise<unknown>;
  /** Drops what waits for the next tick (rejected as aborted). */
  dispose(): void;
};

type Pending = { id: number; method: string; params: readonly unknown[]; resolve(value: unknown): void; reject(error: unknown): void };

/** One reply object: its result, or the node's error as one of ours. */
export function readReply(reply: unknown): { result: unknown } | { error: WalletModalError } {
  if (!isRecord(reply)) return { error: rpcReplyInvalid('RPC reply is not a JSON object') };
  if (reply.error !== undefined && reply.error !== null) return { error: toWalletModalError(reply.error) };
  if (!('result' in reply)) return { error: rpcReplyInvalid('RPC reply has no result') };
  return { result: reply.result };
}

function settle(pending: Pending, reply: unknown): void {
  const outcome = readReply(reply);
  if ('result' in outcome) pending.resolve(outcome.result);
  else pending.reject(outcome.error);
}

const describeIds = (ids: unknown[]) =>
  ids
    .slice(0, 5)
    .map((id) => JSON.stringify(id) ?? 'undefined')
    .join(', ') + (ids.length > 5 ? ', ...' : '');

/** Matches a batch reply to the requests of its chunk. */
function settleBatch(chunk: readonly Pending[], payload: unknown): void {
  if (!Array.isArray(payload)) {
    // A node that does not take batches tends to answer a single error object.
    const nodeError = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
    const words = typeof nodeError?.message === 'string' ? nodeError.message.slice(0, 200) : undefined;
    const error = rpcReplyInvalid(`the batch reply is not an array${words ? ` (the node answered: ${words})` : ''}`);
    for (const pending of chunk) pending.reject(error);
    return;
  }
  const asked = new Map(chunk.map((pending) => [pending.id, pending]));
  const repliesById = new Map<number, unknown[]>();
  const unknownIds: unknown[] = [];
  for (const reply of payload) {
    const id = isRecord(reply) ? reply.id : undefined;
    if (typeof id === 'number' && asked.has(id)) repliesById.set(id, [...(repliesById.get(id) ?? []), reply]);
    else unknownIds.push(id);
  }
  if (unknownIds.length > 0) {
    // Answers to questions nobody asked: the node (or a proxy) mixed replies up, so no answer here is trusted.
    const error = rpcReplyInvalid(`the batch reply carries ${unknownIds.length} answer(s) with ids that were not asked (${describeIds(unknownIds)})`);
    for (const pending of chunk) pending.reject(error);
    return;
  }
  for (const pending of chunk) {
    const replies = repliesById.get(pending.id) ?? [];
    if (replies.length === 0) pending.reject(rpcReplyInvalid(`the batch reply has no answer for request id ${pending.id} (${pending.method})`));
    else if (replies.length > 1)
      pending.reject(rpcReplyInvalid(`the batch reply answers request id ${pending.id} (${pending.method}) ${replies.length} times`));
    else settle(pending, replies[0]);
  }
}

const body = (pending: Pending) => ({ jsonrpc: '2.0', id: pending.id, method: pending.method, params: pending.params });

export function createBatcher(url: string, options: BatcherOptions): Batcher {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? RPC_BATCH_SIZE, RPC_BATCH_SIZE));
  const post: PostOptions = { timeoutMs: options.timeoutMs, fetch: options.fetch };
  let nextId = 1;
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sendChunk(chunk: Pending[]): Promise<void> {
    try {
      // One request goes as itself: its reply needs no id matching, the HTTP exchange pairs them.
      if (chunk.length === 1) settle(chunk[0]!, await postJson(url, JSON.stringify(body(chunk[0]!)), post));
      else settleBatch(chunk, await postJson(url, JSON.stringify(chunk.map(body)), post));
    } catch (error) {
      for (const pending of chunk) pending.reject(error);
    }
  }

  function flush(): void {
    timer = undefined;
    const all = queue;
    queue = [];
    for (let start = 0; start < all.length; start += batchSize) void sendChunk(all.slice(start, start + batchSize));
  }

  return {
    send(method, params, { alone = false } = {}) {
      return new Promise((resolve, reject) => {
        const pending: Pending = { id: nextId++, method, params, resolve, reject };
        if (alone) return void sendChunk([pending]);
        queue.push(pending);
        // A macrotask, not a microtask: callers a few awaits apart still share the batch.
        timer ??= setTimeout(flush, 0);
      });
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      for (const pending of queue.splice(0)) pending.reject(aborted());
    },
  };
}
