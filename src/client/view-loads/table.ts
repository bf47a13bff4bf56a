/** Each view's loads: small, they come with the client's actions. */
import type { ViewName } from '../../state/routes';
import { ACCOUNT_LOADS } from './account';
import { CATALOGUE_LOADS } from './catalogue';
import type { ViewLoad, ViewLoads } from './types';

const NOW: readonly ViewLoads[] = [ACCOUNT_LOADS, CATALOGUE_LOADS];

const of = (group: ViewLoads | undefined, view: ViewName): readonly ViewLoad[] => group?.[view] ?? [];

/** The view's loads at hand now, and those still to be fetched (none yet). */
export function loadsOf(view: ViewName): { now: readonly ViewLoad[]; later: Promise<readonly ViewLoad[]> | undefined } {
  return { now: NOW.flatMap((group) => of(group, view)), later: undefined };
}
