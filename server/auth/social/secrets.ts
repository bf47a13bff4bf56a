/**
 * A social login's values. `state` (32 random bytes) travels in the authorization URL and comes back on the callback;
 * the PKCE verifier and the nonce are derived from it under a key of the service's own (an HMAC of the code secret), so
 * none of them is stored: the database keeps only the state's hash, and a copy of it, or a code and state seen in a
 * URL, cannot be exchanged without the key. The flow token (`wmf_`, 32 random bytes) goes only to the frame that
 * started the login and is what claims its session: a page or a popup that saw the URL cannot.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

const STATE = /^[A-Za-z0-9_-]{43}$/;

/** The key the verifiers and nonces are derived under: apart from the codes' HMACs, though from the same secret. */
export function socialKey(codeSecret: Uint8Array): Buffer {
  return createHmac('sha256', codeSecret).update('wallet-modal social login v1', 'utf8').digest();
}

export const newState = (): string => randomBytes(32).toString('base64url');
export const isState = (value: string): boolean => STATE.test(value);

/** RFC 7636: 43 characters of base64url (256 bits), and its S256 challenge. */
export function pkceVerifier(key: Uint8Array, state: string): string {
  return createHmac('sha256', key).update(`pkce\n${state}`, 'utf8').digest('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function loginNonce(key: Uint8Array, state: string): string {
  return createHmac('sha256', key).update(`nonce\n${state}`, 'utf8').digest('base64url');
}
