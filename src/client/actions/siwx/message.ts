/**
 * The text a wallet signs to sign in: EIP-4361 through viem's siwe module for eip155, the CAIP-122 Sign-In With Solana
 * text for solana. The domain is the page's host, the URI its origin; issued now, valid for SIWX_SESSION_TTL_MS.
 */
import { parseCaipNetworkId, type CaipNetworkId } from '../../../chains/caip';
import type { SolanaSignInFields } from '../../../connectors/connector';
import { SIWX_SESSION_TTL_MS } from '../../../constants';
import { createEvmSiwxMessage } from '../../../siwx/evm-message';
import { createSolanaSiwxMessage } from '../../../siwx/solana-message';
import { checksumAddress } from 'viem';

export type MessageFacts = { address: string; caipNetworkId: CaipNetworkId; domain: string; uri: string; statement: string; nonce: string; now: number };

export function evmMessage(facts: MessageFacts): string {
  return createEvmSiwxMessage({
    domain: facts.domain,
    address: checksumAddress(facts.address as `0x${string}`),
    statement: facts.statement,
    uri: facts.uri,
    chainId: Number(parseCaipNetworkId(facts.caipNetworkId).reference),
    nonce: facts.nonce,
    issuedAt: new Date(facts.now),
    expirationTime: new Date(facts.now + SIWX_SESSION_TTL_MS),
  });
}

export function solanaFields(facts: MessageFacts): SolanaSignInFields {
  return {
    domain: facts.domain,
    address: facts.address,
    statement: facts.statement,
    uri: facts.uri,
    version: '1',
    chainId: parseCaipNetworkId(facts.caipNetworkId).reference,
    nonce: facts.nonce,
    issuedAt: new Date(facts.now).toISOString(),
    expirationTime: new Date(facts.now + SIWX_SESSION_TTL_MS).toISOString(),
  };
}

export const solanaMessage = (facts: MessageFacts): string => createSolanaSiwxMessage(solanaFields(facts));

/** The expiry a message states (EIP-4361 or CAIP-122 share the line), in ms; null when it has none. */
export function expiryOf(message: string): number | null {
  const text = /\nExpiration Time: ([^\n]+)/.exec(message)?.[1];
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(time) ? time : null;
}
