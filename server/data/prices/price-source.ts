/**
 * Where token prices come from. A price is fixed point: micro-USD (1 USD = 1,000,000n) for one whole token, so
 * values are computed on bigints and never on floating point. Plug in any source (an exchange feed, a cache in front
 * of one); the dev stack uses `fixedPrices` with a table from its configuration.
 */
import { namespaceOf, normaliseAddress } from '../addresses';

export const MICRO_USD_PER_USD = 1_000_000n;

/** `usd`: micro-USD per whole token. */
export type Price = { usd: bigint };

export type PriceSource = {
  /** The price of `token` (contract or mint address as stored: EVM lower-case) on `chainId`, or of its native currency when `token` is null; null when unknown. */
  priceOf(chainId: string, token: string | null): Promise<Price | null> | Price | null;
};

/** '3000', '3000.5' or '0.000123' USD as micro-USD; at most 6 decimals, no sign, no exponent. */
export function parseUsd(value: string): bigint {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) throw new Error(`'${value.slice(0, 32)}' is not a USD price (digits, at most 6 decimals)`);
  return BigInt(match[1]!) * MICRO_USD_PER_USD + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * A fixed table: `{ [chainId]: { native?: '3000.00', [tokenAddress]: '1.00' } }`. Addresses are matched in their
 * stored form (EVM case does not matter). A bad entry throws at start, not at the first request.
 */
export function fixedPrices(table: Readonly<Record<string, Readonly<Record<string, string>>>>): PriceSource {
  const prices = new Map<string, bigint>();
  for (const [chainId, entries] of Object.entries(table)) {
    const namespace = namespaceOf(chainId);
    if (!namespace) throw new Error(`prices: '${chainId}' is not a CAIP-2 chain id`);
    for (const [token, usd] of Object.entries(entries)) {
      const key = token === 'native' ? 'native' : normaliseAddress(namespace, token);
      if (!key) throw new Error(`prices: '${token}' is not an address on ${chainId}`);
      prices.set(`${chainId} ${key}`, parseUsd(usd));
    }
  }
  return {
    priceOf(chainId, token) {
      const usd = prices.get(`${chainId} ${token ?? 'native'}`);
      return usd === undefined ? null : { usd };
    },
  };
}
