// The methods' params as a node reads them: each reader returns the value checked, or throws InvalidParamsError
// (-32602) naming what is wrong.
import { isAddress, getBase58Codec, type Address } from '@solana/kit';
import { InvalidParamsError } from './rpc-errors.ts';

export function pubkey(value: unknown, what = 'pubkey'): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw new InvalidParamsError(`Invalid param: invalid ${what}`);
  return value;
}

/** A method's config object; absent is empty. Its fields are for the method to read. */
export function config(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidParamsError('Invalid params: config must be an object');
  return { ...value };
}

export function signature(value: unknown, what = 'signature'): string {
  if (typeof value !== 'string') throw new InvalidParamsError(`Invalid param: invalid ${what}`);
  try {
    if (getBase58Codec().encode(value).length === 64) return value;
  } catch {
    /* fall through */
  }
  throw new InvalidParamsError(`Invalid param: invalid ${what}`);
}

export function u64(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new InvalidParamsError(`Invalid param: ${what} must be a non-negative integer`);
  return value;
}

/** `maxSupportedTransactionVersion`: absent or null is none (legacy transactions only), as on a node. */
export function maxSupportedVersion(value: unknown): number | undefined {
  return value === undefined || value === null ? undefined : u64(value, 'maxSupportedTransactionVersion');
}
