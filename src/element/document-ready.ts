/**
 * Runs once the page's own scripts have run. The element may be defined by a module script
 * that executes before the host's later scripts attach their `wm-*` listeners; a silent
 * reconnect finishing in between would fire `wm-connect` to nobody.
 */
export function afterDocumentParsed(run: () => void): void {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const parsed = document.readyState === 'complete' || (navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState !== 'loading');
  if (parsed) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}
