/**
 * An NFT's image from its metadata URI (ERC-721 tokenURI → JSON → `image`), read once and bounded. Anyone can
 * deploy a contract naming any URI, so:
 * - The metadata is read from a `data:application/json` URI in place, or fetched from an `https:` URL on a public
 *   host, or from an origin the deployment allows (`origins`: the dev stack's own page server, over http). Other
 *   schemes (ipfs:, file:, http: elsewhere) are not read. A host name is resolved, every address it resolves to is
 *   checked, and the connection goes to the checked address (server/shared/outbound/fetch-public.ts): a name that
 *   resolves to 127.0.0.1 or any other non-public address is never connected to.
 * - Redirects are not followed (they could lead outside the rule); the answer must be 200, at most
 *   MAX_METADATA_BYTES, and arrive within `timeoutMs`.
 * - The image kept is the metadata's `image` (or `image_url`) under the icon rule (sanitiseIconUrl: https:, loopback
 *   http: for development, a raster data:image/ of at most 2,048 characters; never SVG).
 * The answer is `{ image }` (null: none to show, final) or 'retry' (the server was down or slow: ask again later).
 */
import { isRefusedHost } from '../../shared/outbound/address-rule';
import { deploymentTrust, fetchPublic, OutboundRefused, type PublicAnswer, type Resolve } from '../../shared/outbound/fetch-public';
import { sanitiseIconUrl } from './sanitise-metadata';

export const MAX_METADATA_BYTES = 64 * 1024;
const DEFAULT_METADATA_TIMEOUT_MS = 5000;

export type NftImageOptions = {
  /** Origins whose metadata is read even over http or on a private address, e.g. the dev stack's page server. */
  origins?: readonly string[];
  timeoutMs?: number;
  /** How host names resolve (tests map names to loopback); the system's resolver by default. */
  resolve?: Resolve;
};

export type NftImageResult = { image: string | null } | 'retry';

const NONE = { image: null } as const;

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
  if (url.protocol !== 'https:') return null;
  // Literals and localhost are refused here already; names are checked again when they resolve (fetchPublic).
  return isRefusedHost(url.hostname) ? null : url;
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
function imageOfMetadata(text: string): string | null {
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

export async function readNftImage(uri: string, options: NftImageOptions = {}): Promise<NftImageResult> {
  if (uri.startsWith('data:')) {
    const text = dataJson(uri);
    return text === null ? NONE : { image: imageOfMetadata(text) };
  }
  const url = metadataUrl(uri, options.origins);
  if (!url) return NONE;
  let answer: PublicAnswer;
  try {
    answer = await fetchPublic(url, {
      timeoutMs: options.timeoutMs ?? DEFAULT_METADATA_TIMEOUT_MS,
      maxBytes: MAX_METADATA_BYTES,
      accept: 'application/json',
      ...deploymentTrust(url, options.origins ?? [], options.resolve),
    });
  } catch (error) {
    return error instanceof OutboundRefused ? NONE : 'retry';
  }
  if (answer.status === 429 || answer.status >= 500) return 'retry';
  return answer.text === null ? NONE : { image: imageOfMetadata(answer.text) };
}
