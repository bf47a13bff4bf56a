/**
 * EIP-4361 (Sign-In with Ethereum) messages, written through viem's `siwe` module, never hand-formatted; read by the
 * EIP's grammar in ./evm-parse.ts, whoever wrote them. DOM-free: the element and a site's own server both use it.
 */
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { isSiweStatement } from '../validate/siwe-statement';

export type EvmSiwxFields = {
  /** The origin's scheme when the message names it (`https://site.example wants you…`). */
  scheme?: string;
  /** An RFC 3986 authority: the host, with a port or userinfo when the message has them. */
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

export function createEvmSiwxMessage(fields: EvmSiwxFields): string {
  // viem refuses only a line break; the grammar refuses more (non-ASCII, "%", quotes), and a verifier with it.
  if (fields.statement !== undefined && !isSiweStatement(fields.statement))
    throw new Error('An EIP-4361 statement is one line of ASCII letters, digits, spaces and RFC 3986 reserved or unreserved characters');
  return createSiweMessage({ ...fields, version: '1' } as SiweMessage);
}
