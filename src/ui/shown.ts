/**
 * Whether the modal is on screen. The Connect view is drawn ahead of the first open, hidden (App.tsx): effects that
 * act on the page or the network (focus, key handling, the catalogue's fetch) wait until it is shown.
 */
import { createContext, useContext } from 'react';

export const ShownContext = createContext(true);

export const useShown = (): boolean => useContext(ShownContext);
