/**
 * Social login in Chromium (issue 21 points 1 and 2): a page of an allowed origin opens the login in a popup, as the
 * element will; the visitor signs in on the dev OpenID provider's own pages and allows the client; the provider sends
 * the popup to the auth service's callback, which closes it; the page, asking with its flow token as the frame does,
 * gets the session. Denying ends in the popup's 'cancelled' page and the same words for the page. The local stack's
 * auth service, inbox and provider (dev/stack-auth-service.ts), started for this file with the opener's origin allowed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStackAuth, type StackAuth } from '../../dev/stack-auth-service.ts';
import { useE2ePage } from '../support/e2e/page';

/**
 * The opener: a button that opens the popup at once (within the click, so no popup blocker stops it), asks the auth
 * service to start, sends the popup to the provider, and asks for the outcome until it is known, written to
 * `data-result` on the body.
 */
const OPENER = (authUrl: string) => `<!doctype html><html><body><button id="google">Continue with Google</button><script>
const auth = ${JSON.stringify(authUrl)};
const post = (path, body) => fetch(auth + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
document.getElementById('google').addEventListener('click', async () => {
  const popup = window.open('', 'wm-social', 'popup,width=480,height=640');
  const started = await (await post('/v1/social/google/start', {})).json();
  popup.location.href = started.uri;
  for (;;) {
    const answer = await post('/v1/social/complete', { flow: started.flow });
    if (answer.status !== 202) {
      document.body.dataset.result = JSON.stringify({ status: answer.status, body: await answer.json() });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
</script></body></html>`;

const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

describe('social login in a popup', () => {
  let opener: Server;
  let openerUrl: string;
  let auth: StackAuth;
  let urls: Awaited<StackAuth['ready']>;
  beforeAll(async () => {
    let authUrl = '';
    opener = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(OPENER(authUrl)));
    await new Promise<void>((resolve) => opener.listen(0, '127.0.0.1', () => resolve()));
    openerUrl = `http://127.0.0.1:${(opener.address() as AddressInfo).port}/`;
    auth = startStackAuth({ allowedOrigins: [new URL(openerUrl).origin], quiet: true });
    urls = await auth.ready;
    authUrl = urls.authUrl;
  }, 120_000);
  afterAll(async () => {
    await auth?.stop();
    await new Promise<void>((resolve) => (opener ? opener.close(() => resolve()) : resolve()));
  });

  /** Clicks the button and answers the popup the provider's pages are shown in. */
  async function openPopup(page: Page): Promise<Page> {
    await page.goto(openerUrl);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.click('#google')]);
    await popup.waitForURL(`${urls.openIdProviderUrl}/interaction/**`);
    await popup.fill('#login', 'alice@example.test');
    await popup.fill('#password', 'password');
    await popup.click('button[type=submit]');
    await popup.waitForSelector('body[data-prompt="consent"]');
    return popup;
  }

  const result = async (page: Page) => {
    await page.waitForFunction(() => document.body.dataset.result !== undefined, null, { timeout: 30_000 });
    return JSON.parse((await page.evaluate(() => document.body.dataset.result)) ?? 'null') as { status: number; body: Record<string, unknown> };
  };

  it('signs in through the provider: the popup closes itself and the page gets a social session', async () => {
    const page = currentPage();
    const popup = await openPopup(page);
    expect(await popup.textContent('body')).toContain('Wallet Modal demo');
    const closed = popup.waitForEvent('close');
    await popup.click('button:text-is("Allow")');
    await closed;
    expect(await result(page)).toMatchObject({
      status: 200,
      body: {
        user: { provider: 'google', email: 'alice@example.test', userName: 'alice' },
        session: { method: 'social' },
        accessToken: expect.stringMatching(/^wma_/),
      },
    });
  });

  it('shows the popup why when the visitor denies, and tells the page the same', async () => {
    const page = currentPage();
    const popup = await openPopup(page);
    await popup.click('button:text-is("Deny")');
    await popup.waitForURL(`${urls.authUrl}/v1/social/callback`);
    // The code and state are gone from the address bar; the page says what happened.
    expect(popup.url()).toBe(`${urls.authUrl}/v1/social/callback`);
    expect(await popup.textContent('h1')).toBe('Sign-in failed');
    expect(await popup.textContent('p')).toContain('The sign-in was cancelled');
    expect(await result(page)).toEqual({ status: 401, body: { message: 'The sign-in was cancelled', field: 'flow' } });
  });
});
