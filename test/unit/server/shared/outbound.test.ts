// @vitest-environment node
/**
 * Outbound fetches to URLs anyone can choose (server/shared/outbound): the address rule over every refused range, and
 * the fetcher against real loopback servers that count their connections, with host names mapped by an injected
 * resolver (there is no DNS server here).
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalHostName, isLoopbackAddress, isPublicAddress } from '../../../../server/shared/outbound/address-rule';
import { checkingLookup } from '../../../../server/shared/outbound/checking-lookup';
import { fetchPublic, OutboundRefused, type Resolve } from '../../../../server/shared/outbound/fetch-public';
import { readNftImage } from '../../../../server/data/indexer/nft-image';

const REFUSED = [
  // IPv4: this network, private, shared, loopback, link-local, IETF, documentation, 6to4 relay, benchmarking, multicast, reserved, broadcast.
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.1.2.3',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6: unspecified, loopback, IPv4-compatible, unique-local, link-local, site-local, multicast, documentation, discard, ORCHID, Teredo.
  '::',
  '::1',
  '::127.0.0.1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%lo',
  'febf::1',
  'fec0::1',
  'feff::1',
  'ff02::1',
  'ff0e::1',
  '2001:db8::1',
  '2001:db8:ffff::1',
  '3fff::1',
  '100::1',
  '2001:10::1',
  '2001::1',
  // IPv6 forms of refused IPv4: mapped (dotted and hex), NAT64 well-known and local-use, 6to4.
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:198.18.0.1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a00:1',
  '64:ff9b::c0a8:101',
  '64:ff9b:1::808:808',
  '2002:7f00:1::1',
  '2002:c0a8:101::1',
  '2002:a00:1::',
  // Not IP addresses at all.
  'example.com',
  '',
  '1.2.3',
  '::ffff:1.2.3',
];

const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '100.128.0.1',
  '172.32.0.1',
  '198.20.0.1',
  '223.255.255.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('the outbound address rule', () => {
  it('refuses every non-public range, IPv4 and IPv6 alike, judging an embedded IPv4 address as IPv4', () => {
    for (const address of REFUSED) expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows public unicast addresses, also when they arrive as IPv4-mapped, NAT64 or 6to4', () => {
    for (const address of ALLOWED) expect(isPublicAddress(address), address).toBe(true);
  });

  it('takes localhost and its subdomains for this machine, with or without the root dot', () => {
    for (const name of ['localhost', 'LOCALHOST', 'localhost.', 'a.localhost', 'a.b.localhost.']) expect(isLocalHostName(name), name).toBe(true);
    for (const name of ['localhost.example', 'notlocalhost', 'example.com']) expect(isLocalHostName(name), name).toBe(false);
  });

  it('knows loopback (what a dev configuration may allow) from every other private address', () => {
    for (const address of ['127.0.0.1', '127.255.3.4', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '0.0.0.0', '::', '::2', '::ffff:10.0.0.1', '64:ff9b::7f00:1', 'fe80::1', '8.8.8.8', 'localhost', ''])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});

/** A TCP server that counts the connections it gets and answers each with `answer` (a raw HTTP response). */
function countingServer(answer: (path: string, port: number) => string) {
  const state = { connections: 0, server: null as Server | null, port: 0 };
  const server = createServer((socket) => {
    state.connections += 1;
    socket.once('data', (data) => {
      const path = /^GET (\S+)/.exec(data.toString())?.[1] ?? '/';
      socket.end(answer(path, state.port));
    });
    socket.on('error', () => {});
  });
  state.server = server;
  return {
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          state.port = (server.address() as AddressInfo).port;
          resolve(state.port);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (body: string) =>
  `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;

/** A resolver that maps the given names and counts its calls. */
function mapResolver(map: Record<string, { address: string; family: number }[]>) {
  const calls: string[] = [];
  const resolve: Resolve = async (hostname) => {
    calls.push(hostname);
    const answer = map[hostname];
    if (!answer) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    return answer;
  };
  return { resolve, calls };
}

describe('fetchPublic against real sockets', () => {
  const target = countingServer(() => json('{"image":"https://img.example/1.png"}'));
  const redirectTarget = countingServer(() => json('{"image":"https://img.example/2.png"}'));
  let redirectPort = 0;
  const redirecting = countingServer(
    () => `HTTP/1.1 302 Found\r\nlocation: http://127.0.0.1:${redirectPort}/x.json\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
  );
  let port = 0;
  beforeAll(async () => {
    port = await target.listen();
    redirectPort = await redirectTarget.listen();
    await redirecting.listen();
  });
  afterAll(async () => {
    await target.close();
    await redirectTarget.close();
    await redirecting.close();
  });
  const loopback = [{ address: '127.0.0.1', family: 4 }];

  it('never connects to a host name that resolves to 127.0.0.1: the NFT metadata read ends with no image', async () => {
    const { resolve, calls } = mapResolver({ 'evil.example': loopback });
    const before = target.state.connections;
    await expect(fetchPublic(new URL(`http://evil.example:${port}/1.json`), { timeoutMs: 2000, maxBytes: 1024, resolve })).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(await readNftImage(`https://evil.example:${port}/1.json`, { resolve, timeoutMs: 2000 })).toEqual({ image: null });
    expect(calls).toEqual(['evil.example', 'evil.example']);
    expect(target.state.connections).toBe(before);
  });

  it('refuses a host whose answer has one public and one private address, without connecting', async () => {
    const { resolve } = mapResolver({
      'mixed.example': [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      'mixed6.example': [
        { address: '2606:4700::1', family: 6 },
        { address: '::ffff:127.0.0.1', family: 6 },
      ],
    });
    const before = target.state.connections;
    await expect(fetchPublic(new URL(`http://mixed.example:${port}/`), { timeoutMs: 2000, maxBytes: 1024, resolve })).rejects.toBeInstanceOf(OutboundRefused);
    await expect(fetchPublic(new URL(`http://mixed6.example:${port}/`), { timeoutMs: 2000, maxBytes: 1024, resolve })).rejects.toBeInstanceOf(OutboundRefused);
    expect(target.state.connections).toBe(before);
  });

  it('refuses literals and localhost names before any lookup or connection', async () => {
    const { resolve, calls } = mapResolver({ localhost: loopback, 'a.localhost': loopback, 'localhost.': loopback });
    const before = target.state.connections;
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]', '2130706433', 'localhost', 'localhost.', 'a.localhost']) {
      await expect(fetchPublic(new URL(`http://${host}:${port}/`), { timeoutMs: 2000, maxBytes: 1024, resolve }), host).rejects.toBeInstanceOf(OutboundRefused);
    }
    expect(calls).toEqual([]);
    expect(target.state.connections).toBe(before);
  });

  it('connects to the very address it checked, resolving once (a second, rebound answer is never asked for)', async () => {
    let answers = 0;
    // First answer the address the check allows; any later one would point elsewhere.
    const resolve: Resolve = async () => (answers++ === 0 ? loopback : [{ address: '127.0.0.2', family: 4 }]);
    const before = target.state.connections;
    const answer = await fetchPublic(new URL(`http://meta.example:${port}/1.json`), {
      timeoutMs: 2000,
      maxBytes: 1024,
      resolve,
      allowed: (a) => a === '127.0.0.1',
    });
    expect(answer).toMatchObject({ status: 200, text: '{"image":"https://img.example/1.png"}' });
    expect(answer.bytes?.toString('utf8')).toBe(answer.text);
    expect(answers).toBe(1);
    expect(target.state.connections).toBe(before + 1);
  });

  it('does not follow a redirect: the 3xx is the answer and its target sees no connection', async () => {
    const answer = await fetchPublic(new URL(`http://127.0.0.1:${redirecting.state.port}/1.json`), { timeoutMs: 2000, maxBytes: 1024, allowed: () => true });
    expect(answer).toMatchObject({ status: 302, text: null, bytes: null });
    expect(redirecting.state.connections).toBe(1);
    expect(redirectTarget.state.connections).toBe(0);
  });

  it('stops at maxBytes and at the timeout', async () => {
    expect(await fetchPublic(new URL(`http://127.0.0.1:${port}/1.json`), { timeoutMs: 2000, maxBytes: 10, allowed: () => true })).toMatchObject({
      status: 200,
      text: null,
      bytes: null,
    });
    const silent = createHttpServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const started = Date.now();
    await expect(
      fetchPublic(new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`), { timeoutMs: 200, maxBytes: 10, allowed: () => true }),
    ).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(1500);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => (silent as HttpServer).close(() => resolve()));
  });

  it('hands Node every checked address when it asks for all (happy eyeballs), and only the asked family otherwise', async () => {
    const answer = [
      { address: '2606:4700::1', family: 6 },
      { address: '93.184.216.34', family: 4 },
    ];
    const lookup = checkingLookup(async () => answer, isPublicAddress);
    const all = await new Promise((resolve, reject) =>
      lookup('dual.example', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );
    expect(all).toEqual(answer);
    const v4 = await new Promise((resolve, reject) =>
      lookup('dual.example', { family: 4 }, (error, address, family) => (error ? reject(error) : resolve([address, family]))),
    );
    expect(v4).toEqual(['93.184.216.34', 4]);
  });
});
