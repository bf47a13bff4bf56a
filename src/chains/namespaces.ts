/** SPEC §3: chain namespaces. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** How the modal names each namespace to people. */
export const NAMESPACE_LABELS: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' };

/** SPEC §3: account types. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment';
