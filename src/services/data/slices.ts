/**
 * Checks a long list without a long task: entries are validated for at most VALIDATION_SLICE_MS at a time, then the
 * main thread is given back (a macrotask) before the next slice. A 10,000-entry answer costs many short tasks, not one.
 */
import { VALIDATION_SLICE_MS } from '../../constants';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const now = () => globalThis.performance?.now() ?? Date.now();
/** Time is read every few entries: reading it per entry would cost more than most checks. */
const CHECK_EVERY = 8;

export type SliceOptions = { limit?: number; sliceMs?: number; signal?: AbortSignal };

/** Every entry `validate` accepts, in order, at most `limit` of them; the others are dropped. */
export async function validateInSlices<T>(raw: readonly unknown[], validate: (entry: unknown) => T | undefined, options: SliceOptions = {}): Promise<T[]> {
  const limit = options.limit ?? Infinity;
  const sliceMs = options.sliceMs ?? VALIDATION_SLICE_MS;
  const found: T[] = [];
  let started = now();
  for (let i = 0; i < raw.length && found.length < limit; i++) {
    if (i % CHECK_EVERY === 0 && now() - started > sliceMs) {
      await yieldToMain();
      if (options.signal?.aborted) return found;
      started = now();
    }
    const entry = validate(raw[i]);
    if (entry !== undefined) found.push(entry);
  }
  return found;
}
