/**
 * A browser's part of an OpenID Connect code flow, walked by hand over HTTP: the authorization URL opened, each
 * redirect followed one at a time with the provider's cookies kept, the dev provider's login and consent forms filled
 * in and posted, until the provider sends the browser away (back to the client). The URL it sends it to is answered,
 * not visited, so a test can visit it as it is, tamper with it, or visit it twice.
 */
import { DEV_OPENID_PASSWORD, DEV_OPENID_USERS } from '../../../dev/openid-provider.ts';

export type WalkOptions = {
  /** Default the first test user (alice@example.test) and the dev password. */
  login?: string;
  password?: string;
  /** 'deny' presses Deny on the consent page; 'cancel' presses Cancel on the login page. */
  answer?: 'allow' | 'deny' | 'cancel';
};

const MAX_STEPS = 20;

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(jar: Map<string, string>, setCookies: readonly string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
}

/** The form actions of a page, by their last path segment (login, confirm, abort). */
function formActions(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => [m[1]!.split('/').pop()!, m[1]!]));
}

/** Walks from the authorization URL to the redirect back to the client, and answers that URL. */
export async function walkToCallback(authorizationUrl: string | URL, options: WalkOptions = {}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const provider = url.origin;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (url.origin !== provider) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    keepCookies(jar, res.headers.getSetCookie());
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url);
      continue;
    }
    const html = await res.text();
    const prompt = /data-prompt="(\w+)"/.exec(html)?.[1];
    const actions = formActions(html);
    if (res.status !== 200 || (prompt !== 'login' && prompt !== 'consent')) throw new Error(`${url.pathname} answered ${res.status}: ${html.slice(0, 300)}`);
    if (prompt === 'login' && options.answer === 'cancel') {
      url = new URL(actions.abort!, url);
      form = new URLSearchParams();
    } else if (prompt === 'login') {
      url = new URL(actions.login!, url);
      form = new URLSearchParams({ login: options.login ?? DEV_OPENID_USERS[0].email, password: options.password ?? DEV_OPENID_PASSWORD });
    } else {
      url = new URL(options.answer === 'deny' ? actions.abort! : actions.confirm!, url);
      form = new URLSearchParams();
    }
  }
  throw new Error(`no redirect back to the client within ${MAX_STEPS} steps`);
}
