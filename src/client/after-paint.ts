/**
 * Work the next frame does not need (a fetch, image preloads, tiles out of view): run just after that frame is
 * painted, so it stays off the task that draws it. A timer set in an animation frame callback fires once that frame
 * has been rendered. Returns a cancel. Its own module: only the lazy chunks that use it carry it.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
