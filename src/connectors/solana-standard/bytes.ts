/**
 * What the Wallet Standard connector reads from a wallet's byte output: its bytes (from any realm) and, in a wire
 * transaction, each signer and its signature. Text codecs are chains/solana/encoding.ts's, and the wire format is
 * read by chains/solana/wire-transaction.ts, the reader the signer uses.
 */
import { bytesToBase58 } from '../../chains/solana/encoding';
import { readWireTransaction, signerSlots } from '../../chains/solana/wire-transaction';
import { SOLANA_SIGNATURE_BYTES } from '../../constants';

/** A wallet's byte output as a Uint8Array of our own (a Buffer or a Uint8Array from another realm included). */
export function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return Uint8Array.from(value);
  if (Object.prototype.toString.call(value) === '[object Uint8Array]') return Uint8Array.from(value as ArrayLike<number>);
  return undefined;
}

export function isSignature(bytes: Uint8Array | undefined): bytes is Uint8Array {
  return bytes !== undefined && bytes.length === SOLANA_SIGNATURE_BYTES && bytes.some((b) => b !== 0);
}

export type SignedSlots = {
  /** Signer addresses in the order of the transaction's signature slots (the fee payer first). */
  signers: string[];
  /** The signature in each slot; undefined while that signer has not signed. */
  signatures: (Uint8Array | undefined)[];
};

/** A wire transaction's signers and signatures; undefined when the bytes are not a whole transaction. */
export function readTransaction(bytes: Uint8Array): SignedSlots | undefined {
  const transaction = readWireTransaction(bytes);
  if (!transaction) return undefined;
  const slots = signerSlots(bytes, transaction);
  return { signers: slots.map(({ key }) => bytesToBase58(key)), signatures: slots.map(({ signature }) => (isSignature(signature) ? signature : undefined)) };
}
