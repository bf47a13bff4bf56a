/**
 * SPEC §8 alerts: each is shown once per page (a toast with its title) and reported once as `wm-error` with
 * its code. "Once per page" is kept per window, so two elements on one page share it.
 */
import { ALERTS, type AlertCode } from '../errors';
import { showToast } from './actions/toasts';
import type { ClientContext } from './context';

const shownByPage = new WeakMap<Window, Set<AlertCode>>();

/** The alerts already shown on this page; the client keeps it in its context. */
export function pageAlerts(target: Window): Set<AlertCode> {
  let shown = shownByPage.get(target);
  if (!shown) {
    shown = new Set();
    shownByPage.set(target, shown);
  }
  return shown;
}

const byCode = new Map(Object.values(ALERTS).map((alert) => [alert.code as AlertCode, alert]));

/** Shows the alert unless this page has shown it already; `details` go to the console, not the toast. */
export function raiseAlert(ctx: ClientContext, code: AlertCode, details?: string): boolean {
  if (ctx.alertsShown.has(code)) return false;
  ctx.alertsShown.add(code);
  const { title } = byCode.get(code)!;
  showToast(ctx, 'error', title);
  ctx.emit({ type: 'error', detail: { code, message: title } });
  if (details) console.warn(`<wallet-modal> ${title}: ${details}`);
  return true;
}
