/**
 * Sign-In With Solana: the CAIP-122 text that the Wallet Standard's `solana:signIn` produces (and that a wallet with
 * only `solana:signMessage`, or `solana_signMessage` over WalletConnect, is asked to sign), in the field order of
 * the Wallet Standard's createSignInMessageText; read back by the grammar of the Sign-In With Solana specification,
 * as EIP-4361 is (evm-parse.ts), so that texts other wallets write are read too. The signature is ed25519 over the UTF-8 text, checked with @solana/web3.js (WebCrypto).
 */
import { getBase58Encoder, getUtf8Encoder, verifySignature, type SignatureBytes } from '@solana/web3.js';
import { isSiweStatement } from '../validate/siwe-statement';
import { dateTimeMs } from './rfc3339';
import { authorityHost, isUri, PCHARS } from './rfc3986';

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
  /** RFC 3339 texts, kept as written: what the person signed. */
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
  if (fields.statement !== undefined && !isSiweStatement(fields.statement))
    throw new Error('A Sign-In With Solana statement is one line of ASCII letters, digits, spaces and RFC 3986 reserved or unreserved characters');
  let message = `${fields.domain}${HEADER}${fields.address}`;
  if (fields.statement) message += `\n\n${fields.statement}`;
  const lines: string[] = [];
  for (const [key, label] of LABELS) if (fields[key] !== undefined) lines.push(`${label}: ${fields[key]}`);
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  if (lines.length > 0) message += `\n\n${lines.join('\n')}`;
  return message;
}

/** `message-chain-id`: the grammar's cluster names; a CAIP-2 reference (a genesis hash prefix) as CAIP-122 names chains. */
const CHAIN_ID = /^(?:(?:solana:)?(?:mainnet|testnet|devnet)|localnet|[-_a-zA-Z0-9]{1,32})$/;
/** `8*( ALPHA / DIGIT )`: no upper bound but the message's own. */
const NONCE = /^[A-Za-z0-9]{8,}$/;
const isFieldLine = (line: string) => line === 'Resources:' || LABELS.some(([, label]) => line.startsWith(`${label}: `));
/** Each field's own rule; the dates are kept as written, so that the fields still say what was signed. */
const VALID: Record<(typeof LABELS)[number][0], (value: string) => boolean> = {
  uri: isUri,
  version: (value) => value === '1',
  chainId: (value) => CHAIN_ID.test(value),
  nonce: (value) => NONCE.test(value),
  issuedAt: (value) => dateTimeMs(value) !== null,
  expirationTime: (value) => dateTimeMs(value) !== null,
  notBefore: (value) => dateTimeMs(value) !== null,
  requestId: (value) => PCHARS.test(value),
};

/**
 * The fields of a Sign-In With Solana text, read by the `sign-in-with-solana` ABNF whoever wrote it: any RFC 3986
 * authority as the domain, any RFC 3339 time, the optional fields in the grammar's order, each once. Whatever the
 * grammar refuses is refused whole (null). Where the grammar reads one text two ways (a lone line after the address
 * that could be the statement or the first field), it is read as the field, as every formatter means it.
 */
export function parseSolanaSiwxMessage(message: string): SolanaSiwxFields | null {
  if (typeof message !== 'string' || message.length > 8192) return null;
  const lines = message.split('\n');
  const [first = '', address = ''] = lines;
  const domain = first.slice(0, -HEADER.length + 1);
  if (`${first}\n` !== `${domain}${HEADER}` || !authorityHost(domain) || !BASE58_KEY.test(address)) return null;
  const fields: SolanaSiwxFields = { domain, address };
  if (lines.length === 2) return fields;
  // `[ LF LF statement ] [ LF advanced-fields ]`: every advanced field starts with its own LF, so one empty line
  // follows the address, and another the statement when fields follow it.
  if (lines[2] !== '') return null;
  let at = 3;
  const next = lines[at];
  if (next !== undefined && (lines[at + 1] === '' || !isFieldLine(next))) {
    if (next === '' || !isSiweStatement(next)) return null;
    fields.statement = next;
    at += 1;
    if (lines[at] === '') at += 1;
  }
  for (const [key, label] of LABELS) {
    const line = lines[at];
    if (line === undefined || !line.startsWith(`${label}: `)) continue;
    const value = line.slice(label.length + 2);
    if (!VALID[key](value)) return null;
    Object.assign(fields, { [key]: value });
    at += 1;
  }
  if (lines[at] === 'Resources:') {
    at += 1;
    const resources: string[] = [];
    for (let line = lines[at]; line?.startsWith('- ') && isUri(line.slice(2)); line = lines[at]) {
      resources.push(line.slice(2));
      at += 1;
    }
    fields.resources = resources;
  }
  return at === lines.length ? fields : null;
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
