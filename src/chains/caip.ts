/** CAIP-2 network ids and CAIP-10 account ids (SPEC §5). */
import { isChainNamespace, type ChainNamespace } from './namespaces';
import { InvalidNetworkIdError, InvalidCaipAddressError } from '../errors';
import { SOLANA_ADDRESS_MAX_LENGTH, SOLANA_ADDRESS_MIN_LENGTH } from '../constants';

export type CaipNetworkId = `${ChainNamespace}:${string}`;
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/;
const BASE58 = '1-9A-HJ-NP-Za-km-z';

/**
 * Namespace profiles on top of the generic CAIP grammar, by shape only: this module is in the first chunk, so the
 * 32-byte rule for Solana addresses is parseSolanaAddress's (it needs the base58 codec, which loads with Solana).
 * solana (CAIP-30): the reference is the base58 genesis hash cut to 32 characters (shorter ones are allowed for
 * local setups); the address is base58 of SPEC §5's length. bip122 (CAIP-4): the reference is the genesis block
 * hash's first 32 lowercase hex characters; the address is base58 (legacy) or single-case bech32 (segwit).
 */
const PROFILES: Partial<Record<ChainNamespace, { reference: RegExp; address: RegExp }>> = {
  solana: {
    reference: new RegExp(`^[${BASE58}]{1,32}$`),
    address: new RegExp(`^[${BASE58}]{${SOLANA_ADDRESS_MIN_LENGTH},${SOLANA_ADDRESS_MAX_LENGTH}}$`),
  },
  bip122: {
    reference: /^[0-9a-f]{32}$/,
    address: new RegExp(`^(?:[${BASE58}]{25,35}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{11,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{11,87})$`),
  },
};

const validReference = (namespace: ChainNamespace, reference: string) => REFERENCE.test(reference) && (PROFILES[namespace]?.reference.test(reference) ?? true);
const validAccount = (namespace: ChainNamespace, address: string) => ACCOUNT.test(address) && (PROFILES[namespace]?.address.test(address) ?? true);

export type ParsedCaipNetworkId = { namespace: ChainNamespace; reference: string; caipNetworkId: CaipNetworkId };
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; caipAddress: CaipAddress };

/** A network id has 2 parts with a known namespace. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : [];
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !isChainNamespace(namespace) || !reference || !validReference(namespace, reference)) {
    throw new InvalidNetworkIdError({
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
    !validReference(namespace, reference) ||
    !address ||
    !validAccount(namespace, address)
  ) {
    throw new InvalidCaipAddressError({
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
