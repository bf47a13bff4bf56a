/**
 * EIP-4361 messages read by the EIP's ABNF, line by line, whoever wrote them: any RFC 3339 timestamp (with or
 * without fractional seconds, "Z" or an offset), any RFC 3986 authority as the domain (userinfo, IPv6, a port), the
 * optional scheme, and the optional fields in the grammar's order. Whatever the grammar refuses is refused whole
 * (null), never half-read: another line ending, a field out of order or twice, an unknown or trailing line.
 */
import { checksumAddress } from 'viem';
import { isSiweStatement } from '../validate/siwe-statement';
import type { EvmSiwxFields } from './evm-message';
import { dateTimeMs } from './rfc3339';
import { authorityHost, isUri, PCHARS, SCHEME } from './rfc3986';

const HEADER = ' wants you to sign in with your Ethereum account:';
const ADDRESS = /^0x[0-9A-Fa-f]{40}$/;
/** `8*( ALPHA / DIGIT )`: no upper bound but the message's own. */
const NONCE = /^[A-Za-z0-9]{8,}$/;
const CHAIN_ID = /^[0-9]+$/;

/** The fields of an EIP-4361 message, or null when the text is not one. */
export function parseEvmSiwxMessage(message: string): EvmSiwxFields | null {
  if (typeof message !== 'string' || message.length > 8192) return null;
  const lines = message.split('\n');
  const [origin = '', address = ''] = lines;
  if (!origin.endsWith(HEADER)) return null;
  // `[ scheme "://" ] domain`: an authority never holds "/", so a "://" can only end a scheme.
  const prefix = origin.slice(0, -HEADER.length);
  const split = prefix.indexOf('://');
  const scheme = split < 0 ? undefined : prefix.slice(0, split);
  const domain = split < 0 ? prefix : prefix.slice(split + 3);
  // The EIP's field list makes the domain REQUIRED, so an empty host (which RFC 3986 allows) is none.
  if ((scheme !== undefined && !SCHEME.test(scheme)) || !authorityHost(domain)) return null;
  // EIP-55's mixed-case checksum, which the grammar's comment asks of the address.
  if (!ADDRESS.test(address) || checksumAddress(address as `0x${string}`) !== address || lines[2] !== '') return null;

  // `address LF LF [ statement LF ] LF`: a third line that is not empty is the statement, two empty ones an empty
  // statement, one empty line before the URI none at all.
  let at = 4;
  let statement: string | undefined;
  if (lines[3] !== '' || lines[4] === '') {
    statement = lines[3] ?? '';
    if (!isSiweStatement(statement) || lines[4] !== '') return null;
    at = 5;
  }
  const field = (label: string): string | undefined => {
    const line = lines[at];
    if (line === undefined || !line.startsWith(label)) return undefined;
    at += 1;
    return line.slice(label.length);
  };
  const uri = field('URI: ');
  const version = field('Version: ');
  const chainId = field('Chain ID: ');
  const nonce = field('Nonce: ');
  const issuedAt = dateTimeMs(field('Issued At: ') ?? '');
  if (uri === undefined || !isUri(uri) || version !== '1' || !chainId || !CHAIN_ID.test(chainId) || !nonce || !NONCE.test(nonce)) return null;
  // A chain id beyond 2^53 cannot be held as the number the fields give it, so it would be misread.
  if (!Number.isSafeInteger(Number(chainId)) || issuedAt === null) return null;

  // Each optional field once, in the grammar's order: one out of order or repeated is left over below.
  const expirationText = field('Expiration Time: ');
  const notBeforeText = field('Not Before: ');
  const requestId = field('Request ID: ');
  const expirationTime = expirationText === undefined ? undefined : dateTimeMs(expirationText);
  const notBefore = notBeforeText === undefined ? undefined : dateTimeMs(notBeforeText);
  if (expirationTime === null || notBefore === null || (requestId !== undefined && !PCHARS.test(requestId))) return null;
  let resources: string[] | undefined;
  if (lines[at] === 'Resources:') {
    at += 1;
    resources = [];
    for (let line = lines[at]; line?.startsWith('- ') && isUri(line.slice(2)); line = lines[at]) {
      resources.push(line.slice(2));
      at += 1;
    }
  }
  if (at !== lines.length) return null;

  return {
    ...(scheme !== undefined ? { scheme } : {}),
    domain,
    address: address as `0x${string}`,
    ...(statement !== undefined ? { statement } : {}),
    uri,
    chainId: Number(chainId),
    nonce,
    issuedAt: new Date(issuedAt),
    ...(expirationTime !== undefined ? { expirationTime: new Date(expirationTime) } : {}),
    ...(notBefore !== undefined ? { notBefore: new Date(notBefore) } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(resources ? { resources } : {}),
  };
}
