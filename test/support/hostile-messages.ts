/**
 * What the fuzz tests of the frame send: origins that are not the one allowed (null, another scheme, another port, a
 * subdomain, look-alikes, unrelated sites), and messages from the right origin that are malformed or try to reach a
 * prototype. Seeded, so a failure replays.
 */
import { POLLUTING_PAYLOADS } from './frame-samples';

/** mulberry32: a small seeded generator, enough to vary test input. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const word = (random: () => number, length = 6) => Array.from({ length }, () => pick(random, [...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');

export type HostileOrigin = { kind: string; origin: string };

/** The label with its first letter that has a look-alike replaced by it ('frame' -> 'frarne', 'shop' -> 'sh0p'). */
function swapLetter(label: string): string {
  const swaps: Record<string, string> = { o: '0', l: '1', i: '1', m: 'rn', e: '3', a: '4', s: '5' };
  const at = [...label].findIndex((char) => char in swaps);
  return at < 0 ? `${label}-` : `${label.slice(0, at)}${swaps[label[at]!]}${label.slice(at + 1)}`;
}

/** `count` origins other than `allowed` (an https origin such as 'https://shop.example'), cycling through the kinds. */
export function hostileOrigins(allowed: string, count: number, random: () => number): HostileOrigin[] {
  const host = new URL(allowed).host;
  const [label, ...rest] = host.split('.');
  const tld = rest.join('.');
  const kinds: [string, () => string][] = [
    ['null', () => 'null'],
    ['other scheme', () => pick(random, [`http://${host}`, `wss://${host}`, `ftp://${host}`, `chrome-extension://${word(random, 32)}`, 'file://'])],
    ['other port', () => `https://${host}:${1 + Math.floor(random() * 65534)}`],
    ['subdomain', () => `https://${pick(random, ['www', 'evil', 'a.b', word(random)])}.${host}`],
    [
      'look-alike',
      () =>
        pick(random, [
          `https://${host}.${word(random)}.test`,
          `https://${label}-${tld}.com`,
          `https://${swapLetter(label!)}.${tld}`,
          `https://${label}${word(random, 2)}.${tld}`,
          `https://${label}.${tld}.`,
          `https://${host.toUpperCase()}`,
          `${allowed}/`,
          ` ${allowed}`,
          `${allowed}@evil.test`,
          `https://${label}.${tld.replace('e', 'е')}`,
        ]),
    ],
    ['unrelated', () => `https://${word(random)}.${pick(random, ['test', 'example', 'com', 'io'])}`],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length]!;
    const origin = make();
    if (origin === allowed) throw new Error(`the ${kind} generator made the allowed origin itself`);
    return { kind, origin };
  });
}

/** A random JSON-ish value: the shapes a confused or hostile sender might post. */
function junk(random: () => number, depth = 0): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.3) return pick(random, [null, 0, -1, 1e308, '', 'x'.repeat(Math.floor(random() * 50)), true, false]);
  if (roll < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => junk(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [pick(random, ['type', 'id', 'payload', 'message', word(random)]), junk(random, depth + 1)]),
  );
}

/**
 * `count` malformed variants of well-formed messages (`valid`, each `{ type, id, payload }` or `{ type }`): a field
 * added, dropped or of the wrong kind, an unknown or misspelt type, an id of the wrong form, a polluting payload or
 * envelope, or junk. None of them is a message the receiver may accept.
 */
export function malformedMessages(valid: readonly Record<string, unknown>[], count: number, random: () => number): unknown[] {
  const mutations: ((message: Record<string, unknown>) => unknown)[] = [
    (m) => ({ ...m, [pick(random, ['extra', 'origin', 'source', 'ok', '__proto__x'])]: junk(random) }),
    (m) => {
      const dropped = pick(random, Object.keys(m));
      return Object.fromEntries(Object.entries(m).filter(([key]) => key !== dropped));
    },
    (m) => ({ ...m, id: pick(random, ['', 'A'.repeat(32), 'g'.repeat(32), 'a'.repeat(33), 42, null, {}, ['a'.repeat(32)]]) }),
    (m) => ({
      ...m,
      type: pick(random, [
        '',
        '@wm-app/',
        '@wm-frame/',
        '@wm-app/constructor',
        '@wm-frame/__proto___SUCCESS',
        String(m.type).toLowerCase(),
        `${String(m.type)} `,
        42,
      ]),
    }),
    (m) => ({ ...m, payload: pick(random, POLLUTING_PAYLOADS) }),
    (m) => JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(m).slice(1)}`),
    (m) => JSON.parse(`{"constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(m).slice(1)}`),
    (m) => ({ ...m, payload: junk(random) === null ? 'payload' : [m.payload] }),
    () => junk(random),
    (m) => JSON.stringify(m),
  ];
  return Array.from({ length: count }, (_, i) => mutations[i % mutations.length]!(pick(random, valid)));
}
