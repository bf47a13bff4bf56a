/** The spinner, for the lazily loaded parts that show one (the modal's views, a loading toast). */
export const SPINNER_CSS = `
.wm-spinner {
  width: 24px; height: 24px; border-radius: 50%; border: 3px solid var(--_wm-border); border-top-color: var(--_wm-accent);
  animation: wm-spin 800ms linear infinite;
}
@keyframes wm-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .wm-spinner { animation: none; } }
`;
