/**
 * The dev OpenID provider's own pages: sign in as a test user, then allow (or deny) the client what it asks. Plain
 * forms posted back to the provider; `data-prompt` names the step for the tests that walk the flow by hand.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = `body { font: 15px/1.4 system-ui, sans-serif; margin: 3rem auto; max-width: 24rem; padding: 0 1rem; color: #1b1b1f; }
  label { display: block; margin: 0.75rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; }
  button { margin: 1rem 0.5rem 0 0; padding: 0.5rem 1rem; font: inherit; }
  .error { color: #b00020; }
  .hint { color: #555; font-size: 0.9rem; }`;

function page(title: string, prompt: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Dev OpenID provider</title>
<style>
  ${STYLE}
</style>
</head>
<body data-prompt="${escapeHtml(prompt)}">
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

export function loginPage({ uid, users, password, error }: { uid: string; users: readonly string[]; password: string; error?: string }): string {
  return page(
    'Sign in',
    'login',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <label for="login">Email</label>
  <input id="login" name="login" type="email" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
<p class="hint">Test users: ${users.map(escapeHtml).join(', ')}; password <code>${escapeHtml(password)}</code>.</p>`,
  );
}

export function consentPage({ uid, client, account, scopes }: { uid: string; client: string; account: string; scopes: readonly string[] }): string {
  return page(
    'Allow access',
    'consent',
    `<p><strong>${escapeHtml(client)}</strong> asks to know who you are (${escapeHtml(account)}): ${scopes.map(escapeHtml).join(', ')}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Deny</button></form>`,
  );
}

export function errorPage(title: string, text: string): string {
  return page(title, 'error', `<p class="error">${escapeHtml(text)}</p>`);
}
