/**
 * One showing of a view, from the open or its arrival until the modal closes or another view takes its place (the same
 * view replaced or reset stays mounted, and stays the same showing): a new object each time, which what the showing
 * chose or asked for (a tab, a quote) is keyed by. Undefined while closed. Written by client/view-loads/follow.ts.
 */
import { atom } from 'jotai/vanilla';
import type { ViewName } from './routes';

export type Showing = { readonly view: ViewName };
export const showingAtom = atom<Showing | undefined>(undefined);
