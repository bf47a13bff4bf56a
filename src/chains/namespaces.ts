/** SPEC §3: chain namespaces. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** SPEC §3: account types. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';
