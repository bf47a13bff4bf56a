// @vitest-environment node
/**
 * The built auth service (dist/server/auth.js, the `wallet-modal-auth` bin) as a site runs it: plain `node`, a JSON
 * config with the secrets from the environment, one line and status 1 for a bad configuration, `Auth service: <url>`
 * once it listens, /healthz and /readyz, a code sent over SMTP, and SIGTERM exiting 0.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, startServiceProcess } from '../../../../dev/service-process.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../../dev/smtp-inbox.ts';
import { FRAME_ORIGIN, send } from '../../../support/auth/auth-harness';
import { expectRefusedInOneLine, runEntryToExit } from '../../../support/service-entry';

const SECRET = randomBytes(32).toString('base64');
const REDIRECT = 'https://auth.site.example/v1/social/callback';
const GOOGLE = { issuer: 'https://accounts.google.com', clientId: 'site.apps.example' };
const CONFIG = { allowedOrigins: [FRAME_ORIGIN], smtp: { host: '127.0.0.1', port: 2525, from: 'Site <login@site.example>' }, codeSecret: SECRET };
// PGlite: the PostgreSQL runs are the route tests'.
const ENV = {
  DATABASE_URL: undefined,
  PORT: undefined,
  HOST: undefined,
  AUTH_CODE_SECRET: undefined,
  AUTH_KEY_ENCRYPTION_KEY: undefined,
  SMTP_PASSWORD: undefined,
  SOCIAL_GOOGLE_CLIENT_SECRET: undefined,
};

beforeAll(async () => {
  await ensureServerBuild();
}, 120_000);

describe('wallet-modal-auth refuses a bad configuration in one line', () => {
  const cases: [string, unknown, Record<string, string>, string][] = [
    ['no code secret', { ...CONFIG, codeSecret: undefined }, {}, 'config: codeSecret: must be given (or AUTH_CODE_SECRET)'],
    ['a short code secret', { ...CONFIG, codeSecret: 'c2hvcnQ=' }, {}, 'config: codeSecret: must be at least 32 bytes in base64'],
    ['a bad secret in the environment', CONFIG, { AUTH_CODE_SECRET: 'not base64!' }, 'config: AUTH_CODE_SECRET: must be at least 32 bytes in base64'],
    ['a key-encryption key of 16 bytes', { ...CONFIG, keyEncryptionKey: randomBytes(16).toString('base64') }, {}, 'config: keyEncryptionKey: must be 32 bytes'],
    ['an origin with a path', { ...CONFIG, allowedOrigins: ['https://wallet.site.example/app'] }, {}, 'config: allowedOrigins[0]: must be an origin'],
    ['no origin', { ...CONFIG, allowedOrigins: [] }, {}, 'config: allowedOrigins: must list the frame origin'],
    ['an SMTP port that is not a number', { ...CONFIG, smtp: { ...CONFIG.smtp, port: '25' } }, {}, 'config: smtp.port: must be an integer from 1 to 65535'],
    ['an SMTP user without a password', { ...CONFIG, smtp: { ...CONFIG.smtp, user: 'mailer' } }, {}, 'config: smtp.password: must be given with a user'],
    ['an unknown key', { ...CONFIG, allowOrigins: [] }, {}, 'config: allowOrigins: unknown key'],
    ['an unknown rate limit', { ...CONFIG, rateLimits: { login: false } }, {}, 'config: rateLimits.login: unknown key'],
    // The rules a started service checks its options by are the file's too (one checkOptions).
    [
      'an access token shorter than a minute',
      { ...CONFIG, sessions: { accessTokenSeconds: 30 } },
      {},
      'config: sessions.accessTokenSeconds: must be an integer from 60 to 86400',
    ],
    ['a proxy that is not an address', { ...CONFIG, trustProxy: ['10.0.0.0/33'] }, {}, "config: trustProxy: '10.0.0.0/33' is not an IP address or CIDR"],
    ['a DATABASE_URL that is not PostgreSQL', CONFIG, { DATABASE_URL: 'mysql://x' }, 'config: DATABASE_URL: must be a postgres:// URL'],
    [
      'a social provider SPEC does not name',
      { ...CONFIG, social: { redirectUri: REDIRECT, providers: { myspace: { ...GOOGLE, clientSecret: 's' } } } },
      {},
      'config: social.providers.myspace: unknown key',
    ],
    [
      'a social provider without its client secret',
      { ...CONFIG, social: { redirectUri: REDIRECT, providers: { google: GOOGLE } } },
      {},
      'config: social.providers.google.clientSecret: must be given (or SOCIAL_GOOGLE_CLIENT_SECRET)',
    ],
    [
      'a plain-http issuer without allowLoopback',
      { ...CONFIG, social: { redirectUri: REDIRECT, providers: { google: { ...GOOGLE, issuer: 'http://127.0.0.1:9000' } } } },
      { SOCIAL_GOOGLE_CLIENT_SECRET: 's' },
      'config: social.providers.google.issuer: must be an https URL',
    ],
    [
      'a redirect URI that is not the callback',
      { ...CONFIG, social: { redirectUri: 'https://auth.site.example/return', providers: {} } },
      {},
      'config: social.redirectUri: must end with /v1/social/callback',
    ],
  ];
  it.each(cases)('%s', async (_, config, env, line) => expectRefusedInOneLine(await runEntryToExit('auth', config, { ...ENV, ...env }), line), 60_000);
});

describe('wallet-modal-auth running', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox?.stop());

  it('prints its line, answers the probes, sends a code over SMTP, and exits 0 on SIGTERM', async () => {
    const service = await startServiceProcess({
      service: 'auth',
      config: {
        allowedOrigins: [FRAME_ORIGIN],
        smtp: { host: '127.0.0.1', port: inbox.smtpPort, from: 'Site <login@site.example>' },
        social: { redirectUri: REDIRECT, providers: { google: GOOGLE } },
      },
      env: {
        ...ENV,
        AUTH_CODE_SECRET: SECRET,
        AUTH_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SOCIAL_GOOGLE_CLIENT_SECRET: 'from-the-environment',
      },
    });
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await send(service.url, 'GET', '/healthz', { origin: null })).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await send(service.url, 'GET', '/readyz', { origin: null })).toMatchObject({
        status: 200,
        body: { ready: true, database: 'ok', migrations: { applied: 3, expected: 3 } },
      });
      expect((await send(service.url, 'POST', '/v1/email/code', { body: { email: 'built@example.com' } })).status).toBe(200);
      expect(inbox.messages('built@example.com')[0]?.code).toMatch(/^\d{6}$/);
      // The recovery routes exist: the key-encryption key came from the environment.
      expect((await send(service.url, 'POST', '/v1/shares/recovery/read', { body: {} })).status).toBe(401);
      // Google is offered: its client secret came from the environment (its metadata is fetched at the first login only).
      expect((await send(service.url, 'GET', '/v1/social/providers')).body).toEqual({ providers: ['google'] });
    } finally {
      expect(await service.stop('SIGTERM')).toBe(0);
    }
    const lines = service
      .stderr()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { service: string; level?: string; event?: string });
    expect(lines.every((line) => line.service === 'auth')).toBe(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.some((line) => line.event === 'stopping')).toBe(true);
  }, 120_000);
});
