/**
 * Recovery shares sealed under the key-encryption key (AES-256-GCM, node:crypto). The key comes from configuration (or
 * a KMS that hands it to the service), never from the database, so a copy of the database holds only ciphertext. The
 * user id and share kind are the additional data: a sealed share moved to another user's row no longer opens.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `v1.<iv>.<ciphertext and tag>`, base64url. */
export function seal(kek: Uint8Array, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plaintext, or null when the sealed text is malformed, was sealed under another key, or for another context. */
export function open(kek: Uint8Array, sealed: string, context: string): string | null {
  const [version, iv, body, extra] = sealed.split('.');
  if (version !== VERSION || !iv || !body || extra !== undefined) return null;
  const ivBytes = Buffer.from(iv, 'base64url');
  const bodyBytes = Buffer.from(body, 'base64url');
  if (ivBytes.length !== IV_BYTES || bodyBytes.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, ivBytes);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bodyBytes.subarray(bodyBytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bodyBytes.subarray(0, bodyBytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
