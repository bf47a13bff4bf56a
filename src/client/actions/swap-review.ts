/**
 * SwapPreview's plan, built afresh each time the view shows (back from ApproveTransaction the allowance is there, and
 * the swap is estimated): swapPlanAtom holds it, swapReviewAtom the build in progress or its failure. The view asks
 * and reads; only the newest build's answer is kept.
 */
import { swapPlanAtom, swapReviewAtom } from '../../state/swap';
import type { ServiceConfig } from './service-config';
import { prepareSwap, type PrepareSwapErrorType, type PrepareSwapParameters } from './swap-build';

export type ReviewSwapParameters = PrepareSwapParameters;
/** Nothing: the plan or the failure is in the state. */
export type ReviewSwapReturnType = undefined;
/** Never rejects: a failure goes to swapReviewAtom (the view shows it, with Try again). */
export type ReviewSwapErrorType = never;
/** The failures the view may find in swapReviewAtom. */
export type ReviewSwapFailure = PrepareSwapErrorType;

export async function reviewSwap(config: ServiceConfig, parameters: ReviewSwapParameters): Promise<ReviewSwapReturnType> {
  const { store } = config;
  const ask = {};
  const newest = () => {
    const review = store.get(swapReviewAtom);
    return review.status !== 'idle' && review.ask === ask;
  };
  store.set(swapPlanAtom, null);
  store.set(swapReviewAtom, { status: 'building', ask });
  try {
    const plan = await prepareSwap(config, parameters);
    if (!newest()) return;
    store.set(swapPlanAtom, plan);
    store.set(swapReviewAtom, { status: 'idle' });
  } catch (error) {
    if (newest()) store.set(swapReviewAtom, { status: 'failed', ask, error });
  }
}
