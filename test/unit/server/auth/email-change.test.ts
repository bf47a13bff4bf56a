// @vitest-environment node
/**
 * SPEC §4's email change at the auth service, on both databases, over real SMTP to the dev inbox: a code to the
 * current address, then one to the new, then the account's address is the new one (and a login with it opens the same
 * user); wrong codes count against the code's five checks; the 30 s throttle holds per address; an address of another
 * user is refused, at the start and at the end; a signed-out token, a social login and malformed input are refused;
 * a change's code is no login code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startSocialHarness, type SocialHarness } from '../../../support/auth/social-harness';

let next = 0;
const address = (label: string) => `${label}-${next++}@example.com`;
const other = (code: string) => (code === '000000' ? '111111' : '000000');

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`email change on ${database.label}`, () => {
    let auth: SocialHarness;
    beforeAll(async () => {
      auth = await startSocialHarness(database, { rateLimits: false });
    }, 120_000);
    afterAll(() => auth?.stop());

    const change = (token: string, email: string) => auth.call('POST', '/v1/email/change', { token, body: { email } });
    const primary = (token: string, otp: string) => auth.call('POST', '/v1/email/change/primary', { token, body: { otp } });
    const secondary = (token: string, otp: string) => auth.call('POST', '/v1/email/change/secondary', { token, body: { otp } });
    const codeTo = (email: string) => auth.inbox.messages(email)[0]!.code!;
    const userId = (session: Record<string, unknown>) => (session.user as { id: string }).id;

    it('changes the address with a code to the current address, then one to the new; a login with the new one opens the same user', async () => {
      const [from, to] = [address('old'), address('new')];
      const session = await auth.login(from);
      const token = session.accessToken;
      const asked = await change(token, to.toUpperCase());
      expect(asked).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP', expiresAt: expect.any(Number), resendAfter: expect.any(Number) } });
      const [first] = auth.inbox.messages(from);
      expect(first!.subject).toBe(`${first!.code} is your code to change your email for Site`);
      expect(auth.inbox.messages(to)).toEqual([]);

      expect(await primary(token, first!.code!)).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
      const [second] = auth.inbox.messages(to);
      expect(second!.subject).toBe(`${second!.code} is your code to confirm your new email for Site`);
      // The primary code is spent.
      expect((await primary(token, first!.code!)).status).toBe(401);

      expect(await secondary(token, second!.code!)).toEqual(expect.objectContaining({ status: 200, body: { email: to } }));
      expect(await auth.call('GET', '/v1/session', { token })).toMatchObject({ status: 200, body: { user: { id: userId(session), email: to } } });
      expect((await secondary(token, second!.code!)).status).toBe(401);
      expect(userId(await auth.login(to))).toBe(userId(session));
      // The old address is nobody's any more: a login with it is a new user.
      auth.advance(30_000);
      expect(userId(await auth.login(from))).not.toBe(userId(session));
    });

    it('counts wrong codes against the five checks of each code', async () => {
      const [from, to] = [address('wrong'), address('wrong-new')];
      const { accessToken: token } = await auth.login(from);
      await change(token, to);
      const code = codeTo(from);
      expect(await primary(token, other(code))).toMatchObject({ status: 401, body: { message: 'Invalid code', field: 'otp', attemptsLeft: 4 } });
      expect((await primary(token, code)).status).toBe(200);
      const last = codeTo(to);
      const lefts = [];
      for (let i = 0; i < 5; i += 1) lefts.push((await secondary(token, other(last))).body!.attemptsLeft);
      expect(lefts).toEqual([4, 3, 2, 1, 0]);
      expect(await secondary(token, last)).toMatchObject({
        status: 401,
        body: { message: 'This code is no longer valid: request a new one', attemptsLeft: 0 },
      });
      expect(await auth.call('GET', '/v1/session', { token })).toMatchObject({ body: { user: { email: from } } });
    });

    it('holds the 30 s throttle per address: a second code to the current address, and to a new address another change just mailed', async () => {
      const from = address('throttle');
      const { accessToken: token } = await auth.login(from);
      expect((await change(token, address('any'))).status).toBe(200);
      auth.advance(10_500);
      expect(await change(token, address('any'))).toMatchObject({
        status: 429,
        body: { message: 'Please try again after 20 seconds', field: 'email', retryAfter: 20 },
      });
      // The login's code and one change code.
      expect(auth.inbox.messages(from)).toHaveLength(2);
      auth.advance(20_000);
      expect((await change(token, address('any'))).status).toBe(200);

      // Two users move to one new address: the second code to it waits; its primary code stays good for after the wait.
      const target = address('target');
      const [one, two] = [await auth.login(address('one')), await auth.login(address('two'))];
      for (const { accessToken } of [one, two]) await change(accessToken, target);
      const [oneFrom, twoFrom] = [one, two].map((s) => (s.user as { email: string }).email);
      expect((await primary(one.accessToken, codeTo(oneFrom!))).status).toBe(200);
      expect(await primary(two.accessToken, codeTo(twoFrom!))).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
      });
      auth.advance(30_000);
      expect((await primary(two.accessToken, codeTo(twoFrom!))).status).toBe(200);
    });

    it('refuses an address that is another user’s, when asked and when it was taken meanwhile', async () => {
      const [mine, theirs] = [address('mine'), address('theirs')];
      const { accessToken: token } = await auth.login(mine);
      await auth.login(theirs);
      expect(await change(token, theirs)).toMatchObject({ status: 409, body: { message: 'This email belongs to another account', field: 'email' } });
      // The login's code only.
      expect(auth.inbox.messages(mine)).toHaveLength(1);

      const later = address('later');
      await change(token, later);
      await primary(token, codeTo(mine));
      const code = codeTo(later);
      await auth.login(later);
      expect(await secondary(token, code)).toMatchObject({ status: 409, body: { message: 'This email belongs to another account' } });
      expect(await auth.call('GET', '/v1/session', { token })).toMatchObject({ body: { user: { email: mine } } });
    });

    it('refuses a signed-out token, no token, a social login, and malformed input; a change code opens no login', async () => {
      const from = address('out');
      const { accessToken: token } = await auth.login(from);
      expect(await change(token, from)).toMatchObject({ status: 400, body: { message: 'This is already your email', field: 'email' } });
      expect(await change(token, 'not-an-email')).toMatchObject({ status: 400, body: { message: 'Invalid email', field: 'email' } });
      expect(await auth.call('POST', '/v1/email/change', { token, body: { email: address('x'), extra: 1 } })).toMatchObject({
        status: 400,
        body: { field: 'extra' },
      });
      expect(await primary(token, '12345')).toMatchObject({ status: 400, body: { message: 'Invalid input', field: 'otp' } });
      // Nothing asked yet: no code to check.
      expect(await secondary(token, '123456')).toMatchObject({ status: 401, body: { field: 'otp', attemptsLeft: 0 } });

      await change(token, address('y'));
      const code = codeTo(from);
      expect((await auth.call('POST', '/v1/email/verify', { body: { email: from, otp: code } })).status).toBe(401);

      expect((await auth.call('POST', '/v1/session/sign-out', { token, body: {} })).status).toBe(200);
      const invalid = { status: 401, body: { message: 'Unauthorized: invalid session', field: 'authorization' } };
      expect(await primary(token, code)).toMatchObject(invalid);
      expect(await change(token, address('z'))).toMatchObject(invalid);
      expect(await auth.call('POST', '/v1/email/change', { body: { email: address('z') } })).toMatchObject(invalid);

      const social = await auth.socialLogin('google');
      const socialToken = (social.body as { accessToken: string }).accessToken;
      expect(await change(socialToken, address('social'))).toMatchObject({
        status: 403,
        body: { message: "A social login's email is its provider's: change it there", field: 'authorization' },
      });
    });

    it('stores the code as an HMAC, never the code itself', async () => {
      const from = address('stored');
      const { accessToken: token } = await auth.login(from);
      await change(token, address('stored-new'));
      const [row] = await auth.db.query<{ code_hash: string; sent_to: string }>(
        'select code_hash, sent_to from auth_email_changes e join auth_users u on u.id = e.user_id where u.email = $1',
        [from],
      );
      expect(row).toEqual({ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), sent_to: from });
      expect(row!.code_hash).not.toContain(codeTo(from));
    });
  });
}
