/**
 * Hostile HTTP/1.1 requests from a seeded generator: odd request lines and targets, bad percent-encoding, duplicate and
 * oversized headers, chunked and truncated bodies, and JSON of every shape to the routes a service has. The same seed
 * gives the same requests, so a failure can be replayed.
 */

export type FuzzRequest = {
  bytes: Buffer;
  /** Our side half-closes after the bytes: the server sees the end of the stream. */
  finish: boolean;
  /** A HEAD request: the answer has no body. */
  head: boolean;
  /** True when the request may end with no answer (we closed the stream before the body we announced). */
  mayGoUnanswered: boolean;
  /** A short label of what was generated, for failure messages. */
  label: string;
};

/** mulberry32: small, fast and good enough to spread choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, max: number) => Math.floor(random() * max);

const METHODS = [
  'GET',
  'GET',
  'GET',
  'POST',
  'POST',
  'POST',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
  'PATCH',
  'TRACE',
  'CONNECT',
  'get',
  'PROPFIND',
  'G\x00T',
  'GE T',
  '',
  'POST\t',
  'X'.repeat(64),
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', 'http/1.1', 'HTTP/1.', ''];
const BAD_SEGMENTS = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '%uD800',
  '..%2F..%2F',
  '%%',
  '%25%',
  '\u00e9',
  '\u{1F600}',
  '[',
  ']',
  '@',
  '%0D%0Aset-cookie:x',
  ';',
  'a'.repeat(600),
];
const ODD_TARGETS = [
  '//[',
  'http://[/',
  'http://[::1/',
  '//',
  '///',
  '*',
  'http:',
  'http://',
  'https://evil.example/v1/supported-chains',
  'http://127.0.0.1:1/v1/supported-chains',
  '//evil.example/x',
  '/\\',
  '/%',
  '/?%',
  '/#frag',
  '?q',
  '/v1/../../etc/passwd',
  'javascript:alert(1)',
  'file:///etc/passwd',
  `/${'x'.repeat(5000)}`,
];

/** A random JSON value, nested at most `depth` deep. */
function randomJson(random: Random, depth = 4): unknown {
  const kind = int(random, depth > 0 ? 10 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, -1, 1.5, 1e308, -1e-308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 123456789]);
    case 3:
      return pick(random, [
        '',
        'usd',
        '0x',
        `0x${'f'.repeat(40)}`,
        'eip155:31337',
        `eip155:31337:0x${'1'.repeat(40)}`,
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        '1'.repeat(80),
        '-1',
        '1e18',
        'NaN',
        '__proto__',
        '\u0000',
        '\ud800',
      ]);
    case 4:
      return 'z'.repeat(int(random, 3000));
    case 5:
      return String(int(random, 10 ** 9));
    case 6:
      return pick(random, [[], {}, [null], { '': '' }]);
    case 7:
      return Array.from({ length: int(random, 6) }, () => randomJson(random, depth - 1));
    default: {
      const keys = [
        'currency',
        'addresses',
        'projectId',
        'message',
        'signature',
        'address',
        'coin_type',
        'pci',
        'amount',
        'from',
        'to',
        'userAddress',
        'network',
        'purchaseCurrency',
        'paymentCurrency',
        'destinationWallets',
        'eventId',
        'url',
        'domain',
        'timestamp',
        'props',
        '__proto__',
        'constructor',
        'eip155',
      ];
      const object: Record<string, unknown> = {};
      for (let i = int(random, 7); i > 0; i--) object[pick(random, keys)] = randomJson(random, depth - 1);
      return object;
    }
  }
}

/** A body's text: JSON of some shape, a JSON document nested past reason, or bytes that are not JSON. */
function randomBody(random: Random): string {
  const kind = int(random, 10);
  if (kind === 0) return '['.repeat(5000) + ']'.repeat(5000);
  if (kind === 1) return `{"a":${'"x'.repeat(10)}`;
  if (kind === 2) return Buffer.from(Array.from({ length: 64 }, () => int(random, 256))).toString('latin1');
  if (kind === 3) return JSON.stringify({ addresses: Array.from({ length: 200 }, () => `eip155:1:0x${'2'.repeat(40)}`), currency: 'usd' });
  if (kind === 4) return 'x'.repeat(20 * 1024);
  return JSON.stringify(randomJson(random));
}

