/**
 * SPEC §9's image prefetch, apart from constants/index.ts: only lazy code (the catalogue's action, the views' lists)
 * reads these, and index.ts rides whole in the first script.
 */
/** How many images of a list are loaded ahead of it: the first 20. */
export const IMAGE_PREFETCH_COUNT = 20;
/** How long a preload waits before it gives up (the image is slow, not failed). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;
