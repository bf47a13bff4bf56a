// @vitest-environment node
/**
 * Issue 22 point 13, EIP-4361's value rules one by one, each in its place in an otherwise valid message: scheme,
 * domain (RFC 3986 authority), address (EIP-55), statement, uri (RFC 3986 URI), version, chain-id, nonce, the three
 * date-times (RFC 3339), request-id (`*pchar`) and resources. For each, spellings the rule accepts and ones it refuses.
 */
import { describe, expect, it } from 'vitest';
import { parseEvmSiwxMessage } from '../../../src/siwx';
import { SIWE_ADDRESS, each, expectAccepted, expectRefused, siweText } from '../../support/siwe-text';

describe('scheme and domain: [ scheme "://" ] authority', () => {
  it('reads a scheme apart from the domain', () => {
    expect(parseEvmSiwxMessage(siweText({ origin: 'https://service.org' }))).toMatchObject({ scheme: 'https', domain: 'service.org' });
    expect(parseEvmSiwxMessage(siweText({ origin: 'test@127.0.0.1:8080' }))).toMatchObject({ domain: 'test@127.0.0.1:8080' });
    expect(parseEvmSiwxMessage(siweText())).not.toHaveProperty('scheme');
  });

  it('accepts every scheme ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) writes', () => {
    expectAccepted(each(['https', 'http', 'HTTPS', 'a', 'did+web.x-1'], (scheme) => ({ origin: `${scheme}://example.com` })));
  });

  it('refuses a scheme that does not start with a letter or holds anything else', () => {
    expectRefused(each(['', '1http', '+a', 'ht tp', 'ht_tp', 'héllo', 'https:'], (scheme) => ({ origin: `${scheme}://example.com` })));
  });

  it('accepts every authority: reg-name, IPv4, IPv6, IPvFuture, a port (even empty), userinfo', () => {
    const domains = [
      'example.com',
      'example.com:3388',
      'example.com:',
      'localhost',
      'xn--caf-dma.example',
      "sub_domain~x-y.example!$&'()*+,;=",
      'exa%4Dple.com',
      '127.0.0.1',
      '999.1.1.1',
      'test@127.0.0.1:8080',
      'user:pa%20ss@example.com',
      '@example.com',
      '[::1]:8080',
      '[::]',
      '[2001:db8::7]',
      '[2001:DB8:0:0:8:800:200C:417A]',
      '[1:2:3:4:5:6:7::]',
      '[::2:3:4:5:6:7:8]',
      '[::ffff:192.0.2.1]',
      '[1:2:3:4:5:6:192.0.2.1]',
      '[v1.fe80::a+en1]',
      '[V7.x]',
    ];
    expectAccepted(each(domains, (origin) => ({ origin })));
  });

  it('refuses what no authority is', () => {
    const domains = [
      'example.com:80a',
      'example.com:-1',
      'example.com/path',
      'example.com?q',
      'example.com#f',
      'a@b@example.com',
      'café.example',
      '%zz.example',
      'exa"mple.com',
      'exa<mple.com',
      '[::1',
      '::1',
      '[::1]x',
      '[::1]:80a',
      '[1::2::3]',
      '[12345::]',
      '[:1::]',
      '[1:2:3:4:5:6:7:8:9]',
      '[1:2:3:4:5:6:7]',
      '[1::2:3:4:5:6:7:8]',
      '[::1.2.3.256]',
      '[::01.2.3.4]',
      '[1.2.3.4::]',
      '[fe80::1%25en0]',
      '[v.x]',
      '[v1.]',
      '[example.com]',
    ];
    expectRefused(each(domains, (origin) => ({ origin })));
  });

  it('refuses an empty host, which RFC 3986 allows but the EIP makes REQUIRED', () => {
    expectRefused(each(['', ':8080', 'user@', 'user@:8080'], (origin) => ({ origin })));
  });
});

describe('address: "0x" 40HEXDIG in its EIP-55 checksum', () => {
  it('accepts the checksummed spelling only', () => {
    expectAccepted(each([SIWE_ADDRESS, '0x0000000000000000000000000000000000000000'], (address) => ({ address })));
    expectRefused(
      each(
        [
          SIWE_ADDRESS.toLowerCase(),
          `0x${SIWE_ADDRESS.slice(2).toUpperCase()}`,
          SIWE_ADDRESS.replace('C02a', 'c02a'),
          `0X${SIWE_ADDRESS.slice(2)}`,
          SIWE_ADDRESS.slice(0, 41),
          `${SIWE_ADDRESS}0`,
          SIWE_ADDRESS.slice(2),
          `${SIWE_ADDRESS.slice(0, 41)}g`,
          ` ${SIWE_ADDRESS}`,
        ],
        (address) => ({ address }),
      ),
    );
  });
});

