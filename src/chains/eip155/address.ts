/** SPEC §5: an EVM address is 40 hex characters with an optional 0x. */

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/**
 * The EIP-55 checksummed 0x form, or undefined when the value is not an address.
 * ethers is loaded on demand so that it stays out of the first script.
 */
export async function normaliseEvmAddress(value: unknown): Promise<string | undefined> {
  if (!isEvmAddress(value)) return undefined;
  const hex = value.startsWith('0x') ? value : `0x${value}`;
  const { getAddress } = await import('ethers/address');
  return getAddress(hex.toLowerCase());
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
