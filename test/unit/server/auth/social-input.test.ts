// @vitest-environment node
/**
 * Social login's input rules (issue 21 point 1): a provider not configured is not offered (left out of the list, its
 * start 404), a name that is no provider is a 400, and every malformed body or callback query is a 400 naming the
 * field, in SPEC §8's words; the callback is a page, the other routes JSON for the frame's origin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';
import { startSocialHarness, type SocialHarness } from '../../../support/auth/social-harness';

const PGLITE = TEST_DATABASES[0]!;
const STATE = 'S'.repeat(43);

describe('social login input', () => {
  let auth: SocialHarness;
  let plain: AuthHarness;
  beforeAll(async () => {
    [auth, plain] = await Promise.all([startSocialHarness(PGLITE, { rateLimits: false }), startAuthHarness(PGLITE, { rateLimits: false })]);
  }, 120_000);
  afterAll(() => Promise.all([auth?.stop(), plain?.stop()]));

  it('does not offer a provider it has no configuration for', async () => {
    expect((await auth.call('GET', '/v1/social/providers')).body).toEqual({ providers: ['google', 'github'] });
    for (const name of ['apple', 'facebook', 'x', 'discord']) {
      const answer = await auth.call('POST', `/v1/social/${name}/start`, { body: {} });
      expect(answer).toMatchObject({ status: 404, body: { message: `Social login with ${name} is not offered`, field: 'provider' } });
    }
    // A service with no social configuration offers none.
    expect((await plain.call('GET', '/v1/social/providers')).body).toEqual({ providers: [] });
    expect((await plain.call('POST', '/v1/social/google/start', { body: {} })).status).toBe(404);
    expect((await plain.call('GET', `/v1/social/callback?state=${STATE}&code=abc`, { origin: null })).status).toBe(400);
  });

  it.each([['myspace'], ['farcaster'], ['GOOGLE'], ['%00'], ['google%2Fstart']])('answers 400 naming the provider for %j', async (name) => {
    const answer = await auth.call('POST', `/v1/social/${name}/start`, { body: {} });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid input', field: 'provider' } });
  });

  it('takes an empty JSON object to start, and nothing else', async () => {
    expect(await auth.call('POST', '/v1/social/google/start', { body: { redirectUri: 'https://evil.example/' } })).toMatchObject({
      status: 400,
      body: { message: 'Invalid input', field: 'redirectUri' },
    });
    expect(await auth.call('POST', '/v1/social/google/start', { raw: 'not json' })).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(await auth.call('POST', '/v1/social/google/start', { body: [] })).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(await auth.call('POST', '/v1/social/google/start?redirect_uri=x', { body: {} })).toMatchObject({ status: 400, body: { field: 'query' } });
  });

  it.each([
    ['no state', 'code=abc', 'Required (state)'],
    ['an empty state', 'state=&code=abc', 'Required (state)'],
    ['a short state', 'state=abc&code=abc', 'Invalid input (state)'],
    ['two states', `state=${STATE}&state=${STATE}&code=abc`, 'Invalid input (state)'],
    ['no code', `state=${STATE}`, 'Required (code)'],
    ['a code with a space', `state=${STATE}&code=a%20b`, 'Invalid input (code)'],
    ['a code over 1024 characters', `state=${STATE}&code=${'c'.repeat(1025)}`, 'Invalid input (code)'],
    ['an error with a quote', `state=${STATE}&error=%22x`, 'Invalid input (error)'],
  ])('answers the callback with %s: a 400 page naming the field', async (_, query, words) => {
    const page = await auth.callback(`${auth.redirectUri}?${query}`);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(words);
  });

  it.each([
    [{}, 'Required', 'flow'],
    [{ flow: '' }, 'Required', 'flow'],
    [{ flow: 'abc' }, 'Invalid input', 'flow'],
    [{ flow: `wma_${'A'.repeat(43)}` }, 'Invalid input', 'flow'],
    [{ flow: 42 }, 'Invalid input', 'flow'],
    [{ flow: `wmf_${'A'.repeat(43)}`, extra: 1 }, 'Invalid input', 'extra'],
  ])('answers the claim %j with 400 naming the field', async (body, message, field) => {
    expect(await auth.call('POST', '/v1/social/complete', { body })).toMatchObject({ status: 400, body: { message, field } });
  });

  it('answers a flow token it never made with 401', async () => {
    expect(await auth.call('POST', '/v1/social/complete', { body: { flow: `wmf_${'A'.repeat(43)}` } })).toMatchObject({
      status: 401,
      body: { message: 'This sign-in is no longer valid: start again', field: 'flow' },
    });
  });

  it('answers the JSON routes only to the frame origin; the callback page to a browser with no Origin', async () => {
    for (const [method, path] of [
      ['GET', '/v1/social/providers'],
      ['POST', '/v1/social/google/start'],
      ['POST', '/v1/social/complete'],
    ] as const) {
      const answer = await auth.call(method, path, { origin: 'https://site.example', body: {} });
      expect(answer).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    }
    const page = await auth.callback(`${auth.redirectUri}?state=${STATE}&code=abc`);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This sign-in is no longer valid: start again (state)');
  });
});
