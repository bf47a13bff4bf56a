/**
 * Chain ids and addresses as the routes and the indexer meet them (SPEC §5): CAIP-2 network ids of two parts with a
 * known namespace, EVM addresses of 40 hex digits (0x optional), Solana addresses of 32 to 44 base58 characters.
 * EVM addresses are stored lower-case with 0x, so one account is one key; Solana's are case-sensitive and kept.
 */
const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function namespaceOf(chainId: string): Namespace | null {
  const match = CAIP2.exec(chainId);
  const namespace = match?.[1];
  return (NAMESPACES as readonly string[]).includes(namespace ?? '') ? (namespace as Namespace) : null;
}

export function isCaip2(value: string): boolean {
  return namespaceOf(value) !== null;
}

/** The address in its stored form for `namespace`, or null when it is not one. */
export function normaliseAddress(namespace: Namespace, address: string): string | null {
  if (namespace === 'eip155') return EVM_ADDRESS.test(address) ? `0x${address.replace(/^0x/, '').toLowerCase()}` : null;
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address) ? address : null;
  return null;
}

/** The namespace a bare address belongs to, judged by its form alone. */
export function guessNamespace(address: string): Namespace | null {
  if (EVM_ADDRESS.test(address)) return 'eip155';
  if (SOLANA_ADDRESS.test(address)) return 'solana';
  return null;
}

/** A CAIP-10 account id split into its chain and address, or null when it is not one. */
export function parseCaip10(value: string): { chainId: string; address: string } | null {
  const parts = value.split(':');
  if (parts.length !== 3) return null;
  const chainId = `${parts[0]}:${parts[1]}`;
  const namespace = namespaceOf(chainId);
  if (!namespace) return null;
  const address = normaliseAddress(namespace, parts[2]!);
  return address ? { chainId, address } : null;
}
