import { useAtomValue } from 'jotai/react';
import { Suspense, type ComponentType } from 'react';
import { closeBlockedAtom } from '../state/siwx';
import { REACHABLE_VIEWS, type ReachableViewName, type Route } from '../state/routes';
import { useClient } from './client-context';
import { useI18n } from './i18n';
import { Dialog } from './components/Dialog';
import { LoadErrorBoundary } from './components/LoadErrorBoundary';
import { usePrefetchNext } from './use-prefetch-next';
import { VIEWS } from './views/table';

const isReachable = (route: Route | undefined): route is Extract<Route, { view: ReachableViewName }> =>
  route !== undefined && (REACHABLE_VIEWS as readonly string[]).includes(route.view);

export type ModalProps = { route: Route | undefined; canGoBack: boolean; zIndex: number; hidden: boolean };

/**
 * The modal: the dialog shell around a route's view. Loaded ahead of the first open. `hidden`: drawn ahead of the
 * open, not on screen (App.tsx); the route and the rest come from App, whose store subscriptions are always live.
 */
export default function Modal({ route, canGoBack, zIndex, hidden }: ModalProps) {
  const client = useClient();
  const closeDisabled = useAtomValue(closeBlockedAtom);
  const { t } = useI18n();
  usePrefetchNext(!hidden && isReachable(route) ? route.view : undefined);
  if (!isReachable(route)) return null;
  const entry = VIEWS[route.view];
  const View = entry.component as ComponentType<{ route: typeof route }>;
  return (
    <Dialog
      title={t(entry.title)}
      zIndex={zIndex}
      canGoBack={canGoBack}
      closeDisabled={closeDisabled}
      hidden={hidden}
      onBack={() => client.goBack()}
      onClose={() => client.close()}
    >
      <LoadErrorBoundary key={route.view}>
        <Suspense
          fallback={
            <div className="wm-center" aria-busy="true">
              <span className="wm-spinner" role="status" aria-label={t('common.loading')} />
            </div>
          }
        >
          <View route={route} />
        </Suspense>
      </LoadErrorBoundary>
    </Dialog>
  );
}
