// @vitest-environment node
/**
 * The `sign-in-with-solana` rule of the Sign-In With Solana specification's ABNF, read as the EIP-4361 one is: texts
 * other wallets and servers write are accepted (times without fractions or with offsets, a domain with userinfo or
 * IPv6, a cluster name or a genesis hash prefix, long nonces, the minimal and the maximal templates); anything the
 * rule does not produce is refused whole. And the verifier binds a userinfo domain by its host and port.
 */
import { getBase58Decoder, getUtf8Encoder } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createSolanaSiwxMessage, parseSolanaSiwxMessage } from '../../../src/siwx/server';
import { verifySolanaSiwx } from '../../../src/siwx/verify-solana';

const ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const HEAD = (domain = 'site.example') => [`${domain} wants you to sign in with your Solana account:`, ADDRESS];
const FIELDS = ['URI: https://site.example/login', 'Version: 1', 'Chain ID: mainnet', 'Nonce: 32891756', 'Issued At: 2021-09-30T16:25:24Z'];
const text = (...lines: string[]) => lines.join('\n');
const read = (cases: Record<string, string>, accepted: boolean) =>
  Object.keys(cases).filter((name) => (parseSolanaSiwxMessage(cases[name]!) !== null) !== accepted);

describe('sign-in-with-solana: the lines and their order', () => {
  it('reads the maximal template into its fields, times kept as written', () => {
    const message = text(
      ...HEAD(),
      '',
      'I accept the Terms of Service: https://site.example/tos',
      '',
      ...FIELDS,
      'Expiration Time: 2021-10-01T16:25:24-02:00',
      'Not Before: 2021-09-30T16:25:24.5+05:30',
      'Request ID: some_id',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://site.example/claim.json',
    );
    expect(parseSolanaSiwxMessage(message)).toEqual({
      domain: 'site.example',
      address: ADDRESS,
      statement: 'I accept the Terms of Service: https://site.example/tos',
      uri: 'https://site.example/login',
      version: '1',
      chainId: 'mainnet',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24Z',
      expirationTime: '2021-10-01T16:25:24-02:00',
      notBefore: '2021-09-30T16:25:24.5+05:30',
      requestId: 'some_id',
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://site.example/claim.json'],
    });
  });

  it('accepts the layouts other wallets and servers write', () => {
    const accepted = {
      'the minimal template': text(...HEAD()),
      'fields without a statement': text(...HEAD(), '', ...FIELDS),
      'a statement without fields': text(...HEAD(), '', 'Sign in'),
      'a statement, then an empty advanced-fields': text(...HEAD(), '', 'Sign in', ''),
      'the address, then an empty advanced-fields': text(...HEAD(), ''),
      'only some fields, in order': text(...HEAD(), '', 'Nonce: 32891756', 'Request ID: r-1'),
      'userinfo and a port in the domain': text(...HEAD('test@127.0.0.1:8080'), '', ...FIELDS),
      'an IPv6 domain': text(...HEAD('[::1]:8080'), '', 'URI: http://[::1]:8080/login'),
      nanoseconds: text(...HEAD(), '', 'Issued At: 2021-09-30T16:25:24.123456789Z'),
      'solana:devnet as the chain': text(...HEAD(), '', 'Chain ID: solana:devnet'),
      'a genesis hash prefix as the chain (CAIP-122)': text(...HEAD(), '', 'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
      'a 100-character nonce': text(...HEAD(), '', `Nonce: ${'a1'.repeat(50)}`),
      'no resources after the label': text(...HEAD(), '', 'Nonce: 32891756', 'Resources:'),
      "the modal's own output": createSolanaSiwxMessage({
        domain: 'site.example',
        address: ADDRESS,
        statement: 'Sign in',
        ...{ uri: 'https://site.example', version: '1', nonce: 'abcdefgh' },
      }),
    };
    expect(read(accepted, true)).toEqual([]);
  });

  it('refuses whatever the rule does not produce, naming none of it as a field', () => {
    const refused = {
      'CRLF line endings': text(...HEAD(), '', ...FIELDS).replaceAll('\n', '\r\n'),
      'no empty line after the address': text(...HEAD(), ...FIELDS),
      'two empty lines after the address': text(...HEAD(), '', ''),
      'a field out of order': text(...HEAD(), '', 'Version: 1', 'URI: https://site.example/login'),
      'a field twice': text(...HEAD(), '', 'Nonce: 32891756', 'Nonce: 32891757'),
      'an unknown field': text(...HEAD(), '', 'Nonce: 32891756', 'Domain: site.example'),
      'a line after the resources': text(...HEAD(), '', 'Resources:', '- https://a.example', 'Nonce: 32891756'),
      'a trailing line break after the fields': text(...HEAD(), '', ...FIELDS, ''),
      'version 2': text(...HEAD(), '', 'Version: 2'),
      'a 7-character nonce': text(...HEAD(), '', 'Nonce: 1234567'),
      'a nonce with a dash': text(...HEAD(), '', 'Nonce: 1234-5678'),
      'a chain named in words': text(...HEAD(), '', 'Chain ID: Solana Mainnet'),
      'a date without seconds': text(...HEAD(), '', 'Issued At: 2021-09-30T16:25Z'),
      'a date without a zone': text(...HEAD(), '', 'Issued At: 2021-09-30T16:25:24'),
      'the 31st of September': text(...HEAD(), '', 'Issued At: 2021-09-31T16:25:24Z'),
      'a relative URI': text(...HEAD(), '', 'URI: /login'),
      'a request id with a space': text(...HEAD(), '', 'Request ID: a b'),
      'a resource that is no URI': text(...HEAD(), '', 'Resources:', '- not a uri'),
      'a statement with a quote': text(...HEAD(), '', 'Say "yes"', '', ...FIELDS),
      'a statement out of ASCII': text(...HEAD(), '', 'Connexion à site', '', ...FIELDS),
      'an empty domain': text(...HEAD('')),
      'a domain with a path': text(...HEAD('site.example/login')),
      'a hex address': text(`site.example wants you to sign in with your Solana account:`, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
      'the Ethereum header': text('site.example wants you to sign in with your Ethereum account:', ADDRESS),
    };
    expect(read(refused, false)).toEqual([]);
  });

  it('writes only statements the grammar allows', () => {
    expect(() => createSolanaSiwxMessage({ domain: 'site.example', address: ADDRESS, statement: 'Connexion à site' })).toThrow(/one line of ASCII/);
    expect(() => createSolanaSiwxMessage({ domain: 'site.example', address: ADDRESS, statement: 'two\nlines' })).toThrow(/one line of ASCII/);
  });
});

describe('verifySolanaSiwx with a domain that carries userinfo', () => {
  it("binds the domain's host and port to the site, and still refuses another host", async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const address = getBase58Decoder().decode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
    const signed = async (domain: string) => {
      const message = text(
        `${domain} wants you to sign in with your Solana account:`,
        address,
        '',
        'URI: http://127.0.0.1:8080/',
        'Chain ID: mainnet',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24+02:00',
      );
      const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, getUtf8Encoder().encode(message) as Uint8Array<ArrayBuffer>));
      return { message, signature: getBase58Decoder().decode(signature), nonce: '32891756', now: Date.parse('2021-09-30T15:00:00Z') };
    };
    expect(await verifySolanaSiwx({ ...(await signed('test@127.0.0.1:8080')), domain: 'http://127.0.0.1:8080' })).toMatchObject({ ok: true, address });
    expect(await verifySolanaSiwx({ ...(await signed('test@127.0.0.1:8081')), domain: 'http://127.0.0.1:8080' })).toEqual({ ok: false, reason: 'domain' });
  });
});
