/**
 * Work the next frame does not need (a fetch, image preloads): run just after that frame is painted, so it stays off
 * the task that draws it. A message posted from an animation frame callback is handled once that frame is rendered.
 * Returns a cancel. Its own module: only the lazy chunks that use it carry it.
 */
export function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const go = () => !cancelled && run();
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    const id = setTimeout(go, 0);
    return () => clearTimeout(id);
  }
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      go();
    };
    channel.port2.postMessage(undefined);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
