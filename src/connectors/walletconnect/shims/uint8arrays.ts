// Stands in for `uint8arrays` 3.x in the WalletConnect chunk: it imports every multibase codec of `multiformats`
// (base2 to base256emoji, about 4 KB gzip) where @walletconnect/core and utils 2.21.8 call toString, fromString and
// concat with utf8, base10 (envelope type bytes), base16, base64pad and base64url only. Same results as the real
// package for those (test/unit/connectors/walletconnect/shims.test.ts compares them); any other encoding throws.
function toBase64(bytes: Uint8Array, url: boolean): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const padded = btoa(binary);
  return url ? padded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : padded;
}

function fromBase64(text: string, url: boolean): Uint8Array {
  if (url ? !/^[A-Za-z0-9_-]*$/.test(text) : !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new SyntaxError('Non-base64 character');
  const binary = atob(url ? text.replace(/-/g, '+').replace(/_/g, '/') : text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** base-x's base10: each leading zero byte is a '0', the rest one big number. */
function toBase10(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const rest = bytes.subarray(zeros);
  const number = rest.length ? BigInt(`0x${toHex(rest)}`).toString() : '';
  return '0'.repeat(zeros) + number;
}

function fromBase10(text: string): Uint8Array {
  if (!/^[0-9]*$/.test(text)) throw new Error('Non-base10 character');
  const zeros = /^0*/.exec(text)?.[0].length ?? 0;
  const rest = text.slice(zeros);
  const hex = rest ? BigInt(rest).toString(16) : '';
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...fromHex(hex.length % 2 ? `0${hex}` : hex)]);
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(text: string): Uint8Array {
  if (text.length % 2 || !/^[0-9a-fA-F]*$/.test(text)) throw new SyntaxError('Non-base16 character');
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

type Codec = { encode(bytes: Uint8Array): string; decode(text: string): Uint8Array };
const utf8: Codec = { encode: (bytes) => new TextDecoder().decode(bytes), decode: (text) => new TextEncoder().encode(text) };
const CODECS: Record<string, Codec> = {
  utf8,
  'utf-8': utf8,
  base10: { encode: toBase10, decode: fromBase10 },
  base16: { encode: toHex, decode: fromHex },
  hex: { encode: toHex, decode: fromHex },
  base64pad: { encode: (bytes) => toBase64(bytes, false), decode: (text) => fromBase64(text, false) },
  base64url: { encode: (bytes) => toBase64(bytes, true), decode: (text) => fromBase64(text, true) },
};

function codec(encoding: string): Codec {
  const found = CODECS[encoding];
  if (!found) throw new Error(`Unsupported encoding "${encoding}"`);
  return found;
}

// biome-ignore lint/suspicious/noShadowRestrictedNames: the name uint8arrays exports and the SDK imports.
export const toString = (bytes: Uint8Array, encoding = 'utf8'): string => codec(encoding).encode(bytes);
export const fromString = (text: string, encoding = 'utf8'): Uint8Array => codec(encoding).decode(text);

export function concat(arrays: Uint8Array[], length = arrays.reduce((sum, a) => sum + a.length, 0)): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}
