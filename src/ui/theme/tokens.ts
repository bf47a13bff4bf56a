/**
 * The theme contract: public `--wm-*` variables, read through private `--_wm-*` aliases so a
 * host can override them without us ever setting its variables.
 */
import { ANIMATION_DURATIONS_MS, MODAL_WIDTH_PX } from '../../constants';

const [FAST, MEDIUM, SLOW] = ANIMATION_DURATIONS_MS;

export const TOKENS_CSS = `
:host { all: initial; display: inline-block; }
.wm-root {
  --_wm-accent: var(--wm-accent, #4f46e5);
  --_wm-accent-fg: var(--wm-accent-foreground, #ffffff);
  --_wm-bg: var(--wm-background, #ffffff);
  --_wm-fg: var(--wm-foreground, #111827);
  --_wm-muted: var(--wm-muted, #4b5563);
  --_wm-surface: var(--wm-surface, #f3f4f6);
  --_wm-border: var(--wm-border, #e5e7eb);
  --_wm-radius: var(--wm-radius, 16px);
  --_wm-font: var(--wm-font-family, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --_wm-font-size: var(--wm-font-size, 14px);
  --_wm-error: var(--wm-error, #b91c1c);
  --_wm-success: var(--wm-success, #047857);
  --_wm-duration-fast: ${FAST}ms;
  --_wm-duration-medium: ${MEDIUM}ms;
  --_wm-duration-slow: ${SLOW}ms;
  --_wm-width: ${MODAL_WIDTH_PX}px;
  font-family: var(--_wm-font);
  font-size: var(--_wm-font-size);
  line-height: 1.4;
  color: var(--_wm-fg);
}
.wm-root[data-theme='dark'] {
  --_wm-accent: var(--wm-accent, #818cf8);
  --_wm-accent-fg: var(--wm-accent-foreground, #111827);
  --_wm-bg: var(--wm-background, #18181b);
  --_wm-fg: var(--wm-foreground, #f4f4f5);
  --_wm-muted: var(--wm-muted, #a1a1aa);
  --_wm-surface: var(--wm-surface, #27272a);
  --_wm-border: var(--wm-border, #3f3f46);
  --_wm-error: var(--wm-error, #f87171);
  --_wm-success: var(--wm-success, #34d399);
}
@media (prefers-reduced-motion: reduce) {
  .wm-root { --_wm-duration-fast: 0ms; --_wm-duration-medium: 0ms; --_wm-duration-slow: 0ms; }
}
`;
