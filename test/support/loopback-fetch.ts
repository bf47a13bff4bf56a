/**
 * Offline tests: a fetch that reaches loopback only. Anything else (the WalletConnect SDK's vendor calls) is refused
 * at once instead of waiting for a network timeout; `onRefused` hears of each refused origin. Undo with vi.unstubAllGlobals().
 */
import { vi } from 'vitest';

export function stubLoopbackOnlyFetch(onRefused?: (origin: string) => void): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init);
    onRefused?.(url.origin);
    return Promise.reject(new TypeError(`offline test: ${url.origin} refused`));
  });
}
