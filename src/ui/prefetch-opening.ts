/**
 * The first open with no wait: the modal's shell and the view the opening rules would pick are fetched ahead of
 * the click (when the page is idle, and at once when the trigger is pointed at or focused), so the click renders
 * both synchronously.
 */
import type { WalletModalClient } from '../client/types';
import { REACHABLE_VIEWS, type ReachableViewName, type ViewName } from '../state/routes';
import { preloadable } from './preloadable';

export const ModalShell = preloadable(() => import('./Modal'));

const isReachable = (view: ViewName): view is ReachableViewName => (REACHABLE_VIEWS as readonly string[]).includes(view);
// A failed prefetch is not an error: the render fetches again and reports a failure there.
const ignore = () => undefined;

/** Resolves with the view once it and the shell are here; undefined when either failed or the view is not reachable. */
export function prefetchOpening(client: WalletModalClient): Promise<ReachableViewName | undefined> {
  const shell = ModalShell.preload();
  const view = client.openingView();
  if (!isReachable(view)) return shell.then(ignore, ignore);
  // The view table is fetched beside the shell (which imports it too), not put in the first script.
  const component = import('./views/table').then(({ VIEWS }): Promise<unknown> => VIEWS[view].component.preload());
  return Promise.all([shell, component]).then(() => view, ignore);
}
