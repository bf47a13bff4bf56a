/**
 * Sign-In With Solana: the CAIP-122 text that the Wallet Standard's `solana:signIn` produces (and that a wallet with
 * only `solana:signMessage`, or `solana_signMessage` over WalletConnect, is asked to sign), in the field order of
 * the Wallet Standard's createSignInMessageText. Parsing is strict as for EIP-4361: the fields read back must format
 * to the very same text. The signature is ed25519 over the UTF-8 text, checked with @solana/web3.js (WebCrypto).
 */
import { getBase58Encoder, getUtf8Encoder, verifySignature, type SignatureBytes } from '@solana/web3.js';

export type SolanaSiwxFields = {
  domain: string;
  /** Base58 public key. */
  address: string;
  statement?: string;
  uri?: string;
  version?: '1';
  /** CAIP-2 reference, e.g. 'mainnet' or a cluster's genesis hash prefix. */
  chainId?: string;
  nonce?: string;
  /** ISO 8601 texts, kept as written so the message is rebuilt byte for byte. */
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
};

const HEADER = ' wants you to sign in with your Solana account:\n';
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

export function createSolanaSiwxMessage(fields: SolanaSiwxFields): string {
  if (fields.statement?.includes('\n')) throw new Error('The statement must be one line');
  let message = `${fields.domain}${HEADER}${fields.address}`;
  if (fields.statement) message += `\n\n${fields.statement}`;
  const lines: string[] = [];
  for (const [key, label] of LABELS) if (fields[key] !== undefined) lines.push(`${label}: ${fields[key]}`);
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  if (lines.length > 0) message += `\n\n${lines.join('\n')}`;
  return message;
}

/** The fields of a canonical Sign-In With Solana text, or null. */
export function parseSolanaSiwxMessage(message: string): SolanaSiwxFields | null {
  if (typeof message !== 'string' || message.length > 8192) return null;
  const headerAt = message.indexOf(HEADER);
  if (headerAt <= 0) return null;
  const domain = message.slice(0, headerAt);
  const [address = '', ...blocks] = message.slice(headerAt + HEADER.length).split('\n\n');
  if (!BASE58_KEY.test(address) || /\s/.test(domain) || blocks.length > 2) return null;
  const fields: SolanaSiwxFields = { domain, address };
  let rest = blocks;
  if (rest.length === 2 || (rest.length === 1 && !/^[A-Za-z ]+: /.test(rest[0]!))) [fields.statement, ...rest] = rest as [string, ...string[]];
  const lines = rest[0]?.split('\n') ?? [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === 'Resources:') {
      fields.resources = lines.slice(i + 1).map((r) => r.slice(2));
      break;
    }
    const found = LABELS.find(([, label]) => line.startsWith(`${label}: `));
    if (!found) return null;
    (fields as Record<string, unknown>)[found[0]] = line.slice(found[1].length + 2);
  }
  if (fields.version !== undefined && fields.version !== '1') return null;
  if (fields.nonce !== undefined && !/^[A-Za-z0-9]{8,64}$/.test(fields.nonce)) return null;
  for (const date of [fields.issuedAt, fields.expirationTime, fields.notBefore]) if (date !== undefined && Number.isNaN(Date.parse(date))) return null;
  try {
    return createSolanaSiwxMessage(fields) === message ? fields : null;
  } catch {
    return null;
  }
}

/** Whether `signature` (64 bytes) is `address`'s ed25519 signature over the message's UTF-8 bytes. */
export async function verifySolanaSiwxSignature(message: string, signature: Uint8Array, address: string): Promise<boolean> {
  if (signature.length !== 64 || !BASE58_KEY.test(address)) return false;
  const publicKey = getBase58Encoder().encode(address);
  if (publicKey.length !== 32) return false;
  try {
    const key = await globalThis.crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await verifySignature(key, signature as SignatureBytes, getUtf8Encoder().encode(message));
  } catch {
    return false;
  }
}
