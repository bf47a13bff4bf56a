// The local provider's checkout and result pages: plain HTML forms, no script (the page works like a provider's
// hosted checkout, posting back to its own server).

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = `body{font:15px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px #0001}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}dt{color:#666}dd{margin:0;word-break:break-all}
label{display:block;margin:10px 0 4px;color:#444}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;font:inherit}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:10px;background:#1b5cff;color:#fff;font:600 15px system-ui}
.error{color:#b00020;margin:12px 0 0}.ok{color:#067d3f}small{color:#666;display:block;margin-top:14px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A purchase as the checkout shows it: `network` is its CAIP-2 id, `networkName` the name people read. */
export type Purchase = {
  address: string;
  network: string;
  networkName: string;
  cryptoAmount: string;
  symbol: string;
  fiatAmount?: string;
  currency?: string;
};
/** The checkout shown again after a refused card: the error, and what was typed (never the CVC). */
type CheckoutState = { error?: string; card?: Record<string, string> };

function summary(p: Purchase): string {
  return `<dl><dt>You get</dt><dd data-testid="crypto-amount">${escapeHtml(p.cryptoAmount)} ${escapeHtml(p.symbol)}</dd>${p.fiatAmount ? `<dt>You pay</dt><dd>${escapeHtml(p.fiatAmount)} ${escapeHtml(p.currency ?? 'USD')}</dd>` : ''}<dt>Network</dt><dd>${escapeHtml(p.networkName)}</dd><dt>To</dt><dd>${escapeHtml(p.address)}</dd></dl>`;
}

export function checkoutPage(p: Purchase, state: CheckoutState = {}): string {
  const hidden = Object.entries({
    address: p.address,
    network: p.network,
    cryptoAmount: p.cryptoAmount,
    fiatAmount: p.fiatAmount ?? '',
    currency: p.currency ?? '',
  })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const value = (k: string) => escapeHtml(state.card?.[k] ?? '');
  return layout(
    'Local Provider: checkout',
    `<h1>Buy ${escapeHtml(p.symbol)}</h1>${summary(p)}
<form method="post" action="pay">${hidden}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${value('number')}" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" value="${value('expiry')}" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required>
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<button type="submit">Pay</button></form>
<small>Test provider for the local stack: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Nothing is charged.</small>`,
  );
}

export function completePage(p: Purchase, transaction: string): string {
  return layout(
    'Local Provider: purchase complete',
    `<h1 class="ok" data-testid="complete">Purchase complete</h1>${summary(p)}<dl><dt>Transaction</dt><dd data-testid="transaction">${escapeHtml(transaction)}</dd></dl><small>You can close this window.</small>`,
  );
}

export function errorPage(message: string): string {
  return layout('Local Provider: error', `<h1>Cannot start this purchase</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
