/**
 * RFC 3986's rules that EIP-4361 names: `scheme`, `authority` (its `domain`), `URI` (its `uri` and resources) and
 * `pchar` (its request id), as the RFC's ABNF writes them, so that a message is read by the grammar and not by
 * what one browser's URL parser would repair or refuse.
 */

/** unreserved and sub-delims, the letters most rules share, as the inside of a character class. */
const PLAIN = "A-Za-z0-9\\-._~!$&'()*+,;=";
/** Any number of the given characters or percent-encoded octets. */
const run = (chars: string) => new RegExp(`^(?:[${chars}]|%[0-9A-Fa-f]{2})*$`);

export const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const USERINFO = run(`${PLAIN}:`);
const REG_NAME = run(PLAIN);
const PORT = /^(?::[0-9]*)?$/;
/** `*pchar`: EIP-4361's request id, and each segment of a path. */
export const PCHARS = run(`${PLAIN}:@`);
const PATH = run(`${PLAIN}:@/`);
/** A query or a fragment. */
const QUERY = run(`${PLAIN}:@/?`);
const IPV_FUTURE = /^v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/i;
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);
const H16 = /^[0-9A-Fa-f]{1,4}$/;
/** scheme ":" then an optional "//" authority, the path, the query and the fragment (RFC 3986 appendix B's split). */
const URI_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

/**
 * IPv6address: eight 16-bit groups, the last two of which may be written as an IPv4 address, or fewer with one "::"
 * standing for at least one group of zeros.
 */
function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  // Only the address's last groups (ls32) may be an IPv4 address, where it counts for two.
  const end = halves.length === 2 ? tail : head;
  let count = head.length + tail.length;
  if (end.at(-1)?.includes('.')) {
    if (!IPV4.test(end.pop() ?? '')) return false;
    count += 1;
  }
  if (![...head, ...tail].every((group) => H16.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/**
 * The host of an RFC 3986 authority (`[ userinfo "@" ] host [ ":" port ]`), or null when the text is no authority.
 * The host may be empty, as the RFC allows.
 */
export function authorityHost(text: string): string | null {
  // Neither a host nor a port holds an "@", and userinfo does not either: a second one fails USERINFO.
  const at = text.lastIndexOf('@');
  if (at >= 0 && !USERINFO.test(text.slice(0, at))) return null;
  const hostPort = text.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    const literal = hostPort.slice(1, close);
    if (close < 0 || !PORT.test(hostPort.slice(close + 1)) || !(isIpv6(literal) || IPV_FUTURE.test(literal))) return null;
    return hostPort.slice(0, close + 1);
  }
  // A reg-name or an IPv4 address (whose characters a reg-name also allows) holds no ":", so the first one starts the port.
  const colon = hostPort.indexOf(':');
  const host = colon < 0 ? hostPort : hostPort.slice(0, colon);
  return REG_NAME.test(host) && PORT.test(colon < 0 ? '' : hostPort.slice(colon)) ? host : null;
}

/** Whether the text is an RFC 3986 `URI` (absolute, with a scheme; a fragment allowed). */
export function isUri(text: string): boolean {
  const parts = URI_PARTS.exec(text);
  if (!parts) return false;
  const [, , authority, path = '', query, fragment] = parts;
  // With an authority the path is empty or starts with "/" (the split sees to it); without one, "//" would have been read as one.
  if (authority !== undefined && authorityHost(authority) === null) return false;
  return PATH.test(path) && (query === undefined || QUERY.test(query)) && (fragment === undefined || QUERY.test(fragment));
}

/**
 * The host and port of a message's domain, the part an origin has: userinfo (`test@127.0.0.1:8080`), which the
 * grammar allows, is no part of an origin, and EIP-4361 and Sign-In With Solana bind the domain's host and port to
 * the request's origin.
 */
export const siwxDomainHost = (domain: string): string => domain.slice(domain.lastIndexOf('@') + 1);
