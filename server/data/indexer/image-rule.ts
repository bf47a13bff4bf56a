/**
 * Where a token icon or NFT image may point (issue 19): every viewer's browser loads it, so an image on a loopback
 * or private host would make each viewer's browser call into their own machine or network. An image URL is kept
 * when it is a data: URL (its form is checked by sanitiseIconUrl), an https: URL on a public host, or on an origin the
 * deployment lists (`imageOrigins`: the dev stack's own page server). IP literals are judged by their range; names
 * that mean this machine or a local network (localhost, single labels, .local, .internal, .home.arpa) are refused.
 */
import { BlockList, isIP } from 'node:net';

const PRIVATE_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/3'];
const PRIVATE_V6 = ['::/127', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8'];
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|lan)$/;

const privateRanges = new BlockList();
for (const cidr of PRIVATE_V4) privateRanges.addSubnet(cidr.split('/')[0]!, Number(cidr.split('/')[1]), 'ipv4');
for (const cidr of PRIVATE_V6) privateRanges.addSubnet(cidr.split('/')[0]!, Number(cidr.split('/')[1]), 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 literal carries (URL writes ::ffff:127.0.0.1 as ::ffff:7f00:1), else null. */
function mappedV4(v6: string): string | null {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** True for a host (as `URL.hostname` has it) that is loopback, private, link-local or otherwise not on the internet. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const version = isIP(host);
  if (version === 4) return privateRanges.check(host, 'ipv4');
  if (version === 6) {
    const v4 = mappedV4(host);
    return v4 !== null ? privateRanges.check(v4, 'ipv4') : privateRanges.check(host, 'ipv6');
  }
  return !host.includes('.') || LOCAL_NAME.test(host);
}

/** Whether a sanitised image URL may be handed to viewers. */
export function imageUrlAllowed(value: string, imageOrigins: readonly string[]): boolean {
  if (value.startsWith('data:')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (imageOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && !url.username && !url.password && !isPrivateHost(url.hostname);
}
