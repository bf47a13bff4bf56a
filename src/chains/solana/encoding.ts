/**
 * Solana's byte strings: base58 (keys, signatures, messages) and base64 (wire transactions), through
 * @solana/web3.js's codecs. In its naming an "encoder" turns text into bytes and a "decoder" bytes into text.
 * Every reader takes a length bound and checks it first: base58 decoding is quadratic in the length, and the
 * browser's base64 path spreads the bytes into one call, so an unbounded hostile string could hang or overflow.
 */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder, getUtf8Encoder } from '@solana/web3.js';
import { BASE58, BASE58_ALPHABET, BASE64 } from './text-format';

/** The characters of `value` outside the base58 alphabet (which leaves out 0, O, I and l), each once. */
export function nonBase58Characters(value: string): string[] {
  return [...new Set([...value].filter((char) => !BASE58_ALPHABET.includes(char)))];
}

/** The bytes of a base58 string of 1 to `maxLength` characters, or undefined. */
export function base58ToBytes(value: unknown, maxLength: number): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength || !BASE58.test(value)) return undefined;
  return Uint8Array.from(getBase58Encoder().encode(value));
}

export function bytesToBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

/** The bytes of a padded base64 string that holds 1 to `maxBytes` bytes, or undefined. */
export function base64ToBytes(value: unknown, maxBytes: number): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > Math.ceil(maxBytes / 3) * 4 || !BASE64.test(value)) return undefined;
  const bytes = Uint8Array.from(getBase64Encoder().encode(value));
  return bytes.length <= maxBytes ? bytes : undefined;
}

export function bytesToBase64(bytes: Uint8Array): string {
  return getBase64Decoder().decode(bytes);
}

export function utf8ToBytes(text: string): Uint8Array {
  return Uint8Array.from(getUtf8Encoder().encode(text));
}
