/** EVM chain ids as the wallets speak them (hex strings) and as CAIP-2 ids. */
import type { CaipNetworkId } from '../caip';
import { MAX_COIN_TYPE_CHAIN_ID } from '../../constants';

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,15}$/;

/** A wallet's `eth_chainId` / `chainChanged` value as a CAIP-2 id, or undefined when malformed. */
export function hexChainIdToCaip(value: unknown): CaipNetworkId | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return `eip155:${value}`;
  if (typeof value !== 'string' || !HEX_CHAIN_ID.test(value)) return undefined;
  const id = Number.parseInt(value, 16);
  return id > 0 ? `eip155:${id}` : undefined;
}

export function toHexChainId(id: number | string): string {
  return `0x${Number(id).toString(16)}`;
}

/** SPEC §5: coin type conversion (ENSIP-11) needs a chain id below 2^31. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID) {
    throw new RangeError(`Chain id ${chainId} is too large for coin type conversion`);
  }
  return (0x80000000 | chainId) >>> 0;
}
