/** Image preloading for the catalogue (SPEC §9): a listing's image shows once loaded, or the letter tile after 2 s. */
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../constants';

const loads = new Map<string, Promise<boolean>>();
const MAX_CACHED = 500;

/** Resolves true once the image has loaded, false on error or after `timeoutMs`; one load per URL. */
export function preloadImage(url: string, timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  const known = loads.get(url);
  if (known) return known;
  if (typeof Image === 'undefined') return Promise.resolve(false);
  const promise = new Promise<boolean>((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      // A failed or late image may be retried by a later view.
      if (!ok) loads.delete(url);
      resolve(ok);
    }
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.decoding = 'async';
    image.src = url;
  });
  if (loads.size >= MAX_CACHED) loads.delete(loads.keys().next().value!);
  loads.set(url, promise);
  return promise;
}
