/**
 * EIP-4361 (Sign-In with Ethereum) messages, written through viem's `siwe` module, never hand-formatted; read by the
 * EIP's grammar in ./evm-parse.ts, whoever wrote them. DOM-free: the element and a site's own server both use it.
 */
import { createSiweMessage, type SiweMessage } from 'viem/siwe';

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
  return createSiweMessage({ ...fields, version: '1' } as SiweMessage);
}
