/** EVM chain ids as the wallets speak them (hex strings) and as CAIP-2 ids. */
import type { CaipNetworkId } from '../caip';

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
