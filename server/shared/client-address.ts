/**
 * Who a request comes from, for rate limits: the socket's peer, or, when that peer is a configured trusted proxy
 * (`trustProxy`: IPs and CIDRs), the right-most X-Forwarded-For hop that is not itself trusted. Hops left of it were
 * written by the client and can say anything. IPv6 clients are keyed by their /64, the block one subscriber gets.
 */
import { BlockList, isIP } from 'node:net';
import { ConfigError } from './config-reader';
import { ipv6Words } from './ipv6-words';

/** The trusted proxies as a BlockList; throws a ConfigError naming the entry that is neither an IP address nor a CIDR. */
export function parseTrustProxy(entries: readonly unknown[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = String(entry).split('/');
    const version = isIP(address);
    const prefix = bits === undefined ? (version === 6 ? 128 : 32) : /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
    if (!version || extra !== undefined || prefix < 0 || prefix > (version === 6 ? 128 : 32))
      throw new ConfigError('trustProxy', `'${String(entry)}' is not an IP address or CIDR`);
    list.addSubnet(address, prefix, version === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** '::ffff:1.2.3.4' (a v4 peer on a dual-stack socket) → '1.2.3.4'. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function trusted(address: string, proxies: BlockList): boolean {
  return proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The client's address (see above); `forwardedFor` is every X-Forwarded-For header as received. */
export function clientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | undefined, proxies: BlockList | null): string {
  let client = plain(peer ?? '');
  if (!proxies || !isIP(client) || !trusted(client, proxies) || forwardedFor === undefined) return client;
  const hops = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor)
    .join(',')
    .split(',')
    .map((hop) => plain(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    // A hop that is no address ends the chain: the last trusted proxy is all that is known.
    if (!isIP(hop)) break;
    client = hop;
    if (!trusted(hop, proxies)) break;
  }
  return client;
}

/** The key a client is counted under: an IPv4 address as is, an IPv6 address by its /64. */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const words = ipv6Words(address);
  return words
    ? `${words
        .slice(0, 4)
        .map((w) => w.toString(16))
        .join(':')}::/64`
    : address;
}
