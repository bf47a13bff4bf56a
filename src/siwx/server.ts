/**
 * `wallet-modal/server`: what a site's own server needs to check a sign-in with the wallet (issue 12 point 5), with no
 * DOM and no modal. Keep the nonce from `createSiwxNonce` with the visitor's session, then pass it to `verifySiwx`.
 */
import { verifyEvmSiwx, type VerifySiwxResult } from './verify-evm';
import { isSolanaSiwxText, verifySolanaSiwx, type VerifySolanaSiwxResult } from './verify-solana';

export { createEvmSiwxMessage, type EvmSiwxFields } from './evm-message';
export { parseEvmSiwxMessage } from './evm-parse';
export { createSolanaSiwxMessage, parseSolanaSiwxMessage, type SolanaSiwxFields } from './solana-message';
export type { SiwxRefusal, VerifySiwxResult } from './verify-evm';
export type { VerifySolanaSiwxResult } from './verify-solana';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 random alphanumerics (EIP-4361 asks for at least 8), from the platform's CSPRNG. */
export function createSiwxNonce(): string {
  let out = '';
  while (out.length < 24) {
    // Bytes ≥ 248 are dropped so each of the 62 symbols is equally likely.
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(32))) if (byte < 248 && out.length < 24) out += ALPHABET[byte % 62];
  }
  return out;
}

/**
 * Checks a signed EIP-4361 message: the EIP's grammar, `domain` (the site's origin or host) as its domain and URI,
 * the `nonce` you issued, its time window and the signature (ecrecover; with `rpc`, EIP-1271 contract accounts too).
 * A Sign-In With Solana (CAIP-122) text is checked the same way, its base58 ed25519 signature against its address
 * (`solanaChainIds`: the CAIP-2 references accepted). `now` (ms) is the clock, the host's by default. The nonce is yours to keep single-use: forget it once this resolves.
 */
export function verifySiwx(input: {
  message: string;
  signature: string;
  domain: string;
  nonce: string;
  rpc?: string;
  chainIds?: readonly number[];
  solanaChainIds?: readonly string[];
  now?: number;
}): Promise<VerifySiwxResult | VerifySolanaSiwxResult> {
  if (isSolanaSiwxText(input.message)) {
    const { message, signature, domain, nonce, solanaChainIds, now } = input;
    return verifySolanaSiwx({
      message,
      signature,
      domain,
      nonce,
      ...(solanaChainIds ? { chainIds: solanaChainIds } : {}),
      ...(now !== undefined ? { now } : {}),
    });
  }
  return verifyEvmSiwx(input);
}
