/** The router: a history of routes (DESIGN §6). Back pops; back at the start closes. */
import { atom } from 'jotai/vanilla';
import type { Route } from './routes';

export type RouterState = { open: boolean; history: Route[] };

const routerBaseAtom = atom<RouterState>({ open: false, history: [] });

export const routerAtom = atom((get) => get(routerBaseAtom));
export const isOpenAtom = atom((get) => get(routerBaseAtom).open);
export const currentRouteAtom = atom((get) => {
  const { history } = get(routerBaseAtom);
  return history[history.length - 1];
});
export const canGoBackAtom = atom((get) => get(routerBaseAtom).history.length > 1);

/** Opens the modal on a fresh history holding this route. */
export const openAtom = atom(null, (_get, set, route: Route) => set(routerBaseAtom, { open: true, history: [route] }));
export const closeAtom = atom(null, (get, set) => set(routerBaseAtom, { open: false, history: get(routerBaseAtom).history }));
export const pushAtom = atom(null, (get, set, route: Route) => {
  const { open, history } = get(routerBaseAtom);
  set(routerBaseAtom, { open, history: [...history, route] });
});
export const replaceAtom = atom(null, (get, set, route: Route) => {
  const { open, history } = get(routerBaseAtom);
  set(routerBaseAtom, { open, history: [...history.slice(0, -1), route] });
});
/** Pops the history; at its start, closes. */
export const goBackAtom = atom(null, (get, set) => {
  const { history } = get(routerBaseAtom);
  if (history.length <= 1) {
    set(routerBaseAtom, { open: false, history });
    return;
  }
  set(routerBaseAtom, { open: true, history: history.slice(0, -1) });
});
/** Replaces the whole history with one route, keeping the open flag. */
export const resetAtom = atom(null, (get, set, route: Route) => set(routerBaseAtom, { open: get(routerBaseAtom).open, history: [route] }));
