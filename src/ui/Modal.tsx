import { Suspense, type ComponentType } from 'react';
import { useAtomValue } from 'jotai/react';
import { optionsAtom } from '../state/options';
import { canGoBackAtom, currentRouteAtom } from '../state/router';
import { REACHABLE_VIEWS, type ReachableViewName, type Route } from '../state/routes';
import { useClient } from './client-context';
import { Dialog } from './components/Dialog';
import { LoadErrorBoundary } from './components/LoadErrorBoundary';
import { usePrefetchNext } from './use-prefetch-next';
import { VIEWS } from './views/table';

const isReachable = (route: Route | undefined): route is Extract<Route, { view: ReachableViewName }> =>
  route !== undefined && (REACHABLE_VIEWS as readonly string[]).includes(route.view);

/** The open modal: the dialog shell around the current route's view. Loaded on first open. */
export default function Modal() {
  const client = useClient();
  const route = useAtomValue(currentRouteAtom);
  const canGoBack = useAtomValue(canGoBackAtom);
  const { zIndex } = useAtomValue(optionsAtom);
  usePrefetchNext(isReachable(route) ? route.view : undefined);
  if (!isReachable(route)) return null;
  const entry = VIEWS[route.view];
  const View = entry.component as ComponentType<{ route: typeof route }>;
  return (
    <Dialog title={entry.title} zIndex={zIndex} canGoBack={canGoBack} onBack={() => client.goBack()} onClose={() => client.close()}>
      <LoadErrorBoundary key={route.view}>
        <Suspense
          fallback={
            <div className="wm-center" aria-busy="true">
              <span className="wm-spinner" aria-label="Loading" />
            </div>
          }
        >
          <View route={route} />
        </Suspense>
      </LoadErrorBoundary>
    </Dialog>
  );
}
