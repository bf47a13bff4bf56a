// @vitest-environment node
/**
 * Issue 21 point 1's input rules: every route parses first, and a bad input is a 400 (413, 415) with a JSON error
 * naming the field, in SPEC §8's words where it has them ('Invalid email', 'Required', 'Invalid input'); nothing is
 * mailed for a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const PGLITE = TEST_DATABASES[0]!;

describe('the auth service refuses bad input, naming the field', () => {
  let auth: AuthHarness;
  let token: string;
  beforeAll(async () => {
    auth = await startAuthHarness(PGLITE, { rateLimits: false });
    token = (await auth.login('signed-in@example.com')).accessToken;
  }, 120_000);
  afterAll(() => auth?.stop());

  const code = (body: unknown) => auth.call('POST', '/v1/email/code', { body });
  const verify = (body: unknown) => auth.call('POST', '/v1/email/verify', { body });

  it.each([
    ['plainaddress'],
    ['@example.com'],
    ['alice@'],
    ['alice@@example.com'],
    ['alice example@example.com'],
    ['alice@exa mple.com'],
    ['alice@-example.com'],
    [`${'a'.repeat(65)}@example.com`],
    [`alice@${'b'.repeat(250)}.com`],
    ['alice@example.com\r\nBcc: victim@example.com'],
    ['<alice@example.com>'],
  ])("answers 'Invalid email' for %j", async (email) => {
    const answer = await code({ email });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid email', field: 'email' });
  });

  it("answers 'Invalid email' for an email that is not a string, and 'Required' for none", async () => {
    for (const email of [42, true, ['a@b.co'], { address: 'a@b.co' }])
      expect((await code({ email })).body).toEqual({ message: 'Invalid email', field: 'email' });
    for (const body of [{}, { email: '' }, { email: null }]) expect((await code(body)).body).toEqual({ message: 'Required', field: 'email' });
    expect(auth.inbox.messages().filter((m) => !m.to.includes('signed-in@example.com'))).toEqual([]);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [' 123456'], ['123456 '], ['12 456'], ['١٢٣٤٥٦'], [123456], [null], [['123456']]])(
    "answers 400 naming 'otp' for the code %j",
    async (otp) => {
      const answer = await verify({ email: 'alice@example.com', otp });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: otp === null ? 'Required' : 'Invalid input', field: 'otp' });
    },
  );

  it('refuses bodies that are not a JSON object of the known fields', async () => {
    const cases: [string, string, number, Record<string, unknown>][] = [
      ['not JSON', '{"email":', 400, { message: 'The body is not valid JSON', field: 'body' }],
      ['an array', '["a@b.co"]', 400, { message: 'Invalid input', field: 'body' }],
      ['a string', '"a@b.co"', 400, { message: 'Invalid input', field: 'body' }],
      ['null', 'null', 400, { message: 'Invalid input', field: 'body' }],
      ['an unknown key', '{"email":"a@b.co","admin":true}', 400, { message: 'Invalid input', field: 'admin' }],
      ['a prototype key', '{"email":"a@b.co","__proto__":{"x":1}}', 400, { message: 'Invalid input', field: '__proto__' }],
      ['a body past 4 KB', JSON.stringify({ email: `${'a'.repeat(5000)}@b.co` }), 413, { message: 'The body is larger than 4096 bytes', field: 'body' }],
    ];
    for (const [what, raw, status, body] of cases) {
      const answer = await auth.call('POST', '/v1/email/code', { raw });
      expect([what, answer.status, answer.body]).toEqual([what, status, body]);
    }
    const form = await auth.call('POST', '/v1/email/code', { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ message: 'The body must be application/json', field: 'body' });
  });

  it('checks the session routes and share routes the same way', async () => {
    expect((await auth.call('POST', '/v1/session/refresh', { body: { refreshToken: 'wma_x' } })).body).toEqual({
      message: 'Invalid input',
      field: 'refreshToken',
    });
    expect((await auth.call('POST', '/v1/session/refresh', { body: {} })).body).toEqual({ message: 'Required', field: 'refreshToken' });
    expect((await auth.call('POST', '/v1/session/sign-out', { token, body: { everywhere: 'yes' } })).body).toEqual({
      message: 'Invalid input',
      field: 'everywhere',
    });
    const share = 'A'.repeat(44);
    const put = (body: unknown) => auth.call('PUT', '/v1/shares/auth', { token, body });
    expect((await put({ share: 'not base64!', evmAddress: `0x${'1'.repeat(40)}`, solanaAddress: '1'.repeat(32) })).body).toEqual({
      message: 'Invalid input',
      field: 'share',
    });
    expect((await put({ share, evmAddress: '0x12', solanaAddress: '1'.repeat(32) })).body).toEqual({ message: 'Invalid input', field: 'evmAddress' });
    expect((await put({ share, evmAddress: `0x${'1'.repeat(40)}`, solanaAddress: '0OIl'.repeat(10) })).body).toEqual({
      message: 'Invalid input',
      field: 'solanaAddress',
    });
    expect((await put({ share, evmAddress: `0x${'1'.repeat(40)}` })).body).toEqual({ message: 'Required', field: 'solanaAddress' });
    expect((await auth.call('PUT', '/v1/shares/recovery', { token, body: { share: 'x'.repeat(3000) } })).body).toEqual({
      message: 'Invalid input',
      field: 'share',
    });
  });

  it('answers unknown routes, wrong methods, query strings and long URLs with JSON errors', async () => {
    expect(await auth.call('GET', '/v1/nothing')).toMatchObject({ status: 404, body: { message: 'No route /v1/nothing' } });
    const wrong = await auth.call('GET', '/v1/email/code');
    expect(wrong).toMatchObject({ status: 405, body: { message: 'Method not allowed' } });
    expect(wrong.headers.allow).toBe('POST, OPTIONS');
    expect(await auth.call('POST', '/v1/email/code?email=a@b.co', { body: { email: 'a@b.co' } })).toMatchObject({ status: 400, body: { field: 'query' } });
    expect((await auth.call('GET', `/v1/${'x'.repeat(3000)}`)).status).toBe(414);
  });
});
