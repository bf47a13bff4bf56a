/** View-to-view navigation: while a view is shown, its likely next views (views/table.ts) are fetched when idle. */
import { useEffect } from 'react';
import type { ReachableViewName } from '../state/routes';
import { whenIdle } from './idle';
import { LIKELY_NEXT } from './views/table';

export function usePrefetchNext(view: ReachableViewName | undefined): void {
  useEffect(() => {
    const next = view ? LIKELY_NEXT[view] : undefined;
    if (!next?.length) return;
    // A failed prefetch is not an error: the view's own render fetches again and reports a failure there.
    return whenIdle(() => next.forEach((item) => void item.preload().catch(() => undefined)));
  }, [view]);
}
