/** JSON-RPC quantities (hex, no fixed width), read and written one way for every EVM reply the modal checks. */
import { EVM_UINT256_MAX } from '../../constants/transactions';

/** 0x and 1 to 64 hex digits: leading zeros are tolerated, as most nodes and wallets do. */
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

export const toQuantity = (value: bigint): string => `0x${value.toString(16)}`;

/** A hex quantity no greater than `max`, or undefined. */
export function readQuantity(value: unknown, max: bigint = EVM_UINT256_MAX): bigint | undefined {
  if (typeof value !== 'string' || !QUANTITY.test(value)) return undefined;
  const number = BigInt(value);
  return number <= max ? number : undefined;
}
