/**
 * Whether the frame may run under its parent. Where the browser names the parent's origin
 * (location.ancestorOrigins: Chromium, Safari), an origin outside the configuration stops the frame before it
 * announces anything. Elsewhere (Firefox) READY goes only to configured origins (the browser drops it for any other
 * parent) and the first request's origin, checked against the list, decides.
 */
import * as MESSAGES from '../src/messages';
import { isAllowedOrigin } from '../src/frame-protocol/origin';

type FrameWindowView = { parent: unknown; location: { ancestorOrigins?: { readonly length: number; item(index: number): string | null } } };

export type ParentDecision = { ok: true; parentOrigin?: string } | { ok: false; reason: string };

export function decideParent(view: FrameWindowView, allowedOrigins: readonly string[]): ParentDecision {
  if (view.parent === view || view.parent === null || view.parent === undefined) return { ok: false, reason: MESSAGES.frameParentNotSet };
  const ancestors = view.location.ancestorOrigins;
  if (!ancestors || ancestors.length === 0) return { ok: true };
  const parentOrigin = ancestors.item(0);
  if (!isAllowedOrigin(parentOrigin, allowedOrigins)) {
    return { ok: false, reason: `${MESSAGES.alertInvalidAppConfiguration}: ${String(parentOrigin)} is not an allowed origin of this wallet` };
  }
  return { ok: true, parentOrigin: parentOrigin! };
}
