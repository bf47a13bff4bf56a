// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Encodings of the Solana JSON-RPC: base58 / base64 bytes, accounts as `base58`, `base64` or `jsonParsed`
// (SPL Token mints and token accounts; other data falls back to base64), and wire transactions.
import { getBase58Codec, getBase64Codec, getTransactionDecoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { parseTokenProgramAccount } from './token.ts';

const base58 = getBase58Codec();
const base64 = getBase64Codec();

/** @param {Uint8Array} bytes */
export const toBase58 = (bytes) => base58.decode(bytes);
/** @param {string} text */
const fromBase58 = (text) => Uint8Array.from(base58.encode(text));
/** @param {Uint8Array} bytes */
export const toBase64 = (bytes) => base64.decode(bytes);
/** @param {string} text */
const fromBase64 = (text) => Uint8Array.from(base64.encode(text));

/** Raised for params a method cannot accept; the server answers -32602. */
export class InvalidParamsError extends Error {}

/**
 * Decodes a wire transaction given as a base64 (default) or base58 string.
 * @param {unknown} text
 * @param {unknown} encoding
 * @returns {{ bytes: Uint8Array, transaction: import('@solana/kit').Transaction, message: import('@solana/kit').LegacyCompiledTransactionMessage | import('@solana/kit').V0CompiledTransactionMessage }}
 */
export function decodeWireTransaction(text, encoding = 'base58') {
  if (typeof text !== 'string' || text === '') throw new InvalidParamsError('invalid transaction: expected an encoded string');
  if (encoding !== 'base58' && encoding !== 'base64') {
    throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
  }
  try {
    const bytes = encoding === 'base64' ? fromBase64(text) : fromBase58(text);
    const transaction = getTransactionDecoder().decode(bytes);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (message.version === 1) throw new Error('unsupported transaction version 1');
    return { bytes, transaction, message };
  } catch (cause) {
    throw new InvalidParamsError(`failed to deserialize transaction: ${/** @type {Error} */ (cause).message}`);
  }
}

/**
 * An account as the RPC returns it (`value` of getAccountInfo, `account` of getTokenAccountsByOwner).
 * @param {import('@solana/kit').EncodedAccount} account
 * @param {string} encoding `base58`, `base64` or `jsonParsed` (falls back to base64 for data it cannot parse)
 * @param {(address: string) => import('@solana/kit').MaybeEncodedAccount} lookup to read a token account's mint
 */
export function encodeAccount(account, encoding, lookup) {
  const common = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    // u64::MAX, as nodes report for rent-exempt accounts. A double holds it as 2^64, which JSON.stringify writes as
    // 18446744073709552000: the number a JSON.parse of a real node's answer gives too.
    rentEpoch: 2 ** 64,
    space: Number(account.space),
  };
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(account, lookup);
    if (parsed) return { ...common, data: parsed };
    return { ...common, data: [toBase64(account.data), 'base64'] };
  }
  if (encoding === 'base58') return { ...common, data: [toBase58(account.data), 'base58'] };
  if (encoding === 'base64') return { ...common, data: [toBase64(account.data), 'base64'] };
  throw new InvalidParamsError(`unsupported encoding: ${encoding}. Supported encodings: base58, base64, jsonParsed`);
}
