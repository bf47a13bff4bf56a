/** SPEC §4 toasts. Errors and successes leave by themselves; loading stays until replaced. */
import { toastsAtom, type ToastVariant } from '../../state/toasts';
import type { ClientContext } from '../context';
import type { ActionParameters, ActionReturnType } from './action-types';

const TOAST_LIFETIME_MS = 5000;
let nextToastId = 1;

export type ShowToastParameters = ActionParameters<typeof showToast>;
export type ShowToastReturnType = ActionReturnType<typeof showToast>;
export type ShowToastErrorType = never;
export function showToast(ctx: ClientContext, variant: ToastVariant, message: string): number {
  const id = nextToastId++;
  // The same message twice in a row is one toast, not a stack of copies.
  const others = ctx.store.get(toastsAtom).filter((t) => t.message !== message);
  ctx.store.set(toastsAtom, [...others, { id, variant, message }]);
  if (variant !== 'loading') ctx.window.setTimeout(() => dismissToast(ctx, id), TOAST_LIFETIME_MS);
  return id;
}

export type DismissToastParameters = ActionParameters<typeof dismissToast>;
export type DismissToastReturnType = ActionReturnType<typeof dismissToast>;
export type DismissToastErrorType = never;
export function dismissToast(ctx: ClientContext, id: number): void {
  ctx.store.set(
    toastsAtom,
    ctx.store.get(toastsAtom).filter((t) => t.id !== id),
  );
}
