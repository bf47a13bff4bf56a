/** Component styles, scoped by the shadow root. */
import { TOAST_SHAKE_MS } from '../../constants';
import { TOKENS_CSS } from './tokens';

const COMPONENTS_CSS = `
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
.wm-overlay {
  position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
  background: rgba(0, 0, 0, 0.45); animation: wm-fade var(--_wm-duration-medium) ease-out;
}
.wm-card {
  width: var(--_wm-width); max-width: calc(100vw - 16px); max-height: calc(100vh - 32px); overflow: auto;
  background: var(--_wm-bg); color: var(--_wm-fg); border: 1px solid var(--_wm-border);
  border-radius: var(--_wm-radius); box-shadow: 0 16px 48px rgba(0, 0, 0, 0.25);
  animation: wm-rise var(--_wm-duration-slow) ease-out;
}
.wm-header { display: grid; grid-template-columns: 32px 1fr 32px; align-items: center; padding: 12px 12px 4px; }
.wm-title { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; }
.wm-body { padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 12px; }
.wm-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wm-list-item {
  all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 12px; width: 100%; padding: 10px 12px;
  border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); cursor: pointer;
}
.wm-list-item[aria-current='true'] { outline: 2px solid var(--_wm-accent); }
.wm-list-item__name { flex: 1; font-weight: 500; }
.wm-tag { font-size: 0.8em; padding: 2px 8px; border-radius: 999px; background: var(--_wm-bg); color: var(--_wm-muted); }
.wm-icon { width: 32px; height: 32px; border-radius: 8px; object-fit: cover; flex: none; }
.wm-icon--large { width: 64px; height: 64px; border-radius: 16px; }
.wm-letter { display: inline-flex; align-items: center; justify-content: center; background: var(--_wm-accent); color: var(--_wm-accent-fg); font-weight: 700; }
.wm-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 0; }
.wm-muted { color: var(--_wm-muted); margin: 0; }
.wm-error-text { color: var(--_wm-error); margin: 0; }
.wm-spinner {
  width: 24px; height: 24px; border-radius: 50%; border: 3px solid var(--_wm-border); border-top-color: var(--_wm-accent);
  animation: wm-spin 800ms linear infinite;
}
.wm-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.wm-avatar--small { width: 20px; height: 20px; }
.wm-address { display: flex; align-items: center; gap: 4px; font-weight: 600; font-size: 1.15em; }
.wm-balance { color: var(--_wm-muted); margin: 0; }
.wm-skeleton { display: inline-block; width: 96px; height: 1em; border-radius: 4px; background: var(--_wm-surface); }
.wm-section-title { margin: 0; font-size: 0.85em; color: var(--_wm-muted); font-weight: 600; }
.wm-trigger { min-height: 40px; }
.wm-toasts { position: fixed; top: 16px; left: 50%; transform: translateX(-50%); display: flex; flex-direction: column; gap: 8px; }
.wm-toast {
  display: flex; align-items: center; gap: 8px; padding: 8px 12px; border-radius: 999px; background: var(--_wm-bg);
  border: 1px solid var(--_wm-border); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15); animation: wm-fade var(--_wm-duration-fast) ease-out;
}
.wm-toast[data-variant='error'] { color: var(--_wm-error); animation: wm-shake ${TOAST_SHAKE_MS}ms ease-in-out; }
.wm-toast[data-variant='success'] { color: var(--_wm-success); }
.wm-copied { font-size: 0.8em; font-weight: 500; color: var(--_wm-success); }
.wm-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@keyframes wm-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes wm-rise { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes wm-spin { to { transform: rotate(360deg); } }
@keyframes wm-shake { 0%, 100% { transform: translateX(0); } 25% { transform: translateX(-4px); } 75% { transform: translateX(4px); } }
@media (prefers-reduced-motion: reduce) {
  .wm-root *, .wm-root *::before, .wm-root *::after { animation-duration: 0ms !important; animation-iteration-count: 1 !important; transition-duration: 0ms !important; }
  .wm-spinner { animation: none; }
}
`;

export const STYLES_CSS = TOKENS_CSS + COMPONENTS_CSS;

/** Into the shadow root only: a constructed sheet (not blocked by strict CSP), else a <style>. */
export function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = STYLES_CSS;
  root.prepend(style);
}
