/**
 * SPEC §5's receiver rules, read as the person types: EVM 40 hex characters with an optional 0x; Solana base58 of
 * 32 to 44 characters decoding to exactly 32 bytes (the length is bounded before decoding: base58 is quadratic);
 * or, on EVM, a registered name for the data service to resolve. The EIP-55 checksum needs keccak, so it is
 * checked apart (checksumProblem), in the lazily loaded send code.
 */
import type { ChainNamespace } from '../namespaces';
import { isEvmAddress } from '../eip155/address';

export type ReceiverInput = { kind: 'empty' } | { kind: 'address'; address: string } | { kind: 'name'; name: string } | { kind: 'invalid' };

/** A registered name as typed: labels of letters, digits and hyphens with at least one dot ('alice.wallet-modal.local'). */
const NAME = /^[a-z0-9-]{1,63}(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?){1,4}$/;
const MAX_NAME_LENGTH = 253;

/** `isSolanaAddress` (chains/solana/address.ts) is handed in, so that an EVM send never loads the Solana codecs. */
export function readReceiver(namespace: ChainNamespace, text: string, isSolanaAddress?: (value: string) => boolean): ReceiverInput {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  if (namespace === 'eip155') {
    if (isEvmAddress(value as unknown)) return { kind: 'address', address: value.startsWith('0x') ? value : `0x${value}` };
    const lower = value.toLowerCase();
    if (lower.length <= MAX_NAME_LENGTH && NAME.test(lower)) return { kind: 'name', name: lower };
    return { kind: 'invalid' };
  }
  if (namespace === 'solana') return isSolanaAddress?.(value) ? { kind: 'address', address: value } : { kind: 'invalid' };
  return { kind: 'invalid' };
}

/** EIP-55: a mixed-case address must be its own checksummed form; one case throughout carries no checksum. */
export function hasChecksum(address: string): boolean {
  const hex = address.replace(/^0x/, '');
  return hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
}
