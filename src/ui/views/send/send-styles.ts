/** The Send views' own styles, adopted when they first draw (the first script carries none of them). */
export const SEND_CSS = `
.wm-send-amount { display: flex; gap: 8px; }
.wm-send-token { display: flex; align-items: center; gap: 8px; }
.wm-send-token > select { flex: 1; min-width: 0; }
.wm-send-summary { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; }
.wm-send-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
`;
