/**
 * A Sign-In With Solana (CAIP-122) message's checks, in the same order and with the same refusals as verify-evm.ts:
 * canonical text, domain and URI bound to the expected origin, nonce, time window, chain, then the ed25519 signature
 * (base58, 64 bytes) over the UTF-8 text.
 */
import { getBase58Encoder } from '@solana/web3.js';
import { parseSolanaSiwxMessage, verifySolanaSiwxSignature, type SolanaSiwxFields } from './solana-message';
import { dateTimeMs } from './rfc3339';
import { siwxDomainHost } from './rfc3986';
import type { SiwxRefusal } from './verify-evm';

export type VerifySolanaSiwxInput = {
  message: string;
  /** The ed25519 signature in base58. */
  signature: string;
  /** The site's origin ('https://example.com') or host: the message's domain and URI must be it. */
  domain: string;
  nonce: string;
  /** CAIP-2 references accepted (a cluster's genesis hash prefix); any when absent. */
  chainIds?: readonly string[];
  now?: number;
};

export type VerifySolanaSiwxResult = { ok: true; fields: SolanaSiwxFields; address: string; chainId: string } | { ok: false; reason: SiwxRefusal };

/** An ed25519 signature in base58 (64 bytes). */
export const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,90}$/;

function expectedOrigin(value: string): { host: string; origin: string | null } | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { host: value, origin: null };
  try {
    const url = new URL(value);
    return { host: url.host, origin: url.origin };
  } catch {
    return null;
  }
}

export async function verifySolanaSiwx(input: VerifySolanaSiwxInput): Promise<VerifySolanaSiwxResult> {
  const fields = typeof input.message === 'string' ? parseSolanaSiwxMessage(input.message) : null;
  // A sign-in without a URI, nonce, chain or issue time binds nothing: refused as not a sign-in message.
  if (!fields?.uri || !fields.nonce || !fields.chainId || !fields.issuedAt) return { ok: false, reason: 'message' };
  let uri: URL;
  try {
    uri = new URL(fields.uri);
  } catch {
    return { ok: false, reason: 'message' };
  }
  const expected = expectedOrigin(input.domain);
  if (!expected || siwxDomainHost(fields.domain) !== expected.host) return { ok: false, reason: 'domain' };
  if (expected.origin ? uri.origin !== expected.origin : uri.host !== expected.host) return { ok: false, reason: 'domain' };
  if (fields.nonce !== input.nonce) return { ok: false, reason: 'nonce' };
  const now = input.now ?? Date.now();
  if (fields.expirationTime && (dateTimeMs(fields.expirationTime) ?? 0) <= now) return { ok: false, reason: 'expired' };
  if (fields.notBefore && (dateTimeMs(fields.notBefore) ?? Number.POSITIVE_INFINITY) > now) return { ok: false, reason: 'not-yet-valid' };
  if (input.chainIds && !input.chainIds.includes(fields.chainId)) return { ok: false, reason: 'chain' };
  const valid = await verifySolanaSignature({ address: fields.address, message: input.message, signature: input.signature });
  return valid ? { ok: true, fields, address: fields.address, chainId: fields.chainId } : { ok: false, reason: 'signature' };
}

/** Whether `signature` (base58) is the address's ed25519 signature of the UTF-8 `message`; a malformed one is false. */
export async function verifySolanaSignature({ address, message, signature }: { address: string; message: string; signature: string }): Promise<boolean> {
  if (typeof signature !== 'string' || !BASE58_SIGNATURE.test(signature)) return false;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(signature));
  } catch {
    return false;
  }
  return verifySolanaSiwxSignature(message, bytes, address);
}

/** Whether the text is a Sign-In With Solana message (by its header), so a verifier picks the right checks. */
export const isSolanaSiwxText = (message: unknown): boolean =>
  typeof message === 'string' && /^[^\n]+ wants you to sign in with your Solana account:\n/.test(message);
