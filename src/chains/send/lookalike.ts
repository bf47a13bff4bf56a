/**
 * Address poisoning: a scammer sends a tiny amount from an address whose first and last characters match one the
 * person really uses, hoping the look-alike is copied from the history next time. A receiver that shares its first
 * 4 and last 4 characters with a known address (after the 0x on EVM, the part wallets show) but differs in
 * between is flagged.
 */
import type { ChainNamespace } from '../namespaces';

const EDGE = 4;

/** The part compared: EVM addresses are one account in any case and their 0x is no part of their look. */
function body(namespace: ChainNamespace, address: string): string {
  return namespace === 'eip155' ? address.replace(/^0x/i, '').toLowerCase() : address;
}

/** The first known address that `receiver` imitates, or undefined. An exact match is the same address: no warning. */
export function findLookalike(namespace: ChainNamespace, receiver: string, known: Iterable<string>): string | undefined {
  const target = body(namespace, receiver);
  if (target.length <= EDGE * 2) return undefined;
  for (const address of known) {
    const other = body(namespace, address);
    if (other === target || other.length !== target.length) continue;
    if (other.slice(0, EDGE) === target.slice(0, EDGE) && other.slice(-EDGE) === target.slice(-EDGE)) return address;
  }
  return undefined;
}
