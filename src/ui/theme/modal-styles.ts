import { SPINNER_CSS } from './spinner-styles';

/** The dialog's and views' styles, adopted by the lazily loaded modal when it is first drawn. */
export const MODAL_CSS = `
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
/* Right to left (ar, he, fa): the grid and flex rows mirror by themselves; an arrow that points has to be turned. */
.wm-root[dir='rtl'] .wm-back { transform: scaleX(-1); }
/* Addresses, hashes and amounts stay left to right inside a right-to-left line (dir="ltr" on them isolates them). */
.wm-root [dir='ltr'] { unicode-bidi: isolate; }
.wm-body { padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 12px; }
.wm-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wm-list-item {
  all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 12px; width: 100%; padding: 10px 12px;
  border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); cursor: pointer;
}
.wm-list-item[aria-current='true'] { outline: 2px solid var(--_wm-accent); }
.wm-fieldset { display: contents; }
.wm-fieldset:disabled > * { opacity: 0.5; }
.wm-fieldset:disabled .wm-list-item { cursor: not-allowed; }
.wm-legal { display: grid; gap: 4px; font-size: 13px; }
.wm-legal__label { display: flex; gap: 8px; align-items: flex-start; cursor: pointer; }
.wm-legal__label input { margin: 2px 0 0; accent-color: var(--_wm-accent); }
.wm-legal a { color: var(--_wm-accent); }
.wm-legal p { margin: 0; }
.wm-token { cursor: default; }
.wm-list-item__name { flex: 1; font-weight: 500; }
.wm-segments { display: flex; gap: 4px; padding: 4px; margin-bottom: 12px; border-radius: 999px; background: var(--_wm-surface); }
.wm-segment {
  all: unset; box-sizing: border-box; flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 32px; border-radius: 999px; cursor: pointer; color: var(--_wm-muted); font-weight: 600;
}
.wm-segment[aria-pressed='true'] { background: var(--_wm-bg); color: var(--_wm-fg); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
.wm-segment:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 2px; }
.wm-dot { width: 6px; height: 6px; border-radius: 50%; background: var(--_wm-success); }
.wm-tag { font-size: 0.8em; padding: 2px 8px; border-radius: 999px; background: var(--_wm-bg); color: var(--_wm-muted); }
.wm-icon { width: 32px; height: 32px; border-radius: 8px; object-fit: cover; flex: none; }
.wm-icon--large { width: 64px; height: 64px; border-radius: 16px; }
.wm-letter { display: inline-flex; align-items: center; justify-content: center; background: var(--_wm-accent); color: var(--_wm-accent-fg); font-weight: 700; }
.wm-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 0; }
.wm-muted { color: var(--_wm-muted); margin: 0; }
.wm-error-text { color: var(--_wm-error); margin: 0; }
.wm-address { display: flex; align-items: center; gap: 4px; font-weight: 600; font-size: 1.15em; }
.wm-balance { color: var(--_wm-muted); margin: 0; }
.wm-skeleton { display: inline-block; width: 96px; height: 1em; border-radius: 4px; background: var(--_wm-surface); }
.wm-section-title { margin: 0; font-size: 0.85em; color: var(--_wm-muted); font-weight: 600; }
.wm-copied { font-size: 0.8em; font-weight: 500; color: var(--_wm-success); }
.wm-actions { display: flex; gap: 8px; justify-content: center; }
.wm-account-bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.wm-chip {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 4px 10px;
  border-radius: 999px; background: var(--_wm-surface); font-size: 0.9em; font-weight: 600; cursor: pointer; max-width: 60%;
}
.wm-chip > [data-testid='wm-network-name'] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-chip:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 2px; }
.wm-chip__caret { color: var(--_wm-muted); font-size: 0.8em; }
.wm-network-image { width: 20px; height: 20px; flex: none; border-radius: 50%; background: var(--_wm-surface); overflow: hidden; }
.wm-network-panel { display: grid; gap: 8px; }
.wm-account-head { padding: 0; gap: 4px; }
.wm-account-head .wm-avatar { width: 48px; height: 48px; }
.wm-actions > .wm-button { flex: 1; }
.wm-receive { gap: 12px; }
.wm-receive__address { font-size: 0.85em; word-break: break-all; font-family: ui-monospace, monospace; }
@keyframes wm-rise { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
.wm-tablist { display: flex; gap: 4px; padding: 4px; border-radius: var(--_wm-radius); background: var(--_wm-surface); }
.wm-tab { all: unset; flex: 1; text-align: center; padding: 6px 0; border-radius: calc(var(--_wm-radius) * 0.75); cursor: pointer; font-weight: 600; color: var(--_wm-muted); }
.wm-tab[aria-selected='true'] { background: var(--_wm-bg); color: var(--_wm-fg); }
.wm-tab:focus-visible, .wm-tabpanel:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 2px; }
.wm-tabpanel { display: flex; flex-direction: column; gap: 8px; min-height: 120px; }
/* The display above would outrank the UA's [hidden] rule: a hidden panel must not show (or take room). */
.wm-tabpanel[hidden] { display: none; }
.wm-row { display: flex; align-items: center; gap: 12px; padding: 8px 12px; border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); }
.wm-row__main { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.wm-row__main > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-row__end { display: flex; flex-direction: column; align-items: flex-end; font-variant-numeric: tabular-nums; }
.wm-row--skeleton { height: 52px; }
/* Long lists (200 tokens, 1,000 activity rows): rows out of view are not laid out or painted, and leaving a tab with
   them costs a few ms rather than a long task. 'auto' keeps each row's last real size once it has been shown. */
.wm-list > .wm-row { content-visibility: auto; contain-intrinsic-size: auto 56px; }
.wm-token-icon { width: 32px; height: 32px; border-radius: 50%; flex: none; object-fit: cover; background: var(--_wm-border); }
.wm-total { margin: 0; font-size: 1.6em; font-weight: 700; text-align: center; font-variant-numeric: tabular-nums; }
.wm-nft-grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.wm-nft { display: flex; flex-direction: column; gap: 4px; padding: 8px; border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); min-width: 0; }
.wm-nft img, .wm-nft__placeholder { width: 100%; aspect-ratio: 1; border-radius: 8px; object-fit: cover; background: var(--_wm-border); }
.wm-nft > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wm-input { box-sizing: border-box; width: 100%; min-height: 40px; padding: 0 12px; border-radius: calc(var(--_wm-radius) * 0.75); border: 1px solid var(--_wm-border); background: var(--_wm-bg); }
.wm-input[aria-invalid='true'] { border-color: var(--_wm-error); }
.wm-link { color: var(--_wm-accent); }
.wm-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
${SPINNER_CSS}`;
