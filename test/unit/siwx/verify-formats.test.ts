// @vitest-environment node
/**
 * Issue 22 point 13 for `verifySiwx`: messages in the layouts other EIP-4361 libraries write (no fractional seconds,
 * offsets, an explicit scheme, an IPv6 host, userinfo), signed by a real key, are verified; and they stay bound as
 * every message is: the domain's host and port and the URI to the expected origin, a named scheme to its scheme, the
 * time window compared as instants (an offset can put a time that reads later in the past), the chain, the signature.
 */
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiwxNonce, verifySiwx } from '../../../src/siwx/server';

const ACCOUNT = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const NOW = Date.parse('2026-11-24T20:00:00Z');
const NONCE = createSiwxNonce();

type Text = { origin?: string; uri?: string; issuedAt?: string; after?: string[] };

/** A message laid out as the EIP's grammar says, line by line, not through any one library's formatter. */
function text({ origin = 'site.example', uri = 'https://site.example/app', issuedAt = '2026-11-24T19:59:00Z', after = [] }: Text): string {
  return [
    `${origin} wants you to sign in with your Ethereum account:`,
    ACCOUNT.address,
    '',
    'Sign in to Site',
    '',
    `URI: ${uri}`,
    'Version: 1',
    'Chain ID: 1',
    `Nonce: ${NONCE}`,
    `Issued At: ${issuedAt}`,
    ...after,
  ].join('\n');
}

async function verify(message: string, domain = 'https://site.example', signed = message) {
  const signature = await ACCOUNT.signMessage({ message: signed });
  const result = await verifySiwx({ message, signature, domain, nonce: NONCE, chainIds: [1], now: NOW });
  return result.ok ? 'ok' : result.reason;
}

describe('verifySiwx reads the layouts other EIP-4361 libraries write', () => {
  it('verifies them', async () => {
    const cases: [name: string, message: string, domain?: string][] = [
      ['no fractional seconds', text({ after: ['Expiration Time: 2026-11-24T21:00:00Z'] })],
      [
        'offsets',
        text({ issuedAt: '2026-11-24T17:59:00-02:00', after: ['Expiration Time: 2026-11-25T02:30:00+05:30', 'Not Before: 2026-11-24T19:00:00+00:00'] }),
      ],
      ['lowercase t and z', text({ issuedAt: '2026-11-24t19:59:00.5z' })],
      ['an explicit scheme', text({ origin: 'https://site.example' })],
      ['an explicit scheme in capitals', text({ origin: 'HTTPS://site.example' })],
      ['an IPv6 host and a port', text({ origin: '[::1]:8080', uri: 'http://[::1]:8080/' }), 'http://[::1]:8080'],
      ['userinfo before the host', text({ origin: 'test@127.0.0.1:8080', uri: 'http://127.0.0.1:8080/' }), 'http://127.0.0.1:8080'],
      ['a host-only expected domain', text({ origin: 'https://site.example' }), 'site.example'],
    ];
    const results = await Promise.all(cases.map(async ([name, message, domain]) => [name, await verify(message, domain)] as const));
    expect(results.filter(([, result]) => result !== 'ok')).toEqual([]);
  });

  it('binds them as every message is: domain, scheme, URI, time window as instants, chain, signature', async () => {
    const cases: [name: string, expected: string, message: string, domain?: string, signed?: string][] = [
      ['another host', 'domain', text({ origin: 'evil.example' })],
      ['another host behind userinfo', 'domain', text({ origin: 'site.example@evil.example' })],
      ['another port', 'domain', text({ origin: '[::1]:9090', uri: 'http://[::1]:8080/' }), 'http://[::1]:8080'],
      ['another scheme', 'domain', text({ origin: 'http://site.example' })],
      ['another URI origin', 'domain', text({ uri: 'https://evil.example/app' })],
      // 20:30 at +05:30 is 15:00 UTC, five hours before now, though it reads later than 20:00.
      ['expired at an offset', 'expired', text({ after: ['Expiration Time: 2026-11-24T20:30:00+05:30'] })],
      // 19:30 at -02:00 is 21:30 UTC, after now, though it reads earlier than 20:00.
      ['not yet valid at an offset', 'not-yet-valid', text({ after: ['Not Before: 2026-11-24T19:30:00-02:00'] })],
      ['another chain', 'chain', text({}).replace('Chain ID: 1', 'Chain ID: 5')],
      ['signed otherwise', 'signature', text({ issuedAt: '2026-11-24T19:59:00Z' }), undefined, text({ issuedAt: '2026-11-24T19:59:00.000Z' })],
      ['a malformed text', 'message', `${text({})}\n`],
    ];
    const results = await Promise.all(cases.map(async ([name, , message, domain, signed]) => [name, await verify(message, domain, signed)]));
    expect(Object.fromEntries(results)).toEqual(Object.fromEntries(cases.map(([name, expected]) => [name, expected])));
  });
});
