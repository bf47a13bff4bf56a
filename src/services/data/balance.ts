/**
 * `/v1/account/{address}/balance` → `{ balances }` (SPEC §3 token balance), checked field by field. An entry with
 * any bad field is dropped: markup or bidi text, an amount that is not exact decimal text, an SVG or javascript: icon.
 */
import type { DataTokenBalance, Origins } from './entities';
import { formatDecimalAmount, formatFiatText, parseFiat, parseQuantity } from './amount';
import { caip10, caipNetworkId, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH, optionalImage, safeText } from './fields';
import { isRecord } from '../../validate/record';
import { validateInSlices, type SliceOptions } from './slices';

/** More balances than this in one answer are cut (a wallet with more is not shown whole, but the page stays usable). */
const MAX_BALANCES = 1000;

export function validateTokenBalance(raw: unknown, origins: Origins): DataTokenBalance | undefined {
  if (!isRecord(raw)) return undefined;
  const name = safeText(raw.name, MAX_TEXT_LENGTH);
  const symbol = safeText(raw.symbol, MAX_SYMBOL_LENGTH);
  const chainId = caipNetworkId(raw.chainId);
  const quantity = parseQuantity(raw.quantity);
  const value = parseFiat(raw.value);
  const price = parseFiat(raw.price);
  const iconUrl = optionalImage(raw.iconUrl, origins);
  if (!name || !symbol || !chainId || !quantity || value === undefined || price === undefined || iconUrl === undefined) return undefined;
  let address: string | undefined;
  if (raw.address !== undefined && raw.address !== null) {
    address = caip10(raw.address);
    if (!address) return undefined;
  }
  return {
    name,
    symbol,
    chainId,
    quantity,
    ...(address ? { address } : {}),
    ...(value ? { value } : {}),
    ...(price ? { price } : {}),
    ...(iconUrl ? { iconUrl } : {}),
  };
}

/** The body's valid balances; a body without a `balances` list is no answer (undefined). */
export async function parseBalancesResponse(body: unknown, origins: Origins, options: SliceOptions = {}): Promise<DataTokenBalance[] | undefined> {
  if (!isRecord(body) || !Array.isArray(body.balances)) return undefined;
  return validateInSlices(body.balances, (entry) => validateTokenBalance(entry, origins), { limit: MAX_BALANCES, ...options });
}

/** A checked balance back in the service's wire form (for the stored cache, which is checked again when read). */
export function tokenBalanceToWire(balance: DataTokenBalance): Record<string, unknown> {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    ...(balance.address ? { address: balance.address } : {}),
    value: balance.value ? formatFiatText(balance.value) : null,
    price: balance.price ? formatFiatText(balance.price) : null,
    iconUrl: balance.iconUrl ?? null,
    quantity: { decimals: String(balance.quantity.decimals), numeric: formatDecimalAmount(balance.quantity) },
  };
}
