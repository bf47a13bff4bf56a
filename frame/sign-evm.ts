/**
 * What the frame signs with the EVM key: EIP-191 messages (personal_sign), EIP-712 typed data (eth_signTypedData_v4)
 * and whole transactions (eth_signTransaction, a method of the frame alone: the modal asks it once the person has
 * approved eth_sendTransaction and the modal has completed it over the chain's RPC; the page's allow-list refuses it).
 * The frame has no RPC: it signs what it is given after checking every field, and answers signatures and raw bytes.
 * Digests are signed by @noble/curves with the key's bytes (no copy of the key as text); ethers only encodes.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { Signature } from 'ethers/crypto';
import { TypedDataEncoder } from 'ethers/hash';
import { Transaction } from 'ethers/transaction';
import { readSignableTransaction } from '../src/chains/eip155/signable-transaction';
import { EVM_MAX_TYPED_DATA_LENGTH } from '../src/constants/transactions';
import type { JsonValue } from '../src/frame-protocol/schema';
import * as MESSAGES from '../src/messages';
import { isRecord } from '../src/validate/record';
import type { WalletKeys } from './keys/wallet-keys';
import { Refusal } from './refusal';

type Params = JsonValue[] | { [key: string]: JsonValue } | undefined;

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** r ‖ s ‖ v (27 or 28) in hex, the 65-byte form wallets answer. */
function signDigest(keys: WalletKeys, digest: Uint8Array): string {
  const signature = secp256k1.sign(digest, keys.evm);
  return `0x${bytesToHex(signature.toCompactRawBytes())}${(27 + signature.recovery).toString(16)}`;
}

/** EIP-191 version 0x45: the signed bytes are '\x19Ethereum Signed Message:\n' + length + message. */
export function personalSign(keys: WalletKeys, params: Params): string {
  const [message, signer] = Array.isArray(params) ? params : [];
  if (typeof message !== 'string' || typeof signer !== 'string' || message.length > 2 * 1024 * 1024) throw new Refusal(MESSAGES.invalidParams);
  if (!sameAddress(signer, keys.evmAddress)) throw new Refusal(MESSAGES.unauthorized);
  const bytes = /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? hexToBytes(message.slice(2)) : utf8ToBytes(message);
  return signDigest(keys, keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes)));
}

/** EIP-712's domain fields, in the order its EIP712Domain type lists them. */
const DOMAIN_FIELDS = [
  ['name', 'string'],
  ['version', 'string'],
  ['chainId', 'uint256'],
  ['verifyingContract', 'address'],
  ['salt', 'bytes32'],
] as const;

type Field = { name: string; type: string };
const isFieldList = (value: unknown): value is Field[] =>
  Array.isArray(value) && value.every((field) => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string');

/**
 * The struct types the primary type reaches: a request may carry others (a dapp's whole schema), which ethers refuses
 * as ambiguous, and the primary type it names must be the one signed.
 */
function reachable(types: Record<string, Field[]>, primaryType: string): Record<string, Field[]> {
  // No prototype: a type named __proto__ (typed data given as JSON text is parsed here, past the protocol's key check)
  // is then a name like any other, not a way into the object's prototype.
  const out: Record<string, Field[]> = Object.create(null);
  const queue = [primaryType];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (Object.hasOwn(out, name)) continue;
    const fields = types[name]!;
    out[name] = fields;
    for (const { type } of fields) {
      const base = type.replace(/(\[\d*\])+$/, '');
      if (Object.hasOwn(types, base)) queue.push(base);
    }
  }
  return out;
}

/** EIP712Domain, when the request names it, must be the domain's own fields in EIP-712's order: that is what is hashed. */
function domainTypeMatches(declared: unknown, domain: Record<string, unknown>): boolean {
  if (declared === undefined) return true;
  const expected = DOMAIN_FIELDS.filter(([name]) => domain[name] !== undefined).map(([name, type]) => ({ name, type }));
  return isFieldList(declared) && declared.length === expected.length && declared.every((f, i) => f.name === expected[i]!.name && f.type === expected[i]!.type);
}

/** A domain's chain id as EIP-712 allows it (a number, or a decimal or hex string), or undefined. */
function chainIdOf(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  return typeof value === 'string' && /^(?:0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(value) ? BigInt(value) : undefined;
}

/** eth_signTypedData_v4: [signer, typed data as JSON text or an object]; a domain chain id must be the frame's chain. */
export function signTypedData(keys: WalletKeys, params: Params, chainId: bigint | undefined): string {
  const [signer, data] = Array.isArray(params) ? params : [];
  let typed: unknown = data;
  if (typeof data === 'string') {
    if (data.length > EVM_MAX_TYPED_DATA_LENGTH) throw new Refusal(MESSAGES.invalidParams);
    try {
      typed = JSON.parse(data);
    } catch {
      throw new Refusal(MESSAGES.invalidParams);
    }
  }
  if (typeof signer !== 'string' || !isRecord(typed)) throw new Refusal(MESSAGES.invalidParams);
  if (!sameAddress(signer, keys.evmAddress)) throw new Refusal(MESSAGES.unauthorized);
  const { types, primaryType, domain, message } = typed;
  if (!isRecord(types) || !isRecord(domain) || !isRecord(message) || typeof primaryType !== 'string') throw new Refusal(MESSAGES.invalidParams);
  const { EIP712Domain: declaredDomain, ...structs } = types;
  if (!Object.hasOwn(structs, primaryType) || !Object.values(structs).every(isFieldList) || !domainTypeMatches(declaredDomain, domain))
    throw new Refusal(MESSAGES.invalidParams);
  if (domain.chainId !== undefined && chainIdOf(domain.chainId) !== chainId) throw new Refusal(MESSAGES.invalidParams);
  let digest: string;
  try {
    digest = TypedDataEncoder.hash(domain, reachable(structs as Record<string, Field[]>, primaryType), message);
  } catch {
    // ethers' refusals (a value out of its type's range, a circular type, an unknown domain field) are bad params.
    throw new Refusal(MESSAGES.invalidParams);
  }
  return signDigest(keys, hexToBytes(digest.slice(2)));
}

/**
 * eth_signTransaction (the frame's own): a SignableTransaction whose every field is present and bounded, from this
 * wallet, on the chain of the request. Answers the raw signed transaction, which the modal broadcasts.
 */
export function signTransaction(keys: WalletKeys, params: Params, chainId: bigint | undefined): string {
  const [value] = Array.isArray(params) && params.length === 1 ? params : [];
  const fields = readSignableTransaction(value);
  if (!fields || chainId === undefined || fields.chainId !== chainId) throw new Refusal(MESSAGES.invalidParams);
  if (!sameAddress(fields.from, keys.evmAddress)) throw new Refusal(MESSAGES.unauthorized);
  const { fees } = fields;
  const transaction = Transaction.from({
    type: fees.type,
    chainId: fields.chainId,
    nonce: Number(fields.nonce),
    gasLimit: fields.gas,
    to: fields.to,
    value: fields.value,
    data: fields.data,
    ...(fees.type === 2 ? { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas, accessList: [] } : { gasPrice: fees.gasPrice }),
  });
  transaction.signature = Signature.from(signDigest(keys, hexToBytes(transaction.unsignedHash.slice(2))));
  return transaction.serialized;
}
