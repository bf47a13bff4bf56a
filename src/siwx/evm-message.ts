/**
 * EIP-4361 (Sign-In with Ethereum) messages through viem's `siwe` module, never hand-formatted. Parsing is strict:
 * the parsed fields are formatted again and must give back the same text, so a tampered, reordered or
 * non-canonical message (extra lines, other date spellings, a lowercase address) is refused rather than half-read.
 * DOM-free: the element and a site's own server both use it.
 */
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe';

export type EvmSiwxFields = {
  domain: string;
  /** Checksummed (EIP-55) address. */
  address: `0x${string}`;
  statement?: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
  notBefore?: Date;
  requestId?: string;
  resources?: string[];
};

/** At least 8 alphanumerics (EIP-4361). */
export const SIWX_NONCE = /^[A-Za-z0-9]{8,64}$/;

export function createEvmSiwxMessage(fields: EvmSiwxFields): string {
  return createSiweMessage({ ...fields, version: '1' } as SiweMessage);
}

/** The fields of a canonical EIP-4361 message, or null when the text is not exactly what `createEvmSiwxMessage` makes. */
export function parseEvmSiwxMessage(message: string): EvmSiwxFields | null {
  if (typeof message !== 'string' || message.length > 8192) return null;
  const parsed = parseSiweMessage(message);
  if (!parsed.domain || !parsed.address || !parsed.uri || parsed.version !== '1' || parsed.chainId === undefined || !parsed.nonce || !parsed.issuedAt)
    return null;
  for (const date of [parsed.issuedAt, parsed.expirationTime, parsed.notBefore]) if (date && Number.isNaN(date.getTime())) return null;
  if (!SIWX_NONCE.test(parsed.nonce)) return null;
  const fields: EvmSiwxFields = {
    domain: parsed.domain,
    address: parsed.address,
    uri: parsed.uri,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    ...(parsed.statement !== undefined ? { statement: parsed.statement } : {}),
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime } : {}),
    ...(parsed.notBefore ? { notBefore: parsed.notBefore } : {}),
    ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
    ...(parsed.resources ? { resources: parsed.resources } : {}),
  };
  let rebuilt: string;
  try {
    rebuilt = createEvmSiwxMessage(fields);
  } catch {
    return null; // viem refuses bad fields (a non-checksummed address, a bad URI or domain)
  }
  return rebuilt === message ? fields : null;
}
