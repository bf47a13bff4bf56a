/** CAIP-2 network ids and CAIP-10 account ids (SPEC §5). */
import { isChainNamespace, type ChainNamespace } from './namespaces';
import { MESSAGES, WalletModalError } from '../errors';

export type CaipNetworkId = `${ChainNamespace}:${string}`;
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/;

export type ParsedCaipNetworkId = { namespace: ChainNamespace; reference: string; caipNetworkId: CaipNetworkId };
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; caipAddress: CaipAddress };

/** A network id has 2 parts with a known namespace. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : [];
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference || !REFERENCE.test(reference)) {
    throw new WalletModalError('INVALID_NETWORK_ID', MESSAGES.networkNotFound, {
      details: `"${String(value)}" is not a CAIP-2 network id such as eip155:1`,
    });
  }
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` };
}

/** A CAIP address has 3 parts with a known namespace. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : [];
  const [namespace, reference, address] = parts;
  if (
    parts.length !== 3 ||
    !isChainNamespace(namespace) ||
    !reference ||
    !REFERENCE.test(reference) ||
    !address ||
    !ACCOUNT.test(address)
  ) {
    throw new WalletModalError('INVALID_CAIP_ADDRESS', MESSAGES.invalidCaipAddress, {
      details: `"${String(value)}" is not a CAIP-10 account id`,
    });
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}`, caipAddress: `${namespace}:${reference}:${address}` };
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value);
    return true;
  } catch {
    return false;
  }
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return parseCaipAddress(`${caipNetworkId}:${address}`).caipAddress;
}
