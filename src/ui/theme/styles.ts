/** Component styles, scoped by the shadow root. */
import { TOKENS_CSS } from './tokens';

const BASE_CSS = `
.wm-root *, .wm-root *::before, .wm-root *::after { box-sizing: border-box; font: inherit; color: inherit; }
.wm-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border-radius: calc(var(--_wm-radius) * 0.75); cursor: pointer;
  background: var(--_wm-accent); color: var(--_wm-accent-fg); font-weight: 600;
  transition: filter var(--_wm-duration-fast) ease;
}
.wm-button:hover { filter: brightness(1.08); }
.wm-button:disabled { opacity: 0.5; cursor: default; }
.wm-button--secondary { background: var(--_wm-surface); color: var(--_wm-fg); }
.wm-button--icon { min-height: 32px; width: 32px; padding: 0; background: transparent; color: var(--_wm-fg); }
.wm-button:focus-visible, .wm-list-item:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 2px; }
.wm-trigger { min-height: 40px; }
.wm-toasts { position: fixed; inset-block-start: 16px; inset-inline: 0; margin-inline: auto; width: max-content; max-width: calc(100vw - 32px); display: flex; flex-direction: column; gap: 8px; }
@keyframes wm-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .wm-root *, .wm-root *::before, .wm-root *::after { animation-duration: 0ms !important; animation-iteration-count: 1 !important; transition-duration: 0ms !important; }
}
`;

/**
 * What the trigger button and the toasts' region need; the modal (modal-styles.ts), the toasts (ToastList.tsx), the
 * spinner and the avatar bring their own styles with their code.
 */
const STYLES_CSS = TOKENS_CSS + BASE_CSS;

const adopted = new WeakMap<ShadowRoot, Set<string>>();

/** Into the shadow root only, once per root: a constructed sheet (not blocked by strict CSP), else a <style>. */
export function adoptStyles(root: ShadowRoot, css: string = STYLES_CSS): void {
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(css)) return;
  done.add(css);
  adopted.set(root, done);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  // Our <style> elements go first, in adoption order, ahead of what React renders.
  const style = document.createElement('style');
  style.dataset.wm = '';
  style.textContent = css;
  const ours = root.querySelectorAll('style[data-wm]');
  const last = ours[ours.length - 1];
  if (last) last.after(style);
  else root.prepend(style);
}
