/** Strict byte codecs for the Solana wire format: base58 for messages and signatures, base64 for transactions. */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/web3.js';

export const SIGNATURE_LENGTH = 64;

// Named for what they do to a string: the codecs' "encoder" turns the string into bytes.
const base58ToBytesCodec = getBase58Encoder();
const bytesToBase58Codec = getBase58Decoder();
const base64ToBytesCodec = getBase64Encoder();
const bytesToBase64Codec = getBase64Decoder();

/** Bytes from a base58 string; undefined when it is not one. */
export function fromBase58(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return Uint8Array.from(base58ToBytesCodec.encode(value));
  } catch {
    return undefined;
  }
}

/** Bytes from a base64 string; undefined when it is not one. */
export function fromBase64(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || value === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined;
  try {
    return Uint8Array.from(base64ToBytesCodec.encode(value));
  } catch {
    return undefined;
  }
}

export const toBase58 = (bytes: Uint8Array): string => bytesToBase58Codec.decode(bytes);
export const toBase64 = (bytes: Uint8Array): string => bytesToBase64Codec.decode(bytes);

/** A wallet's byte output as a Uint8Array of our own (a Buffer or a Uint8Array from another realm included). */
export function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return Uint8Array.from(value);
  if (Object.prototype.toString.call(value) === '[object Uint8Array]') return Uint8Array.from(value as ArrayLike<number>);
  return undefined;
}

export function isSignature(bytes: Uint8Array | undefined): bytes is Uint8Array {
  return bytes !== undefined && bytes.length === SIGNATURE_LENGTH && bytes.some((b) => b !== 0);
}

export type WireTransaction = {
  /** Signer addresses in the order of the transaction's signature slots (the fee payer first). */
  signers: string[];
  /** The signature in each slot; undefined while that signer has not signed. */
  signatures: (Uint8Array | undefined)[];
};

/** Reads a wire transaction's signers and signatures; undefined when the bytes are not a transaction. */
export function readTransaction(bytes: Uint8Array): WireTransaction | undefined {
  try {
    const { signatures } = getTransactionDecoder().decode(bytes);
    // The decoder keys the map by signer address in slot order; a zero-filled slot is null.
    const entries = Object.entries(signatures);
    if (entries.length === 0) return undefined;
    return { signers: entries.map(([address]) => address), signatures: entries.map(([, s]) => (s ? Uint8Array.from(s) : undefined)) };
  } catch {
    return undefined;
  }
}
