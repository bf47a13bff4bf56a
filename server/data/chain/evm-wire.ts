/** Parsing what an EVM node answers: quantities, hashes and addresses checked before they become records. */
import { ChainReadError } from './errors';

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i;
const HASH = /^0x[0-9a-f]{64}$/i;
const ADDRESS = /^0x[0-9a-f]{40}$/i;

function invalid(what: string, value: unknown): never {
  throw new ChainReadError('invalid-reply', `The node answered a bad ${what}: ${JSON.stringify(value)?.slice(0, 100)}`);
}

export function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) invalid(what, value);
  return BigInt(value);
}
export function hash(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HASH.test(value)) invalid(what, value);
  return value.toLowerCase();
}
/** Addresses are kept lowercase, so records compare as plain strings. */
export function address(value: unknown, what: string): string {
  if (typeof value !== 'string' || !ADDRESS.test(value)) invalid(what, value);
  return value.toLowerCase();
}
/** A 32-byte topic holding an address in its low 20 bytes. */
export function topicAddress(topic: string): string {
  return `0x${topic.slice(26)}`.toLowerCase();
}
export const toQuantity = (n: bigint) => `0x${n.toString(16)}`;

/** An EVM address from a caller: 0x and 40 hex digits, any case; kept lowercase. */
export function parseAddressInput(value: unknown): string {
  if (typeof value !== 'string' || !ADDRESS.test(value)) {
    throw new ChainReadError('invalid-input', `Not an EVM address: ${JSON.stringify(value)?.slice(0, 100)}`);
  }
  return value.toLowerCase();
}

/** A block range from a caller: non-negative bigints, from <= to. */
export function parseRange(from: unknown, to: unknown): { from: bigint; to: bigint } {
  if (typeof from !== 'bigint' || typeof to !== 'bigint' || from < 0n || to < from) {
    throw new ChainReadError('invalid-input', `A block range is two bigints with 0 <= from <= to, not ${String(from)}..${String(to)}`);
  }
  return { from, to };
}