describe('statement: *( reserved / unreserved / " " )', () => {
  it('accepts every reserved and unreserved character and the space, and reads them as written', () => {
    const all = "AZaz09 -._~:/?#[]@!$&'()*+,;=";
    expect(parseEvmSiwxMessage(siweText({ statement: all }))).toMatchObject({ statement: all });
  });

  it('refuses any other character', () => {
    expectRefused(each(['100%', 'say "hi"', 'a<b', 'a>b', 'a\\b', 'a^b', 'a`b', 'a{b}', 'a|b', 'café', 'tab\there', 'نعم'], (statement) => ({ statement })));
  });
});

describe('uri and resources: an RFC 3986 URI', () => {
  const uris = [
    'https://example.com/login',
    'https://example.com',
    'https://example.com/',
    'http://[::1]:8080/a?b=c#d',
    'https://u:p@example.com/x%20y',
    'https://example.com/a?b=/c?d#e/f?',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'urn:isbn:0451450523',
    'mailto:a@example.com',
    'file:///etc/hosts',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'a:',
    'A+b-c.d:x',
  ];
  const notUris = [
    '',
    '/login',
    'example.com',
    '//example.com/x',
    '1https://example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/#a#b',
    'https://example.com/%zz',
    'https://example.com/%2',
    'https://[::1/x',
    'https://example.com:80a/',
    'https://example.com/é',
    'https://example.com/a{b}',
    'https://example.com/a|b',
  ];

  it('accepts every URI as the uri and as a resource', () => {
    expectAccepted(each(uris, (uri) => ({ uri })));
    expectAccepted(each(uris, (uri) => ({ after: ['Resources:', `- ${uri}`] })));
  });

  it('refuses what is no URI in either place, and a resource line written otherwise', () => {
    expectRefused(each(notUris, (uri) => ({ uri })));
    expectRefused(each(notUris, (uri) => ({ after: ['Resources:', `- ${uri}`] })));
    expectRefused(
      each(['-https://example.com/a', '-  https://example.com/a', ' - https://example.com/a', '* https://example.com/a', '- '], (line) => ({
        after: ['Resources:', line],
      })),
    );
  });
});

describe('version, chain-id, nonce, request-id', () => {
  it('version is "1" only', () => {
    expectRefused(each(['2', '1.0', '01', '', ' 1', 'v1'], (version) => ({ version })));
  });

  it('chain-id is 1*DIGIT, read as its number', () => {
    expect(parseEvmSiwxMessage(siweText({ chainId: '0137' }))).toMatchObject({ chainId: 137 });
    expectAccepted(each(['1', '0', '31337', '9007199254740991'], (chainId) => ({ chainId })));
    // A chain id past 2^53 - 1 would be misread as a JS number, so it is refused though the grammar allows it.
    expectRefused(each(['', '-1', '1.0', '0x1', '1e3', ' 1', '１', '9007199254740993'], (chainId) => ({ chainId })));
  });

  it('nonce is at least 8 letters or digits, with no upper bound of its own', () => {
    expectAccepted(each(['32891756', 'abcdEFGH', 'a'.repeat(200)], (nonce) => ({ nonce })));
    expectRefused(each(['', '1234567', '1234567_', 'abcd efgh', 'abcd-efgh', 'abcdéfgh'], (nonce) => ({ nonce })));
  });

  it('request-id is *pchar: empty, or unreserved, sub-delims, ":", "@" and %-escapes', () => {
    const ids = ['', 'some_id', "a:b@c!$&'()*+,;=-._~", '%20x'];
    expectAccepted(each(ids, (id) => ({ after: [`Request ID: ${id}`] })));
    expect(parseEvmSiwxMessage(siweText({ after: ['Request ID: %20x'] }))).toMatchObject({ requestId: '%20x' });
    expectRefused(each(['a b', 'a/b', 'a?b', 'a#b', '%zz', 'a[b]', 'é'], (id) => ({ after: [`Request ID: ${id}`] })));
  });
});
