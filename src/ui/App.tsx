import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai/react';
import { isOpenAtom } from '../state/router';
import { optionsAtom } from '../state/options';
import { useClient } from './client-context';
import { deepActiveElement } from './components/focus';
import { LoadErrorBoundary } from './components/LoadErrorBoundary';
import { Toasts } from './components/Toasts';
import { TriggerButton } from './components/TriggerButton';
import { whenIdle } from './idle';
import { ModalShell, prefetchOpening } from './prefetch-opening';

/** What the element draws: the trigger button, toasts, and the modal once opened. */
export function App() {
  const client = useClient();
  const open = useAtomValue(isOpenAtom);
  const { theme, themeVariables, hideButton } = useAtomValue(optionsAtom);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Remember what had focus when the modal opened and give it back on close (synchronously
  // with the store, before the dialog moves focus in).
  useEffect(() => {
    let opener: Element | null = null;
    return client.store.sub(isOpenAtom, () => {
      if (client.store.get(isOpenAtom)) {
        opener = deepActiveElement(document);
        return;
      }
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : triggerRef.current;
      opener = null;
      setTimeout(() => target?.focus(), 0);
    });
  }, [client]);

  // Fetch the modal and its opening view when the page is idle, so the first open is instant.
  useEffect(() => whenIdle(() => prefetchOpening(client)), [client]);

  return (
    <div className="wm-root" data-theme={theme} style={themeVariables as CSSProperties}>
      {!hideButton && <TriggerButton ref={triggerRef} onIntent={() => prefetchOpening(client)} />}
      {open && (
        <LoadErrorBoundary standalone>
          <Suspense fallback={null}>
            <ModalShell />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <Toasts />
    </div>
  );
}
