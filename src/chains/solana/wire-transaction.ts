/**
 * Solana's wire transaction format, read just far enough to tell a whole transaction from junk and to put a
 * signature in its slot, without loading the transaction codecs: a compact-u16 signature count and the 64-byte
 * signatures, then the message: a version byte (0x80 | version) when versioned, a 3-byte header whose first byte
 * is the number of signers, the 32-byte account keys (signers first), the blockhash, the instructions (program
 * index, account indexes, data) and, when versioned, the address table lookups. It must end where they do.
 */
import { SOLANA_ADDRESS_BYTES, SOLANA_MAX_TRANSACTION_BYTES, SOLANA_SIGNATURE_BYTES } from '../../constants';

export type WireTransaction = { signatureCount: number; signaturesOffset: number; keysOffset: number };

const HEADER_BYTES = 3;
const VERSIONED = 0x80;

/** A cursor over the bytes; every read answers undefined past the end. */
function reader(bytes: Uint8Array) {
  let offset = 0;
  const cursor = {
    get offset() {
      return offset;
    },
    byte(): number | undefined {
      return offset < bytes.length ? bytes[offset++] : undefined;
    },
    /** Solana's compact-u16: 7 bits a byte, low bits first, at most 3 bytes. */
    compactU16(): number | undefined {
      let value = 0;
      for (let index = 0; index < 3; index++) {
        const byte = cursor.byte();
        if (byte === undefined) return undefined;
        value |= (byte & 0x7f) << (7 * index);
        if ((byte & 0x80) === 0) return value <= 0xffff ? value : undefined;
      }
      return undefined;
    },
    skip(count: number | undefined): boolean {
      if (count === undefined || offset + count > bytes.length) return false;
      offset += count;
      return true;
    },
    /** A compact-u16 length, then that many items of `size` bytes. */
    skipList(size: number): boolean {
      const count = cursor.compactU16();
      return count !== undefined && cursor.skip(count * size);
    },
  };
  return cursor;
}

export function readWireTransaction(bytes: Uint8Array): WireTransaction | undefined {
  if (bytes.length > SOLANA_MAX_TRANSACTION_BYTES) return undefined;
  const read = reader(bytes);
  const signatureCount = read.compactU16();
  const signaturesOffset = read.offset;
  if (!signatureCount || !read.skip(signatureCount * SOLANA_SIGNATURE_BYTES)) return undefined;
  const versioned = ((bytes[read.offset] ?? 0) & VERSIONED) !== 0;
  if (versioned) read.byte();
  // A node refuses a transaction whose signature count differs from its message's number of signers.
  if (read.byte() !== signatureCount || !read.skip(HEADER_BYTES - 1)) return undefined;
  const keyCount = read.compactU16();
  const keysOffset = read.offset;
  if (keyCount === undefined || keyCount < signatureCount || !read.skip((keyCount + 1) * SOLANA_ADDRESS_BYTES)) return undefined;
  const instructions = read.compactU16();
  if (instructions === undefined) return undefined;
  for (let index = 0; index < instructions; index++) {
    if (read.byte() === undefined || !read.skipList(1) || !read.skipList(1)) return undefined;
  }
  const lookups = versioned ? read.compactU16() : 0;
  if (lookups === undefined) return undefined;
  for (let index = 0; index < lookups; index++) {
    if (!read.skip(SOLANA_ADDRESS_BYTES) || !read.skipList(1) || !read.skipList(1)) return undefined;
  }
  return read.offset === bytes.length ? { signatureCount, signaturesOffset, keysOffset } : undefined;
}

/** The key (32 bytes) and the signature (64 bytes, all zero while unsigned) in each of a read transaction's signer slots. */
export function signerSlots(bytes: Uint8Array, transaction: WireTransaction): { key: Uint8Array; signature: Uint8Array }[] {
  return Array.from({ length: transaction.signatureCount }, (_, slot) => {
    const keyStart = transaction.keysOffset + slot * SOLANA_ADDRESS_BYTES;
    const signatureStart = transaction.signaturesOffset + slot * SOLANA_SIGNATURE_BYTES;
    return { key: bytes.slice(keyStart, keyStart + SOLANA_ADDRESS_BYTES), signature: bytes.slice(signatureStart, signatureStart + SOLANA_SIGNATURE_BYTES) };
  });
}

/** A copy of `bytes` with `signature` in the slot of `signer` (a 32-byte key), or undefined when it has none. */
export function withSignature(bytes: Uint8Array, transaction: WireTransaction, signer: Uint8Array, signature: Uint8Array): Uint8Array | undefined {
  const slot = signerSlots(bytes, transaction).findIndex(({ key }) => key.every((byte, index) => byte === signer[index]));
  if (slot < 0) return undefined;
  const signed = bytes.slice();
  signed.set(signature, transaction.signaturesOffset + slot * SOLANA_SIGNATURE_BYTES);
  return signed;
}
