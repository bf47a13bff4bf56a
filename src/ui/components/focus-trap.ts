/**
 * The dialog's focus: moved in on open and kept inside, Tab trapped from the shadow root's own key events (never
 * document's). The dialog's chunk carries it; the first script needs only deepActiveElement (focus.ts).
 */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable and shown: React hides suspended content with display:none, which cannot hold focus. Lays the page out. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Focuses the first focusable element that takes focus, and says whether one did. Asking the browser to focus (an
 * element under display:none refuses) needs styles only; measuring boxes, as focusableIn does, would lay out the
 * whole dialog in the open's task, ahead of the frame that lays it out anyway. No scrolling: the dialog is fixed.
 */
export function focusFirstIn(container: HTMLElement): boolean {
  const root = container.getRootNode() as ShadowRoot | Document;
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    element.focus({ preventScroll: true });
    if (root.activeElement === element) return true;
  }
  return false;
}

/** Keeps Tab and Shift+Tab cycling inside the container. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = focusableIn(container);
  const root = container.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement;
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const outside = !active || !container.contains(active);
  if (event.shiftKey && (outside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
