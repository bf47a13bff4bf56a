import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai/react';
import { canGoBackAtom, currentRouteAtom, isOpenAtom } from '../state/router';
import { optionsAtom } from '../state/options';
import { useClient } from './client-context';
import { useFirstScriptText } from './first-script-text';
import { deepActiveElement } from './components/focus';
import { LoadErrorBoundary } from './components/LoadErrorBoundary';
import { ToastList, Toasts } from './components/Toasts';
import { TriggerButton } from './components/TriggerButton';
import { whenIdle } from './idle';
import { ModalShell, prefetchOpening } from './prefetch-opening';

/** What a first open shows a visitor who is not connected; drawn ahead, hidden, once its code is here. */
const DRAWN_AHEAD_ROUTE = { view: 'Connect' } as const;

/** What the element draws: the trigger button, toasts, and the modal (shown when open, drawn ahead until then). */
export function App() {
  const client = useClient();
  const open = useAtomValue(isOpenAtom);
  const route = useAtomValue(currentRouteAtom);
  const canGoBack = useAtomValue(canGoBackAtom);
  const { theme, themeVariables, hideButton, zIndex } = useAtomValue(optionsAtom);
  const { locale, dir } = useFirstScriptText();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The Connect view in its dialog, hidden, so that the click only has to show it (no render, no DOM to build).
  const [drawnAhead, setDrawnAhead] = useState(false);

  // Remember what had focus when the modal opened and give it back on close (synchronously
  // with the store, before the dialog moves focus in).
  useEffect(() => {
    let opener: Element | null = null;
    return client.store.sub(isOpenAtom, () => {
      if (client.store.get(isOpenAtom)) {
        opener = deepActiveElement(document);
        return;
      }
      // Closing unmounts the dialog, as it always has (a later open starts afresh); another is drawn when idle.
      setDrawnAhead(false);
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : triggerRef.current;
      opener = null;
      setTimeout(() => target?.focus(), 0);
    });
  }, [client]);

  // Fetch the modal and its opening view (when the page is idle, or at once on the trigger's intent); once they are
  // here, draw it ahead when it is the Connect view. Any other opening view renders on the click. The toasts' chunk
  // comes along: a toast should not wait for a fetch.
  const prepare = () =>
    void Promise.all([prefetchOpening(client), ToastList.preload().catch(() => undefined)]).then(([view]) => {
      if (view === DRAWN_AHEAD_ROUTE.view && !client.store.get(isOpenAtom)) setDrawnAhead(true);
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: prepare is made each render; the fetch is planned again only for another client or opening
  useEffect(() => whenIdle(prepare), [client, open]);

  return (
    <div className="wm-root" data-theme={theme} lang={locale} dir={dir} style={themeVariables as CSSProperties}>
      {!hideButton && <TriggerButton ref={triggerRef} onIntent={prepare} />}
      {(open || drawnAhead) && (
        <LoadErrorBoundary standalone>
          <Suspense fallback={null}>
            <ModalShell route={open ? route : DRAWN_AHEAD_ROUTE} canGoBack={open && canGoBack} zIndex={zIndex} hidden={!open} />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <Toasts />
    </div>
  );
}
