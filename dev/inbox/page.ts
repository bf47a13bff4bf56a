/** The dev inbox page: every mail the dev SMTP server kept, newest first, with its code set large to copy. */
import type { InboxMail } from './mail-store.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function mailItem(mail: InboxMail): string {
  return `<li>
  <p class="meta">${escapeHtml(new Date(mail.receivedAt).toISOString())} · to ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)}</p>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  ${mail.code ? `<p class="code" data-code="${escapeHtml(mail.code)}">${escapeHtml(mail.code)}</p>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
</li>`;
}

export function inboxPage(mails: readonly InboxMail[], filter: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Dev inbox (${mails.length})</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1b1b1f; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1rem; margin: 0.25rem 0; }
  .meta { color: #666; font-size: 0.85rem; margin: 0; }
  .code { font: 700 2rem/1.2 ui-monospace, monospace; letter-spacing: 0.3em; margin: 0.5rem 0; user-select: all; }
  pre { white-space: pre-wrap; background: #f6f6f8; padding: 0.5rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Dev inbox</h1>
<p>Mail the local stack's auth service sent, kept in memory until the stack stops${filter ? `; only to ${escapeHtml(filter)} (<a href="/">all</a>)` : ''}. JSON: <a href="/messages">/messages?to=…</a></p>
${mails.length === 0 ? '<p>No mail yet.</p>' : `<ul>${mails.map(mailItem).join('\n')}</ul>`}
</body>
</html>
`;
}
