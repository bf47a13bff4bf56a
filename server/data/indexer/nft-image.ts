/**
 * An NFT's image from its metadata URI (ERC-721 tokenURI → JSON → `image`), read once and bounded. Anyone can
 * deploy a contract naming any URI, so:
 * - The metadata is read from a `data:application/json` URI in place, or fetched from an `https:` URL whose host is
 *   no loopback, private or link-local address literal (nor `localhost`), or from an origin the deployment allows
 *   (`origins`: the dev stack's own page server, over http). Other schemes (ipfs:, file:, http: elsewhere) are not read.
 *   A host name that resolves to a private address is not caught here: a deployment that cares puts the service
 *   behind an egress proxy.
 * - Redirects are not followed (they could lead outside the rule); the answer must be 200, JSON, at most
 *   MAX_METADATA_BYTES, and arrive within `timeoutMs`.
 * - The image kept is the metadata's `image` (or `image_url`) under the icon rule (sanitiseIconUrl: https:, loopback
 *   http: for development, a raster data:image/ of at most 2,048 characters; never SVG).
 * The answer is `{ image }` (null: none to show, final) or 'retry' (the server was down or slow: ask again later).
 */
import { isIP } from 'node:net';
import { sanitiseIconUrl } from './sanitise-metadata';

export const MAX_METADATA_BYTES = 64 * 1024;
export const DEFAULT_METADATA_TIMEOUT_MS = 5000;

export type NftImageOptions = {
  /** Origins whose metadata is read even over http or on a private address, e.g. the dev stack's page server. */
  origins?: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type NftImageResult = { image: string | null } | 'retry';

const NONE = { image: null } as const;

/** IPv4 and IPv6 literals no public metadata server has: loopback, private, shared, link-local, unspecified. */
function privateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const version = isIP(bare);
  if (version === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (version === 6) {
    // Loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10) and IPv4-mapped (judged as IPv4 would be: refused).
    return bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('::ffff:');
  }
  return false;
}

/** The URL to fetch metadata from, or null when the rule says not to. */
export function metadataUrl(uri: string, origins: readonly string[] = []): URL | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (origins.includes(url.origin) && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  return url.protocol === 'https:' && !privateAddress(url.hostname) ? url : null;
}

/** The JSON text of a `data:application/json` URI, or null when it is not one (or too large). */
function dataJson(uri: string): string | null {
  const match = /^data:application\/json(?:;charset=utf-8)?(;base64)?,/i.exec(uri);
  if (!match) return null;
  const payload = uri.slice(match[0].length);
  try {
    const text = match[1] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
    return Buffer.byteLength(text) <= MAX_METADATA_BYTES ? text : null;
  } catch {
    return null;
  }
}

/** The image a metadata document names, under the icon rule. */
export function imageOfMetadata(text: string): string | null {
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return null;
  const { image, image_url: imageUrl } = metadata as Record<string, unknown>;
  return sanitiseIconUrl(typeof image === 'string' ? image : imageUrl);
}

/** At most `max` bytes of the body; null when there are more. */
async function boundedText(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readNftImage(uri: string, options: NftImageOptions = {}): Promise<NftImageResult> {
  if (uri.startsWith('data:')) {
    const text = dataJson(uri);
    return text === null ? NONE : { image: imageOfMetadata(text) };
  }
  const url = metadataUrl(uri, options.origins);
  if (!url) return NONE;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_METADATA_TIMEOUT_MS),
    });
  } catch {
    return 'retry';
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    return 'retry';
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    return NONE;
  }
  let text: string | null;
  try {
    text = await boundedText(response, MAX_METADATA_BYTES);
  } catch {
    return 'retry';
  }
  return text === null ? NONE : { image: imageOfMetadata(text) };
}