/** A target: one of the service's paths, bent in one of several ways, with a query that may be hostile too. */
function randomTarget(random: Random, paths: readonly string[]): string {
  const roll = int(random, 10);
  if (roll === 0) return pick(random, ODD_TARGETS);
  let path = pick(random, paths).replace(/\{[^}]*\}/g, () =>
    pick(random, [`0x${'a'.repeat(40)}`, `eip155:31337:0x${'b'.repeat(40)}`, 'alice', pick(random, BAD_SEGMENTS), '', 'current']),
  );
  if (roll === 1) path = `/${path}`;
  if (roll === 2) path = `http://127.0.0.1${path}`;
  if (roll === 3) path = path.replace(/\//g, '%2F');
  if (roll === 4) path = `${path}/${pick(random, BAD_SEGMENTS)}`;
  const query =
    int(random, 3) === 0
      ? ''
      : '?' +
        Array.from(
          { length: 1 + int(random, 4) },
          () =>
            `${pick(random, ['chainId', 'currency', 'cursor', 'projectId', 'st', 'sv', 'page', 'entries', 'search', 'include', 'amount', 'from', 'to', 'userAddress', 'tokenAddress', 'zone', 'apiVersion', 'sender', '%', 'a[]'])}=${pick(random, ['usd', 'eip155:31337', '1', '-1', '0', '99999999999999999999', '%ZZ', '%E0%A4%A', 'x'.repeat(700), '', 'abc', '1,2,3'])}`,
        ).join('&');
  return path + query;
}

/** One hostile request to a service with `paths` (templates like '/v1/account/{address}/balance'). */
export function fuzzRequest(random: Random, paths: readonly string[]): FuzzRequest {
  const method = int(random, 4) === 0 ? pick(random, METHODS) : pick(random, ['GET', 'POST', 'HEAD', 'OPTIONS']);
  const target = randomTarget(random, paths);
  const version = int(random, 8) === 0 ? pick(random, VERSIONS) : 'HTTP/1.1';
  const headers: string[] = [];
  if (int(random, 10) > 0) headers.push('Host: 127.0.0.1');
  headers.push('Connection: close');
  const bodyText = method === 'POST' || int(random, 6) === 0 ? randomBody(random) : '';
  let body = Buffer.from(bodyText, 'utf8');
  let finish = int(random, 4) === 0;
  let mayGoUnanswered = false;
  const style = int(random, 12);
  if (body.length > 0 || style < 3) {
    headers.push(
      `Content-Type: ${pick(random, ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/json\u00e9'])}`,
    );
  }
  if (style === 0) {
    // Chunked, well-formed.
    headers.push('Transfer-Encoding: chunked');
    body = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  } else if (style === 1) {
    // Chunked with a lying or malformed size.
    headers.push('Transfer-Encoding: chunked');
    body = Buffer.concat([
      Buffer.from(pick(random, ['zz\r\n', 'ffffffffffffffff\r\n', '5\r\nabc', '-1\r\n', `3;ext=${'e'.repeat(20000)}\r\nabc\r\n0\r\n\r\n`])),
      body,
    ]);
    finish = true;
    mayGoUnanswered = true;
  } else if (style === 2) {
    // Content-Length larger than what is sent: a truncated body.
    headers.push(`Content-Length: ${body.length + 1 + int(random, 1000)}`);
    finish = true;
    mayGoUnanswered = true;
  } else if (style === 3) {
    // Two Content-Lengths that disagree, or one with Transfer-Encoding.
    headers.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length + 3}`);
  } else if (style === 4) {
    headers.push(`Content-Length: ${body.length}`, 'Transfer-Encoding: chunked');
  } else if (style === 5) {
    headers.push(`Content-Length: ${pick(random, ['-1', 'abc', '1e3', '99999999999999999999', ' 5', '0x10'])}`);
  } else if (body.length > 0 || method === 'POST') {
    headers.push(`Content-Length: ${body.length}`);
  }
  const extras = int(random, 8);
  if (extras === 0) headers.push(`X-Big: ${'b'.repeat(20 * 1024)}`);
  if (extras === 1) for (let i = 0; i < 200; i++) headers.push(`X-Many-${i}: ${i}`);
  if (extras === 2) headers.push('Host: evil.example', 'Host: other.example');
  if (extras === 3)
    headers.push(
      `Origin: ${pick(random, ['https://site.example', 'null', '', 'x'.repeat(3000)])}`,
      `Access-Control-Request-Headers: ${pick(random, ['content-type', 'x'.repeat(500), `a,b,c,${'d,'.repeat(50)}`, '\u00e9'])}`,
    );
  if (extras === 4) headers.push(`Authorization: ${pick(random, ['Bearer ', 'Bearer x', `Bearer ${'A'.repeat(5000)}`, 'Basic xyz', 'Bearer \u00e9'])}`);
  if (extras === 5) headers.push('Bad Header: yes', 'X-Nul: a\u0000b', ': empty-name');
  if (extras === 6)
    headers.push(`X-Request-Id: ${pick(random, ['short', 'x'.repeat(500), 'abcdefgh12345678', '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9'])}`);
  const head = Buffer.from(`${method} ${target} ${version}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1');
  return {
    bytes: Buffer.concat([head, body]),
    finish,
    head: method === 'HEAD',
    mayGoUnanswered,
    label: `${method.slice(0, 12)} ${target.slice(0, 60)} ${version} style=${style} extras=${extras}`,
  };
}
