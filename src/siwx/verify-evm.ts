/**
 * An EIP-4361 message's checks, for the data service and a site's own server: the EIP's grammar, domain (and scheme,
 * when the message names one) and URI bound to the expected origin, nonce, time window, chain, then the signature —
 * ecrecover for an externally owned account, EIP-1271 `isValidSignature` through the chain's RPC when the address has code (viem's verifyMessage does both).
 */
import { createPublicClient, http, verifyMessage } from 'viem';
import type { EvmSiwxFields } from './evm-message';
import { parseEvmSiwxMessage } from './evm-parse';
import { siwxDomainHost } from './rfc3986';

export type SiwxRefusal = 'message' | 'domain' | 'nonce' | 'expired' | 'not-yet-valid' | 'chain' | 'signature';

export type VerifySiwxInput = {
  message: string;
  signature: string;
  /** The site's origin ('https://example.com') or host ('example.com'): the message's domain and URI must be it. */
  domain: string;
  /** The nonce this server issued for the message. */
  nonce: string;
  /** JSON-RPC URL of the message's chain, for EIP-1271 contract accounts; without it only ecrecover is tried. */
  rpc?: string;
  /** EIP-155 chain ids accepted; any when absent. */
  chainIds?: readonly number[];
  now?: number;
};

export type VerifySiwxResult = { ok: true; fields: EvmSiwxFields; address: `0x${string}`; chainId: number } | { ok: false; reason: SiwxRefusal };

/** An EVM signature as hex: 65 bytes for an EOA, longer for a contract account (EIP-1271, EIP-6492). */
export const EVM_SIGNATURE = /^0x[0-9a-fA-F]{2,4096}$/;

function originOf(value: string): { host: string; origin: string | null } | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return { host: url.host, origin: url.origin };
    } catch {
      return null;
    }
  }
  return { host: value, origin: null };
}

/** Checks in the order a forger meets them; the signature last, as it may cost an RPC call. */
export async function verifyEvmSiwx(input: VerifySiwxInput): Promise<VerifySiwxResult> {
  const fields = typeof input.message === 'string' ? parseEvmSiwxMessage(input.message) : null;
  if (!fields) return { ok: false, reason: 'message' };
  const expected = originOf(input.domain);
  let uriOrigin: string | null = null;
  try {
    uriOrigin = new URL(fields.uri).origin;
  } catch {
    return { ok: false, reason: 'message' };
  }
  if (!expected || siwxDomainHost(fields.domain) !== expected.host) return { ok: false, reason: 'domain' };
  // A scheme the message names is part of its origin (EIP-4361): it must be the expected origin's, in any case.
  if (fields.scheme !== undefined && expected.origin && !expected.origin.startsWith(`${fields.scheme.toLowerCase()}://`))
    return { ok: false, reason: 'domain' };
  if (expected.origin ? uriOrigin !== expected.origin : new URL(fields.uri).host !== expected.host) return { ok: false, reason: 'domain' };
  if (fields.nonce !== input.nonce) return { ok: false, reason: 'nonce' };
  const now = input.now ?? Date.now();
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return { ok: false, reason: 'expired' };
  if (fields.notBefore && fields.notBefore.getTime() > now) return { ok: false, reason: 'not-yet-valid' };
  if (input.chainIds && !input.chainIds.includes(fields.chainId)) return { ok: false, reason: 'chain' };
  const valid = await verifyEvmSignature({
    address: fields.address,
    message: input.message,
    signature: input.signature,
    ...(input.rpc ? { rpc: input.rpc } : {}),
  });
  return valid ? { ok: true, fields, address: fields.address, chainId: fields.chainId } : { ok: false, reason: 'signature' };
}

/**
 * Whether `signature` (0x hex) is the address's EIP-191 signature of `message`: ecrecover, and with `rpc` EIP-1271
 * for a contract account too. A malformed signature or an unreachable RPC is no signature (false), never a throw.
 */
export async function verifyEvmSignature({
  address,
  message,
  signature,
  rpc,
}: {
  address: string;
  message: string;
  signature: string;
  rpc?: string;
}): Promise<boolean> {
  if (typeof signature !== 'string' || !EVM_SIGNATURE.test(signature)) return false;
  const args = { address: address as `0x${string}`, message, signature: signature as `0x${string}` };
  try {
    return rpc ? await createPublicClient({ transport: http(rpc, { retryCount: 0 }) }).verifyMessage(args) : await verifyMessage(args);
  } catch {
    return false;
  }
}
