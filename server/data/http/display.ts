/** Addresses and amounts as the routes hand them out. */
import { getAddress } from 'ethers';
import { namespaceOf } from '../addresses';
import type { RouteContext } from './context';
import { fiatCents, formatCents, formatMicroUsd } from '../prices/fiat';

/**
 * EIP-55 costs a keccak hash per address, and a history page names the same few addresses again and again: under
 * load the hashing was a fifth of the service's CPU. Checksums are kept, at most CHECKSUMS_MAX (the oldest go first).
 */
const CHECKSUMS_MAX = 10_000;
const checksums = new Map<string, string>();

/** EVM addresses in their EIP-55 checksummed form; others as stored. */
export function displayAddress(chainId: string, address: string): string {
  if (namespaceOf(chainId) !== 'eip155') return address;
  const known = checksums.get(address);
  if (known !== undefined) return known;
  let shown: string;
  try {
    shown = getAddress(address);
  } catch {
    return address;
  }
  if (checksums.size >= CHECKSUMS_MAX) checksums.delete(checksums.keys().next().value!);
  checksums.set(address, shown);
  return shown;
}

/** `price` and `value` for an amount, both strings; null when no price is known (or the source failed). */
export async function priced(
  ctx: RouteContext,
  chainId: string,
  token: string | null,
  amount: bigint,
  decimals: number,
): Promise<{ price: string | null; value: string | null }> {
  let price: Awaited<ReturnType<RouteContext['prices']['priceOf']>>;
  try {
    price = await ctx.prices.priceOf(chainId, token);
  } catch (error) {
    ctx.log(`prices: ${chainId} ${token ?? 'native'}: ${error instanceof Error ? error.message : String(error)}`);
    price = null;
  }
  if (!price || typeof price.usd !== 'bigint' || price.usd < 0n) return { price: null, value: null };
  return { price: formatMicroUsd(price.usd), value: formatCents(fiatCents(amount, decimals, price)) };
}
