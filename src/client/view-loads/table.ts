/**
 * Each view's loads. The account, catalogue and review ones are small and come with the client's actions; the Swap
 * and Buy ones bring their services, so they are fetched with their first showing (and then start at once).
 */
import type { ViewName } from '../../state/routes';
import { lazyChunk, type LazyChunk } from '../lazy-chunk';
import { ACCOUNT_LOADS } from './account';
import { CATALOGUE_LOADS } from './catalogue';
import { LOGIN_LOADS } from './login';
import { REVIEW_LOADS } from './review';
import type { ViewLoad, ViewLoads } from './types';

const NOW: readonly ViewLoads[] = [ACCOUNT_LOADS, CATALOGUE_LOADS, LOGIN_LOADS, REVIEW_LOADS];

const swap = lazyChunk(async (): Promise<ViewLoads> => (await import('./swap')).SWAP_LOADS);
const onramp = lazyChunk(async (): Promise<ViewLoads> => (await import('./onramp')).ONRAMP_LOADS);
const LATER: { readonly [V in ViewName]?: LazyChunk<ViewLoads> } = {
  Swap: swap,
  SwapSelectToken: swap,
  SwapPreview: swap,
  OnRampFiatSelect: onramp,
  OnRampTokenSelect: onramp,
  OnRampProviders: onramp,
};

const of = (group: ViewLoads | undefined, view: ViewName): readonly ViewLoad[] => group?.[view] ?? [];

/** The view's loads at hand now, and those still to be fetched (their chunk's first use). */
export function loadsOf(view: ViewName): { now: readonly ViewLoad[]; later: Promise<readonly ViewLoad[]> | undefined } {
  const now = NOW.flatMap((group) => of(group, view));
  const chunk = LATER[view];
  const loaded = chunk?.loaded();
  if (!chunk || loaded) return { now: [...now, ...of(loaded, view)], later: undefined };
  return { now, later: chunk().then((group) => of(group, view)) };
}
