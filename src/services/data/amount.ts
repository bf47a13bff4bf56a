/**
 * Exact decimal text to bigint and back. The service writes `quantity.numeric` in whole tokens ("1.5") with
 * `quantity.decimals`, and fiat as "12.34"; nothing here goes through Number, so no amount is rounded.
 */
import type { DataAmount } from './entities';

/** ERC-20 decimals are a uint8; more digits than that is no token. */
const MAX_DECIMALS = 255;
/** uint256 has 78 digits; with a fraction of up to 255 digits, anything longer is no amount. */
const MAX_NUMERIC_LENGTH = 78 + 1 + MAX_DECIMALS;
const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;
const DECIMALS_TEXT = /^(0|[1-9][0-9]{0,2})$/;

/** `decimals` as the service sends it: a string (or a whole number) from 0 to 255. */
function parseDecimals(raw: unknown): number | undefined {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !DECIMALS_TEXT.test(text)) return undefined;
  const decimals = Number(text);
  return decimals <= MAX_DECIMALS ? decimals : undefined;
}

/** A non-negative decimal string with at most `decimals` significant fraction digits, as base units. */
export function parseDecimalAmount(raw: unknown, decimals: number): bigint | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NUMERIC_LENGTH) return undefined;
  const match = DECIMAL.exec(raw);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** `quantity: { decimals, numeric }` as an amount, or undefined when either is wrong. */
export function parseQuantity(raw: unknown): DataAmount | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { decimals: rawDecimals, numeric } = raw as Record<string, unknown>;
  const decimals = parseDecimals(rawDecimals);
  if (decimals === undefined) return undefined;
  const value = parseDecimalAmount(numeric, decimals);
  return value === undefined ? undefined : { value, decimals };
}

const MAX_FIAT_DECIMALS = 18;

/**
 * A USD string ("3000.00", "0.001234") as an amount with as many decimals as it was written with. `null` (and
 * absence) is a price the service does not know: `null` here; a value that is there but wrong: undefined.
 */
export function parseFiat(raw: unknown): DataAmount | null | undefined {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string' || raw.length > 40) return undefined;
  const match = DECIMAL.exec(raw);
  if (!match) return undefined;
  const decimals = match[2]?.length ?? 0;
  if (decimals > MAX_FIAT_DECIMALS) return undefined;
  return parseDecimalAmount(raw, decimals) === undefined ? undefined : { value: BigInt(`${match[1]}${match[2] ?? ''}`), decimals };
}

/** Base units back to the service's decimal text (for the stored cache): (1500n, 3) → '1.5'. */
export function formatDecimalAmount({ value, decimals }: DataAmount): string {
  if (decimals === 0) return value.toString();
  const unit = 10n ** BigInt(decimals);
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${value / unit}${fraction ? `.${fraction}` : ''}`;
}

/** Fiat back to text with every decimal it was written with: ({ 200n, 2 }) → '2.00'. */
export function formatFiatText({ value, decimals }: DataAmount): string {
  if (decimals === 0) return value.toString();
  const unit = 10n ** BigInt(decimals);
  return `${value / unit}.${(value % unit).toString().padStart(decimals, '0')}`;
}
