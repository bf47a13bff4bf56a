// @vitest-environment node
/**
 * The local stack's auth service (dev/stack-auth-service.ts) as `npm start` and the end-to-end tests get it: the built
 * service answering only the frame's origin, its codes in the dev inbox, read over the inbox's JSON route as a
 * browser test will, and a login with that code; google and github offered, both through the dev OpenID provider, and
 * a social login walked through it; stop ends all three.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStackAuth, type StackAuth } from '../../../dev/stack-auth-service.ts';
import { send } from '../../support/auth/auth-harness';
import { walkToCallback } from '../../support/auth/openid-walk';

const FRAME = 'http://127.0.0.1:45999';

describe('the stack auth service', () => {
  let stack: StackAuth;
  let urls: Awaited<StackAuth['ready']>;
  beforeAll(async () => {
    stack = startStackAuth({ allowedOrigins: [FRAME], quiet: true });
    urls = await stack.ready;
  }, 120_000);
  afterAll(() => stack?.stop());

  it('logs in from the frame origin with the code read from the dev inbox, and refuses the page origin', async () => {
    const asked = await send(urls.authUrl, 'POST', '/v1/email/code', { origin: FRAME, body: { email: 'demo@example.com' } });
    expect(asked.status).toBe(200);
    const inbox = (await (await fetch(`${urls.devInboxUrl}messages?to=demo@example.com`)).json()) as { messages: { code: string }[] };
    const otp = inbox.messages[0]!.code;
    expect(otp).toMatch(/^\d{6}$/);
    expect(await (await fetch(urls.devInboxUrl)).text()).toContain(`data-code="${otp}"`);
    const login = await send(urls.authUrl, 'POST', '/v1/email/verify', { origin: FRAME, body: { email: 'demo@example.com', otp } });
    expect(login.status).toBe(200);
    const page = await send(urls.authUrl, 'POST', '/v1/email/code', { origin: 'http://127.0.0.1:5173', body: { email: 'demo@example.com' } });
    expect(page).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
  });

  it('offers google and github through the dev OpenID provider, and logs in through it', async () => {
    expect(await send(urls.authUrl, 'GET', '/v1/social/providers', { origin: FRAME })).toMatchObject({
      status: 200,
      body: { providers: ['google', 'github'] },
    });
    const started = await send(urls.authUrl, 'POST', '/v1/social/github/start', { origin: FRAME, body: {} });
    const { uri, flow } = started.body as { uri: string; flow: string };
    expect(new URL(uri).origin).toBe(urls.openIdProviderUrl);
    const back = await walkToCallback(uri, { login: 'bob@example.test' });
    expect(back.origin).toBe(urls.authUrl);
    expect((await send(urls.authUrl, 'GET', `${back.pathname}${back.search}`, { origin: null })).status).toBe(200);
    const claimed = await send(urls.authUrl, 'POST', '/v1/social/complete', { origin: FRAME, body: { flow } });
    expect(claimed).toMatchObject({
      status: 200,
      body: { user: { provider: 'github', email: 'bob@example.test', userName: 'bob' }, session: { method: 'social' } },
    });
  });

  it('stops the service, the inbox and the OpenID provider', async () => {
    await stack.stop();
    await expect(fetch(`${urls.authUrl}/healthz`)).rejects.toThrow();
    await expect(fetch(urls.devInboxUrl)).rejects.toThrow();
    await expect(fetch(`${urls.openIdProviderUrl}/.well-known/openid-configuration`)).rejects.toThrow();
  });
});
