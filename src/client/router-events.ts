/** Turns router changes into open, close and view-change events. */
import { routerAtom } from '../state/router';
import type { ViewName } from '../state/routes';
import type { ClientContext } from './context';

export function emitRouterEvents(ctx: ClientContext): () => void {
  let wasOpen = false;
  let previousView: ViewName | undefined;
  return ctx.store.sub(routerAtom, () => {
    const { open, history } = ctx.store.get(routerAtom);
    const view = history[history.length - 1]?.view;
    if (open && !wasOpen && view) ctx.emit({ type: 'open', detail: { view } });
    if (open && view && view !== previousView) ctx.emit({ type: 'view-change', detail: { view, previousView } });
    if (!open && wasOpen) ctx.emit({ type: 'close', detail: {} });
    wasOpen = open;
    previousView = open ? view : undefined;
  });
}
