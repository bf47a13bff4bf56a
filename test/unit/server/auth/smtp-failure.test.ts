// @vitest-environment node
/**
 * Code delivery when SMTP fails, against real servers: one that is not there (a closed port) and one that refuses the
 * recipient (550). The request answers 503 with a message, the code it made is dead, the 30 s throttle still holds (a
 * failing mail server is not hammered), and the log names the failure's kind but never the address.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../dev/free-port.ts';
import { TEST_DATABASES } from '../../../support/data/databases';
import { startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const UNSENT = { message: 'The code could not be sent: try again later' };

describe('an SMTP server that is not there', () => {
  let auth: AuthHarness;
  const lines: string[] = [];
  beforeAll(async () => {
    const closed = await freePort();
    auth = await startAuthHarness(TEST_DATABASES[0]!, {
      rateLimits: false,
      smtp: { host: '127.0.0.1', port: closed, secure: false, from: 'Site <login@site.example>', timeoutMs: 2000 },
      log: (line) => lines.push(line),
    });
  }, 120_000);
  afterAll(() => auth?.stop());

  it('answers 503, keeps the throttle, and logs the kind of failure without the address', async () => {
    const answer = await auth.call('POST', '/v1/email/code', { body: { email: 'unsent@example.com' } });
    expect(answer).toMatchObject({ status: 503, body: UNSENT });
    expect((await auth.call('POST', '/v1/email/code', { body: { email: 'unsent@example.com' } })).body).toMatchObject({
      message: 'Please try again after 30 seconds',
    });
    const [row] = await auth.db.query<{ used: boolean }>('select used from auth_email_codes where email = $1', ['unsent@example.com']);
    expect(row?.used).toBe(true);
    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'smtp-failed');
    expect(failures).toEqual([expect.objectContaining({ level: 'warn', service: 'auth', error: 'ESOCKET' })]);
    expect(lines.join('\n')).not.toContain('unsent@example.com');
  });
});

describe('an SMTP server that refuses the recipient', () => {
  let auth: AuthHarness;
  let smtp: SMTPServer;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => callback(Object.assign(new Error(`No mailbox ${address.address}`), { responseCode: 550 })),
    });
    const port = await new Promise<number>((resolve) => {
      const server = smtp.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
    auth = await startAuthHarness(TEST_DATABASES[0]!, {
      rateLimits: false,
      smtp: { host: '127.0.0.1', port, secure: false, from: 'Site <login@site.example>' },
      log: (line) => lines.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    await auth?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('answers 503 and the code cannot log in', async () => {
    expect(await auth.call('POST', '/v1/email/code', { body: { email: 'nobody@example.com' } })).toMatchObject({ status: 503, body: UNSENT });
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'smtp-failed');
    expect(failure).toMatchObject({ error: 'EENVELOPE', responseCode: 550 });
    expect(lines.join('\n')).not.toContain('nobody@example.com');
    for (const otp of ['000000', '123456'])
      expect((await auth.call('POST', '/v1/email/verify', { body: { email: 'nobody@example.com', otp } })).body).toMatchObject({ attemptsLeft: 0 });
  });
});
