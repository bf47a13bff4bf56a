/**
 * Image preloading (SPEC §9): the catalogue's wallet images and the modal's token, network and currency images load
 * ahead of their rows. A load ends 'loaded', 'failed' (the image refused: an error) or 'slow' (not there within 2 s,
 * which says nothing of the image: a row may still show it).
 */
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../constants/images';

export type ImagePreload = 'loaded' | 'failed' | 'slow';

const loads = new Map<string, Promise<ImagePreload>>();
const MAX_CACHED = 500;

/** How the image's load ended, at most `timeoutMs` after it started; one load per URL. */
export function preloadImage(url: string, timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS): Promise<ImagePreload> {
  const known = loads.get(url);
  if (known) return known;
  if (typeof Image === 'undefined') return Promise.resolve('slow');
  const promise = new Promise<ImagePreload>((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => finish('slow'), timeoutMs);
    function finish(end: ImagePreload) {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      // A failed or late image may be retried by a later view.
      if (end !== 'loaded') loads.delete(url);
      resolve(end);
    }
    image.onload = () => finish('loaded');
    image.onerror = () => finish('failed');
    image.decoding = 'async';
    image.src = url;
  });
  if (loads.size >= MAX_CACHED) loads.delete(loads.keys().next().value!);
  loads.set(url, promise);
  return promise;
}
