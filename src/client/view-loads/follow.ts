/**
 * The one way a view's data is loaded: the client follows the store, not the views' renders. It marks each showing of
 * a view (state/showing.ts) and runs that view's loads (table.ts): each starts when the view shows or what its key reads
 * changes (another account, tab, form or service), and ends when the showing ends or its key changes. Views read the
 * atoms and call actions only from their handlers.
 */
import { atom } from 'jotai/vanilla';
import { routerAtom } from '../../state/router';
import { showingAtom, type Showing } from '../../state/showing';
import { loadsOf } from './table';
import type { ViewClient, ViewLoad } from './types';

export function followViews(client: ViewClient): () => void {
  const { store } = client;
  let leave: (() => void) | undefined;
  const follow = () => {
    const { open, history } = store.get(routerAtom);
    const view = open ? history[history.length - 1]?.view : undefined;
    // A new showing with the open or another view; the same view replaced or reset stays mounted, the same showing.
    if (view === store.get(showingAtom)?.view) return;
    leave?.();
    const showing = view && { view };
    store.set(showingAtom, showing);
    leave = showing && show(client, showing);
  };
  const unsubscribe = store.sub(routerAtom, follow);
  follow();
  return () => {
    unsubscribe();
    leave?.();
    leave = undefined;
    // A client started again (the element moved) marks the view on screen as a new showing.
    store.set(showingAtom, undefined);
  };
}

/** One showing of a view: its loads, at once when their code is here (so they start before the view draws). */
function show(client: ViewClient, showing: Showing): () => void {
  const stops: (() => void)[] = [];
  let left = false;
  const run = (loads: readonly ViewLoad[]) => {
    if (!left) for (const load of loads) stops.push(watch(client, showing, load));
  };
  const { now, later } = loadsOf(showing.view);
  run(now);
  // A chunk that fails to come is not an error here: the view's own code comes from the same place and reports it.
  later?.then(run, () => undefined);
  return () => {
    left = true;
    for (const stop of stops.splice(0)) stop();
  };
}

function watch(client: ViewClient, showing: Showing, load: ViewLoad): () => void {
  const { store } = client;
  const keyAtom = atom((get) => load.key(get, showing));
  let key: string | undefined;
  let stop: (() => void) | undefined;
  const check = () => {
    const next = store.get(keyAtom);
    if (next === key) return;
    const previous = stop;
    stop = undefined;
    key = next;
    previous?.();
    if (next === undefined) return;
    const started = load.start(client, showing, next) ?? undefined;
    // The start itself may have changed the key: then what it started is already over.
    if (key === next) stop = started;
    else started?.();
  };
  const unsubscribe = store.sub(keyAtom, check);
  check();
  return () => {
    unsubscribe();
    stop?.();
    stop = undefined;
  };
}
