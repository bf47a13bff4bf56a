/**
 * The service's random values and how they are kept. Tokens and ids carry 256 and 128 random bits, so a token's SHA-256
 * is all the database needs to recognise it. A code has only a million values, so its hash is an HMAC under the
 * configured code secret and bound to its address: a copy of the database without the secret cannot test codes.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer token: a short prefix naming its kind (`wma` access, `wmr` refresh, `wmf` a social login's flow), then 32 random bytes. */
export function newToken(kind: 'wma' | 'wmr' | 'wmf'): string {
  return `${kind}_${randomBytes(32).toString('base64url')}`;
}

/** A public id (users, sessions): 16 random bytes. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Six decimal digits, uniformly from the CSPRNG (randomInt rejects the biased tail). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function codeHash(secret: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`, 'utf8').digest('hex');
}

/** Two hex hashes compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
