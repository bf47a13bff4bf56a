import { useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { optionsAtom } from '../../state/options';
import { toastsAtom } from '../../state/toasts';
import { preloadable, useLoaded } from '../preloadable';

// Fetched with the first toast (and ahead, when the page is idle: App.tsx), not in the first script.
export const ToastList = preloadable(() => import('./ToastList'));

/**
 * SPEC §4 toasts: loading, success, error; announced politely to screen readers. The live region is always there, so
 * that the first toast put in it is announced too.
 */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { zIndex } = useAtomValue(optionsAtom);
  const region = useRef<HTMLDivElement>(null);
  const ready = useLoaded(ToastList, toasts.length > 0);
  return (
    <div ref={region} className="wm-toasts" aria-live="polite" role="status" style={{ zIndex }}>
      {ready && <ToastList toasts={toasts} region={region} />}
    </div>
  );
}
