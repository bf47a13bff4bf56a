// @vitest-environment node
/**
 * Issue 22 point 13, the `sign-in-with-ethereum` rule of EIP-4361's ABNF: the lines and their order. Accepted: the
 * EIP's three examples, the layouts other libraries write (no statement, no fractional seconds, offsets, a scheme, a
 * domain with userinfo or IPv6), every optional field alone and all together. Refused: anything the rule does not
 * produce (another line ending, a field out of order, repeated, unknown, missing, or a line left over).
 */
import { describe, expect, it } from 'vitest';
import { createEvmSiwxMessage, parseEvmSiwxMessage } from '../../../src/siwx';
import { SIWE_ADDRESS, expectAccepted, expectRefused, siweText } from '../../support/siwe-text';

const RESOURCES = ['Resources:', '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', '- https://example.com/my-web2-claim.json'];
const EXPIRATION = 'Expiration Time: 2021-10-01T16:25:24Z';
const NOT_BEFORE = 'Not Before: 2021-09-30T16:25:24Z';
const REQUEST_ID = 'Request ID: some_id';

describe('sign-in-with-ethereum: the lines and their order', () => {
  it("reads the EIP's first example into its fields", () => {
    expect(parseEvmSiwxMessage(siweText({ after: RESOURCES }))).toEqual({
      domain: 'example.com',
      address: SIWE_ADDRESS,
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      uri: 'https://example.com/login',
      chainId: 1,
      nonce: '32891756',
      issuedAt: new Date('2021-09-30T16:25:24.000Z'),
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
    });
  });

  it('accepts the layouts other libraries write', () => {
    expectAccepted({
      'EIP example, explicit port': siweText({ origin: 'example.com:3388', after: RESOURCES }),
      'EIP example, explicit scheme': siweText({ origin: 'https://example.com', after: RESOURCES }),
      'seconds without a fraction (Go, Elixir)': siweText({ issuedAt: '2021-09-30T16:25:24Z', after: [EXPIRATION] }),
      'nanoseconds (Rust)': siweText({ issuedAt: '2021-09-30T16:25:24.123456789Z' }),
      'a negative offset': siweText({ issuedAt: '2021-09-30T14:25:24-02:00', after: ['Expiration Time: 2021-10-01T21:55:24+05:30'] }),
      'userinfo in the domain': siweText({ origin: 'test@127.0.0.1:8080' }),
      'an IPv6 domain': siweText({ origin: '[::1]:8080', uri: 'http://[::1]:8080/login' }),
      "viem's own output": createEvmSiwxMessage({
        domain: 'example.com',
        address: SIWE_ADDRESS,
        uri: 'https://example.com/login',
        chainId: 1,
        nonce: '32891756',
        issuedAt: new Date(0),
        expirationTime: new Date(1),
        notBefore: new Date(0),
        requestId: 'r1',
        resources: ['https://example.com/a'],
      }),
    });
  });

  it('reads no statement (one empty line before the URI), an empty one (two) and a statement (a line between two)', () => {
    expect(parseEvmSiwxMessage(siweText({ statement: null }))).not.toHaveProperty('statement');
    expect(parseEvmSiwxMessage(siweText({ statement: '' }))).toMatchObject({ statement: '' });
    expect(parseEvmSiwxMessage(siweText({ statement: 'URI: https://example.com/x' }))).toMatchObject({ statement: 'URI: https://example.com/x' });
  });

  it('reads each optional field alone and all four in their order', () => {
    expectAccepted({
      'Expiration Time': siweText({ after: [EXPIRATION] }),
      'Not Before': siweText({ after: [NOT_BEFORE] }),
      'Request ID': siweText({ after: [REQUEST_ID] }),
      'an empty Request ID': siweText({ after: ['Request ID: '] }),
      Resources: siweText({ after: RESOURCES }),
      'Resources with none listed': siweText({ after: ['Resources:'] }),
      'all four': siweText({ after: [EXPIRATION, NOT_BEFORE, REQUEST_ID, ...RESOURCES] }),
    });
    expect(parseEvmSiwxMessage(siweText({ after: [EXPIRATION, NOT_BEFORE, 'Request ID: ', 'Resources:'] }))).toMatchObject({
      expirationTime: new Date('2021-10-01T16:25:24Z'),
      notBefore: new Date('2021-09-30T16:25:24Z'),
      requestId: '',
      resources: [],
    });
  });

  it('refuses another line ending, spaces or lines around the text', () => {
    const text = siweText({ after: [EXPIRATION] });
    expectRefused({
      CRLF: text.replaceAll('\n', '\r\n'),
      'a CR at the end of one line': text.replace('Version: 1\n', 'Version: 1\r\n'),
      CR: text.replaceAll('\n', '\r'),
      'a trailing LF': `${text}\n`,
      'a leading LF': `\n${text}`,
      'a leading space': ` ${text}`,
      'a trailing space': `${text} `,
      'a blank line before the optional fields': siweText({ after: ['', EXPIRATION] }),
      'no blank line after the address': text.replace(`${SIWE_ADDRESS}\n\n`, `${SIWE_ADDRESS}\n`),
      'no blank line after the statement': text.replace('/tos\n\n', '/tos\n'),
      'no statement and one LF too few': siweText({ statement: null }).replace('\n\n\nURI', '\n\nURI'),
      'three blank lines': siweText({ statement: null }).replace('\n\n\nURI', '\n\n\n\n\nURI'),
      'a statement on two lines': siweText({ statement: 'one\ntwo' }),
      empty: '',
    });
  });

  it('refuses the header spelled otherwise', () => {
    const text = siweText();
    expectRefused({
      'Wants (the text is case-sensitive)': text.replace('wants', 'Wants'),
      'ethereum account': text.replace('Ethereum', 'ethereum'),
      'Solana account': text.replace('Ethereum', 'Solana'),
      'no colon': text.replace('account:', 'account'),
      'two spaces': text.replace('example.com wants', 'example.com  wants'),
      'no domain': text.replace('example.com wants', ' wants'),
    });
  });

  it('refuses a required field missing, out of order, relabelled or spaced otherwise', () => {
    const text = siweText();
    const drop = (label: string) => text.replace(new RegExp(`\\n${label}: [^\\n]*`), '');
    expectRefused({
      'no URI': drop('URI'),
      'no Version': drop('Version'),
      'no Chain ID': drop('Chain ID'),
      'no Nonce': drop('Nonce'),
      'no Issued At': drop('Issued At'),
      'Version before URI': text.replace('URI: https://example.com/login\nVersion: 1', 'Version: 1\nURI: https://example.com/login'),
      'Nonce after Issued At': text.replace('Nonce: 32891756\n', '').concat('\nNonce: 32891756'),
      'uri: (labels are case-sensitive)': text.replace('URI: ', 'uri: '),
      'Chain Id:': text.replace('Chain ID: ', 'Chain Id: '),
      'no space after the colon': text.replace('Nonce: ', 'Nonce:'),
      'two spaces after the colon': text.replace('Nonce: ', 'Nonce:  '),
      'a space before the colon': text.replace('Nonce: ', 'Nonce : '),
    });
  });

  it('refuses optional fields out of order, repeated or unknown, and anything after the resources', () => {
    expectRefused({
      'Not Before before Expiration Time': siweText({ after: [NOT_BEFORE, EXPIRATION] }),
      'Request ID before Not Before': siweText({ after: [REQUEST_ID, NOT_BEFORE] }),
      'Resources before Request ID': siweText({ after: [...RESOURCES, REQUEST_ID] }),
      'Expiration Time twice': siweText({ after: [EXPIRATION, EXPIRATION] }),
      'Resources twice': siweText({ after: [...RESOURCES, ...RESOURCES] }),
      'Nonce twice': siweText({ after: ['Nonce: 32891756'] }),
      'Issued At twice': siweText({ after: ['Issued At: 2021-09-30T16:25:24Z'] }),
      'an unknown field': siweText({ after: ['Session: 1'] }),
      'an unknown field between known ones': siweText({ after: [EXPIRATION, 'Session: 1', NOT_BEFORE] }),
      'a resource without Resources:': siweText({ after: ['- https://example.com/a'] }),
      'a line after the resources': siweText({ after: [...RESOURCES, 'Request ID: x'] }),
      'a blank line among the resources': siweText({ after: ['Resources:', '', '- https://example.com/a'] }),
      'Resources: with a space': siweText({ after: ['Resources: ', '- https://example.com/a'] }),
      'resources:': siweText({ after: ['resources:', '- https://example.com/a'] }),
    });
  });

  it('refuses a text beyond 8192 characters, the bound of every message the services read', () => {
    expect(parseEvmSiwxMessage(siweText({ statement: 'a'.repeat(8192) }))).toBeNull();
    // deliberately not a string, as a JSON body may hold
    expect(parseEvmSiwxMessage(42 as unknown as string)).toBeNull();
  });
});
