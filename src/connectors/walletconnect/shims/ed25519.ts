// The Ed25519 signing the relay's auth token needs (RFC 8032: public key from a 32-byte seed, and sign), with
// SHA-512, on BigInt: @walletconnect/relay-auth inlines all of @noble/curves' ed25519 and its multibase codecs
// (about 14 KB gzip) for these two calls. Synchronous, as relay-auth's generateKeyPair is. No verification: the
// client never verifies a relay token. Slow next to noble (a few ms a signature) but signs once per relay socket.
// Ed25519 signatures are deterministic: the unit test checks ours byte for byte against relay-auth's.
const MASK64 = (1n << 64n) - 1n;

/** The first `count` primes. */
function primes(count: number): bigint[] {
  const found: bigint[] = [];
  for (let n = 2n; found.length < count; n++) if (found.every((p) => n % p !== 0n)) found.push(n);
  return found;
}

/** floor(x^(1/k)) by Newton's method. */
function integerRoot(x: bigint, k: bigint): bigint {
  let r = 1n << (BigInt(x.toString(2).length) / k + 1n);
  for (;;) {
    const next = ((k - 1n) * r + x / r ** (k - 1n)) / k;
    if (next >= r) return r;
    r = next;
  }
}

// SHA-512's constants are the first 64 bits of the fractional parts of square (H) and cube (K) roots of primes.
const PRIMES = primes(80);
const H0 = PRIMES.slice(0, 8).map((p) => integerRoot(p << 128n, 2n) & MASK64);
const K = PRIMES.map((p) => integerRoot(p << 192n, 3n) & MASK64);

const rotr = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & MASK64;

export function sha512(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 17) / 128) * 128);
  padded.set(message);
  padded[length] = 0x80;
  new DataView(padded.buffer).setBigUint64(padded.length - 8, BigInt(length) * 8n);
  const view = new DataView(padded.buffer);
  const h = [...H0];
  const w = new Array<bigint>(80);
  for (let block = 0; block < padded.length; block += 128) {
    for (let i = 0; i < 16; i++) w[i] = view.getBigUint64(block + i * 8);
    for (let i = 16; i < 80; i++) {
      const a = w[i - 15] as bigint;
      const b = w[i - 2] as bigint;
      const s0 = rotr(a, 1n) ^ rotr(a, 8n) ^ (a >> 7n);
      const s1 = rotr(b, 19n) ^ rotr(b, 61n) ^ (b >> 6n);
      w[i] = ((w[i - 16] as bigint) + s0 + (w[i - 7] as bigint) + s1) & MASK64;
    }
    let [a, b, c, d, e, f, g, hh] = h as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let i = 0; i < 80; i++) {
      const t1 = (hh + (rotr(e, 14n) ^ rotr(e, 18n) ^ rotr(e, 41n)) + ((e & f) ^ (~e & MASK64 & g)) + (K[i] as bigint) + (w[i] as bigint)) & MASK64;
      const t2 = ((rotr(a, 28n) ^ rotr(a, 34n) ^ rotr(a, 39n)) + ((a & b) ^ (a & c) ^ (b & c))) & MASK64;
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) & MASK64, c, b, a, (t1 + t2) & MASK64];
    }
    const round = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as bigint) + (round[i] as bigint)) & MASK64;
  }
  const out = new Uint8Array(64);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setBigUint64(i * 8, h[i] as bigint);
  return out;
}

const P = 2n ** 255n - 19n;
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const mod = (a: bigint, m = P) => ((a % m) + m) % m;

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

const invert = (a: bigint) => pow(a, P - 2n);
const D2 = mod(2n * -121665n * invert(121666n));

/** A point in extended coordinates (X:Y:Z:T), x = X/Z, y = Y/Z, xy = T/Z. */
type Point = [bigint, bigint, bigint, bigint];
const BASE: Point = [
  15112221349535400772501151409588531511454012693041857206046113283949847762202n,
  46316835694926478169428394003475163141307993866256225615783033603165251855960n,
  1n,
  mod(
    15112221349535400772501151409588531511454012693041857206046113283949847762202n *
      46316835694926478169428394003475163141307993866256225615783033603165251855960n,
  ),
];

/** Unified addition on -x² + y² = 1 + d x² y² (add-2008-hwcd-3): doubling too. */
function add([x1, y1, z1, t1]: Point, [x2, y2, z2, t2]: Point): Point {
  const a = mod((y1 - x1) * (y2 - x2));
  const b = mod((y1 + x1) * (y2 + x2));
  const c = mod(t1 * D2 * t2);
  const d = mod(2n * z1 * z2);
  const e = b - a;
  const f = d - c;
  const g = d + c;
  const h = b + a;
  return [mod(e * f), mod(g * h), mod(f * g), mod(e * h)];
}

function multiply(scalar: bigint, point: Point): Point {
  let result: Point = [0n, 1n, 1n, 0n];
  let addend = point;
  for (let n = scalar; n > 0n; n >>= 1n) {
    if (n & 1n) result = add(result, addend);
    addend = add(addend, addend);
  }
  return result;
}

function encodePoint([x, y, z]: Point): Uint8Array {
  const zInverse = invert(z);
  const ax = mod(x * zInverse);
  const ay = mod(y * zInverse);
  const bytes = littleEndian(ay);
  bytes[31] = (bytes[31] as number) | (Number(ax & 1n) << 7);
  return bytes;
}

function littleEndian(n: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 0, v = n; i < 32; i++, v >>= 8n) bytes[i] = Number(v & 255n);
  return bytes;
}

const fromLittleEndian = (bytes: Uint8Array) => bytes.reduceRight((n, b) => (n << 8n) | BigInt(b), 0n);

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

type Expanded = { scalar: bigint; prefix: Uint8Array; publicKey: Uint8Array };
/** The client keeps one seed: its expansion (a point multiplication) is made once. */
let last: { key: string; expanded: Expanded } | undefined;

/** The clamped secret scalar, the nonce prefix and the public key of a 32-byte seed (RFC 8032 5.1.5). */
function expand(seed: Uint8Array): Expanded {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  const key = seed.join();
  if (last?.key === key) return last.expanded;
  const hash = sha512(seed);
  const head = hash.slice(0, 32);
  head[0] = (head[0] as number) & 248;
  head[31] = ((head[31] as number) & 127) | 64;
  const scalar = fromLittleEndian(head);
  const expanded = { scalar, prefix: hash.slice(32), publicKey: encodePoint(multiply(scalar, BASE)) };
  last = { key, expanded };
  return expanded;
}

export const getPublicKey = (seed: Uint8Array): Uint8Array => expand(seed).publicKey;

export function sign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  const { scalar, prefix, publicKey } = expand(seed);
  const r = mod(fromLittleEndian(sha512(concatBytes(prefix, message))), L);
  const R = encodePoint(multiply(r, BASE));
  const k = mod(fromLittleEndian(sha512(concatBytes(R, publicKey, message))), L);
  return concatBytes(R, littleEndian(mod(r + k * scalar, L)));
}
