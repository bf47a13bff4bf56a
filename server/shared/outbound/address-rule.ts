/**
 * Which IP addresses an outbound fetch may connect to: only public unicast ones. Everything a request should never
 * reach from a server that anyone can make fetch (loopback, private, link-local, shared, reserved, multicast,
 * broadcast, benchmarking and documentation ranges, IPv4 and IPv6) is refused, and an IPv6 address that carries an
 * IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 address it carries.
 */
import { BlockList, isIP } from 'node:net';
import { ipv6Words } from '../ipv6-words';

/** RFC 6890 special-purpose IPv4 blocks, plus multicast and 240/4 (reserved, with the broadcast address). */
const REFUSED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

/**
 * Inside global unicast (2000::/3, the only IPv6 block allowed at all): IETF protocol assignments (Teredo, ORCHID,
 * benchmarking), documentation (2001:db8::/32, 3fff::/20) and segment-routing SIDs.
 */
const REFUSED_V6 = ['2001::/23', '2001:db8::/32', '3fff::/20', '5f00::/16'];

function blockList(v4: readonly string[], v6: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of v4) {
    const [network = '', bits = ''] = cidr.split('/');
    list.addSubnet(network, Number(bits), 'ipv4');
  }
  for (const cidr of v6) {
    const [network = '', bits = ''] = cidr.split('/');
    list.addSubnet(network, Number(bits), 'ipv6');
  }
  return list;
}

const refusedV4 = blockList(REFUSED_V4, []);
const refusedV6 = blockList([], REFUSED_V6);

function v4OfWords(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped, NAT64 64:ff9b::/96, 6to4 2002::/16), or null. */
function embeddedV4(w: readonly number[]): string | null {
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return v4OfWords(w[6]!, w[7]!);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4OfWords(w[6]!, w[7]!);
  if (w[0] === 0x2002) return v4OfWords(w[1]!, w[2]!);
  return null;
}

/** True when an outbound fetch may connect to this address (an IP literal, IPv6 without brackets). */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return !refusedV4.check(address, 'ipv4');
  if (version !== 6) return false;
  const words = ipv6Words(address);
  if (words?.length !== 8) return false;
  const v4 = embeddedV4(words);
  if (v4 !== null) return isPublicAddress(v4);
  // Outside 2000::/3: unspecified, loopback, IPv4-compatible, SIIT, local-use NAT64, discard, unique-local (fc00::/7),
  // link-local (fe80::/10), site-local (fec0::/10), multicast (ff00::/8) and everything unassigned.
  if ((words[0]! & 0xe000) !== 0x2000) return false;
  const canonical = words.map((x) => x.toString(16)).join(':');
  return !refusedV6.check(canonical, 'ipv6');
}

/** Host names that mean this machine whatever DNS says: `localhost` and `*.localhost` (RFC 6761), with or without the root dot. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * True for a URL host (IPv6 in brackets or not) refused before any lookup: a non-public IP literal or a localhost
 * name. A name that merely resolves somewhere private is caught when it resolves (checking-lookup.ts).
 */
export function isRefusedHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isLocalHostName(host) || (isIP(host) !== 0 && !isPublicAddress(host));
}

/**
 * True for a loopback address (127.0.0.0/8, ::1, or IPv4-mapped 127/8). Refused by isPublicAddress; a deployment lets
 * it through only where its configuration says so (the auth service's dev OpenID provider on 127.0.0.1).
 */
export function isLoopbackAddress(address: string): boolean {
  const host = address.replace(/%.*$/, '');
  const version = isIP(host);
  if (version === 4) return host.startsWith('127.');
  if (version !== 6) return false;
  const w = ipv6Words(host);
  if (w?.length !== 8) return false;
  if (w.slice(0, 7).every((x) => x === 0)) return w[7] === 1;
  return w.slice(0, 5).every((x) => x === 0) && w[5] === 0xffff && w[6]! >> 8 === 127;
}
