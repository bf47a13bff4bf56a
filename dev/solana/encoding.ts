// Encodings of the Solana JSON-RPC: base58 / base64 bytes, accounts as `base58`, `base64` or `jsonParsed`
// (SPL Token mints and token accounts; other data falls back to base64), and wire transactions.
import {
  getBase58Codec,
  getBase64Codec,
  getTransactionDecoder,
  getCompiledTransactionMessageDecoder,
  type Address,
  type CompiledTransactionMessageWithLifetime,
  type EncodedAccount,
  type LegacyCompiledTransactionMessage,
  type MaybeEncodedAccount,
  type ReadonlyUint8Array,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { parseTokenProgramAccount, type ParsedTokenProgramAccount } from './token.ts';
import { InvalidParamsError, messageOf } from './rpc-errors.ts';

const base58 = getBase58Codec();
const base64 = getBase64Codec();

export const toBase58 = (bytes: ReadonlyUint8Array): string => base58.decode(bytes);
const fromBase58 = (text: string) => Uint8Array.from(base58.encode(text));
export const toBase64 = (bytes: ReadonlyUint8Array): string => base64.decode(bytes);
const fromBase64 = (text: string) => Uint8Array.from(base64.encode(text));

/** A message of the versions this chain runs (legacy and v0), with its blockhash. */
export type CompiledMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & CompiledTransactionMessageWithLifetime;

/** A transaction as sent: its wire bytes, and decoded. */
export type DecodedTransaction = { bytes: Uint8Array; transaction: Transaction; message: CompiledMessage };

/** A transaction's message, decoded; a version this chain does not run is an error. */
export function compiledMessageOf(transaction: Transaction): CompiledMessage {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (message.version === 1) throw new Error('unsupported transaction version 1');
  return message;
}

/** Decodes a wire transaction given as a base64 or base58 (the default) string. */
export function decodeWireTransaction(text: unknown, encoding: unknown = 'base58'): DecodedTransaction {
  if (typeof text !== 'string' || text === '') throw new InvalidParamsError('invalid transaction: expected an encoded string');
  if (encoding !== 'base58' && encoding !== 'base64') {
    throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
  }
  try {
    const bytes = encoding === 'base64' ? fromBase64(text) : fromBase58(text);
    const transaction = getTransactionDecoder().decode(bytes);
    return { bytes, transaction, message: compiledMessageOf(transaction) };
  } catch (cause) {
    throw new InvalidParamsError(`failed to deserialize transaction: ${messageOf(cause)}`);
  }
}

/** An account as the RPC prints it. */
type AccountJson = {
  executable: boolean;
  lamports: number;
  owner: Address;
  rentEpoch: number;
  space: number;
  data: [string, 'base58' | 'base64'] | ParsedTokenProgramAccount;
};

/**
 * An account as the RPC returns it (`value` of getAccountInfo, `account` of getTokenAccountsByOwner): `encoding` is
 * `base58`, `base64` or `jsonParsed` (which falls back to base64 for data it cannot parse); `lookup` reads a token
 * account's mint.
 */
export function encodeAccount(account: EncodedAccount, encoding: unknown, lookup: (address: Address) => MaybeEncodedAccount): AccountJson {
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
  throw new InvalidParamsError(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64, jsonParsed`);
}
