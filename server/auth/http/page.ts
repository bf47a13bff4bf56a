/**
 * The one HTML page the auth service answers: what the social login's popup shows when the provider sends it back
 * (GET /v1/social/callback). It says how the sign-in went, removes the code and state from the address bar, and closes
 * the popup after a sign-in; the frame learns the outcome from the service, not from this page (docs/embedded-wallet.md,
 * "Social login"). Nothing the provider sent is written into it: only our own words and the field at fault.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#222}h1{font-size:1.25rem}';
const SCRIPT = "history.replaceState(null,'',location.pathname);if(document.body.dataset.outcome==='done')window.close();";
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${hash(STYLE)}; script-src ${hash(SCRIPT)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class HtmlPage {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly text: string,
    readonly outcome: 'done' | 'failed',
  ) {}
}

export function sendPage(res: ServerResponse, page: HtmlPage, headers: Record<string, string>): void {
  if (res.headersSent) return;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body data-outcome="${page.outcome}"><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p><script>${SCRIPT}</script></body></html>`;
  res.writeHead(page.status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': CSP,
  });
  res.end(html);
}
