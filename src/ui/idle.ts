/** Work that can wait: run when the browser is idle, or after a delay where it has no requestIdleCallback (Safari). */
import { IDLE_PREFETCH_TIMEOUT_MS } from '../constants';

type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Returns a cancel. The timeout bounds the wait on a page that is never idle. */
export function whenIdle(run: () => void, timeoutMs: number = IDLE_PREFETCH_TIMEOUT_MS): () => void {
  const target = globalThis as IdleWindow;
  if (typeof target.requestIdleCallback === 'function' && typeof target.cancelIdleCallback === 'function') {
    const id = target.requestIdleCallback(run, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, timeoutMs);
  return () => clearTimeout(id);
}
