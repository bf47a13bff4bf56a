// @vitest-environment node
/**
 * No request can stop the auth service (issue 21 point 1, as issue 19 holds for the others): 3,000 generated hostile
 * requests over raw sockets (half carrying the allowed Origin, so they reach the routes' parsers), and 1,500
 * well-formed requests from the frame's origin whose bodies, tokens and codes are hostile. Every request sent whole
 * gets a JSON answer, never a 500; afterwards the process is alive, a real login by email still works, and it has
 * logged no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledAuthRateLimits } from '../../../../server/auth';
import { fuzzRequest, seededRandom, type FuzzRequest } from '../../../support/http-fuzz';
import { fuzzService } from '../../../support/http-fuzz-tally';
import { TEST_DATABASES } from '../../../support/data/databases';
import { FRAME_ORIGIN, startAuthHarness, type AuthHarness } from '../../../support/auth/auth-harness';

const GENERIC = 3000;
const SHAPED = 1500;
const CONCURRENCY = 30;
const PATHS = [
  '/healthz',
  '/readyz',
  '/v1/email/code',
  '/v1/email/verify',
  '/v1/email/change',
  '/v1/email/change/primary',
  '/v1/email/change/secondary',
  '/v1/session',
  '/v1/session/refresh',
  '/v1/session/sign-out',
  '/v1/shares/auth',
  '/v1/shares/recovery',
  '/v1/shares/recovery/read',
  '/v1/social/providers',
  '/v1/social/google/start',
  '/v1/social/complete',
  '/v1/{x}',
];
const ROUTES: [string, string][] = [
  ['POST', '/v1/email/code'],
  ['POST', '/v1/email/verify'],
  ['POST', '/v1/email/change'],
  ['POST', '/v1/email/change/primary'],
  ['POST', '/v1/email/change/secondary'],
  ['GET', '/v1/session'],
  ['POST', '/v1/session/refresh'],
  ['POST', '/v1/session/sign-out'],
  ['PUT', '/v1/shares/auth'],
  ['GET', '/v1/shares/auth'],
  ['PUT', '/v1/shares/recovery'],
  ['POST', '/v1/shares/recovery/read'],
  ['GET', '/v1/social/providers'],
  ['POST', '/v1/social/google/start'],
  ['POST', '/v1/social/complete'],
];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A generic hostile request, with the frame's Origin added after the request line half the time. */
function withOrigin(random: Random, request: FuzzRequest): FuzzRequest {
  const lineEnd = request.bytes.indexOf('\r\n');
  if (random() < 0.5 || lineEnd < 0) return request;
  const bytes = Buffer.concat([request.bytes.subarray(0, lineEnd + 2), Buffer.from(`Origin: ${FRAME_ORIGIN}\r\n`), request.bytes.subarray(lineEnd + 2)]);
  return { ...request, bytes, label: `${request.label} +origin` };
}

const HOSTILE_VALUES: unknown[] = [
  'fuzz@example.com',
  'FUZZ@Example.COM',
  'a@b',
  'a@b.co\r\nBcc: x@y.z',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
  '123456',
  '000000',
  '12345\u0000',
  `wmr_${'A'.repeat(43)}`,
  `wma_${'B'.repeat(43)}`,
  `wmf_${'F'.repeat(43)}`,
  'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=',
  `0x${'1'.repeat(40)}`,
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  '',
  ' ',
  '\ud800',
  'x'.repeat(3000),
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ['fuzz@example.com'],
  {},
  { $ne: null },
];
/** Bodies whose keys would walk the prototype if a parser copied them into an object. */
const POLLUTING = [
  '{"__proto__":{"email":"fuzz@example.com"}}',
  '{"constructor":{"prototype":{"admin":true}},"email":"fuzz@example.com"}',
  '{"email":{"__proto__":"x"}}',
];
const KEYS = ['email', 'otp', 'refreshToken', 'everywhere', 'share', 'evmAddress', 'solanaAddress', 'code', 'flow', '__proto__', 'constructor', 'admin'];

/** A well-formed request from the frame's origin to a real route, with a hostile body and, often, a forged token. */
function shapedRequest(random: Random): FuzzRequest {
  const [method, path] = pick(random, ROUTES);
  // Written as text, so that a key such as __proto__ is sent as a key (an object literal would take it as its prototype).
  const fields = Array.from(
    { length: Math.floor(random() * 4) },
    () => `${JSON.stringify(pick(random, KEYS))}:${JSON.stringify(pick(random, HOSTILE_VALUES))}`,
  );
  const roll = random();
  const body = roll < 0.1 ? JSON.stringify(pick(random, HOSTILE_VALUES)) : roll < 0.2 ? pick(random, POLLUTING) : `{${fields.join(',')}}`;
  const token = random() < 0.6 ? `Authorization: Bearer ${pick(random, [`wma_${'C'.repeat(43)}`, 'wma_short', `wmr_${'D'.repeat(43)}`, ''])}\r\n` : '';
  const head = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${FRAME_ORIGIN}\r\n${token}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  return { bytes: Buffer.from(head + body, 'utf8'), finish: false, head: false, mayGoUnanswered: false, label: `${method} ${path} ${body.slice(0, 80)}` };
}

/** Errors no handler caught would surface here (Vitest also fails the run on them). */
const escaped: unknown[] = [];
const onEscaped = (error: unknown) => escaped.push(error);

describe('fuzzing the auth service', () => {
  let auth: AuthHarness;
  const lines: string[] = [];
  beforeAll(async () => {
    process.on('unhandledRejection', onEscaped);
    process.on('uncaughtException', onEscaped);
    auth = await startAuthHarness(TEST_DATABASES[0]!, {
      // The limits run, far above what the generated requests from one address reach.
      rateLimits: scaledAuthRateLimits(1000),
      limits: { requestTimeoutMs: 1500, headersTimeoutMs: 1500, keepAliveTimeoutMs: 500 },
      log: (line) => lines.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    process.off('unhandledRejection', onEscaped);
    process.off('uncaughtException', onEscaped);
    await auth?.stop();
  });

  it(`answers ${(GENERIC + SHAPED).toLocaleString('en-US')} hostile requests without a 500, and a login by email works after`, async () => {
    const random = seededRandom(21);
    const requests = [
      ...Array.from({ length: GENERIC }, () => withOrigin(random, fuzzRequest(random, PATHS))),
      ...Array.from({ length: SHAPED }, () => shapedRequest(random)),
    ];
    const tally = await fuzzService(auth.service.port, requests, CONCURRENCY);
    expect(tally.problems.slice(0, 10)).toEqual([]);
    expect(tally.answered + tally.unanswered).toBe(GENERIC + SHAPED);
    expect(tally.answered).toBeGreaterThan((GENERIC + SHAPED) * 0.7);
    // The parsers were reached (400s), the origin check too (403s), the session check (401s) and some succeeded.
    for (const status of [200, 400, 401, 403]) expect(tally.byStatus.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    expect(escaped).toEqual([]);
    const session = await auth.login('after-the-fuzz@example.com');
    expect((await auth.call('GET', '/v1/session', { token: session.accessToken })).status).toBe(200);
    expect(lines.filter((line) => JSON.parse(line).level === 'error')).toEqual([]);
  }, 240_000);
});
