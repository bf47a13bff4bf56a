/**
 * The rule for token metadata a chain hands us (any contract can say anything), applied before it is stored:
 * - Strings stay data: markup such as `<script>` is kept as text (JSON carries it; the modal renders text, never HTML).
 * - At most the first 1,024 UTF-16 units are looked at, so a 100 KB name costs no more than a short one.
 * - Format characters (Unicode Cf: bidi overrides and isolates, zero-width
 *   spaces and joiners, the BOM, soft hyphens) are removed, runs of white space become one space, and the ends are trimmed.
 * - The result is cut to 64 code points for a name and 16 for a symbol (never inside a surrogate pair).
 * - An empty name becomes 'Unknown token'; an empty symbol becomes 'UNKNOWN'.
 * - Decimals must be a whole number from 0 to 77 (a numeric(78,0) amount still has a unit); otherwise the token is refused.
 * - An icon URL's form (sanitiseIconUrl) is https:, http: on a loopback host, or a data:image/png|jpeg|gif|webp URL,
 *   at most 2,048 characters; where it may point is ./image-rule.ts's (no loopback or private host unless the
 *   deployment lists its origin in `imageOrigins`). Otherwise it is dropped.
 */
import type { TokenMetadata } from '../records';
import { imageUrlAllowed } from './image-rule';

const MAX_NAME = 64;
const MAX_SYMBOL = 16;
const MAX_DECIMALS = 77;
const MAX_LOOKED_AT = 1024;
const MAX_ICON_URL = 2048;

export function sanitiseText(value: unknown, max: number, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const cleaned = value
    .slice(0, MAX_LOOKED_AT)
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const cut = Array.from(cleaned).slice(0, max).join('').trim();
  return cut === '' ? fallback : cut;
}

export function sanitiseIconUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_ICON_URL) return null;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return url.href;
  return null;
}

/** An icon or image URL as it may be stored and shown: the form above, pointing where ./image-rule.ts allows. */
function keptImageUrl(value: unknown, imageOrigins: readonly string[]): string | null {
  const url = sanitiseIconUrl(value);
  return url !== null && imageUrlAllowed(url, imageOrigins) ? url : null;
}

/** The metadata as it may be stored, or null when it cannot describe a token of `chainId` at `address`. */
export function sanitiseMetadata(raw: TokenMetadata | null, chainId: string, address: string, imageOrigins: readonly string[] = []): TokenMetadata | null {
  if (!raw || typeof raw !== 'object') return null;
  if (raw.kind !== 'fungible' && raw.kind !== 'nft') return null;
  const decimals = raw.kind === 'nft' ? 0 : raw.decimals;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return null;
  return {
    chainId,
    address,
    kind: raw.kind,
    name: sanitiseText(raw.name, MAX_NAME, 'Unknown token'),
    symbol: sanitiseText(raw.symbol, MAX_SYMBOL, 'UNKNOWN'),
    decimals,
    iconUrl: keptImageUrl(raw.iconUrl, imageOrigins),
  };
}
