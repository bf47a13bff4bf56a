/** IPv6 text as its eight 16-bit words, for rules that look inside an address (embedded IPv4, /64 prefixes). */
import { isIP } from 'node:net';

/** The eight 16-bit words of an IPv6 address (zone id dropped), or null when it is not one. */
export function ipv6Words(text: string): number[] | null {
  const bare = text.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return null;
  let tail: number[] = [];
  let head = bare;
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split('.').map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    // '::ffff:1.2.3.4' → '::ffff'; '::1.2.3.4' → '::'.
    head = bare.slice(0, dotted.index);
    if (head.endsWith(':')) head += ':';
  }
  const [left = '', right] = head.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const leftWords = words(left);
  const rightWords = [...(right === undefined ? [] : words(right)), ...tail];
  if (right === undefined) return [...leftWords, ...rightWords];
  return [...leftWords, ...new Array<number>(8 - leftWords.length - rightWords.length).fill(0), ...rightWords];
}
