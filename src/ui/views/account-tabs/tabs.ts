/** The account tabs' own chunk, apart from the panels (it imports them, so one module holding both would be a cycle). */
import { preloadable } from '../../preloadable';

export const AccountTabs = preloadable(() => import('./AccountTabs'));
