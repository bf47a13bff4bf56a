/**
 * Logos (token logos, configured network icons) fetched once by the service and served from here, so a visitor's
 * browser never calls the logo's host and a hostile host cannot reach it with active content:
 * - The URL must pass the image rule (../indexer/image-rule.ts: https: on a public host, or an origin the deployment
 *   lists in `imageOrigins`); a host name is resolved and each address checked before connecting
 *   (server/shared/outbound/fetch-public.ts), redirects are not followed, the body is at most MAX_LOGO_BYTES and the
 *   whole exchange ends within `timeoutMs`.
 * - A raster data: URL (already checked by sanitiseIconUrl) is decoded in place.
 * - The bytes must be a PNG, JPEG, GIF, WebP or a passive SVG (./logo-bytes.ts); the type served is the one the bytes
 *   show, never the server's claim.
 * - Outcomes are kept in a bounded LRU in memory, failures too (for a shorter time), and requests for a URL being
 *   fetched share that fetch; so a logo host sees one request per URL per period, however many visitors come.
 * null means "no logo": the caller draws the generated disc.
 */
import { deploymentTrust, fetchPublic, type Resolve } from '../../shared/outbound/fetch-public';
import { imageUrlAllowed } from '../indexer/image-rule';
import { sanitiseIconUrl } from '../indexer/sanitise-metadata';
import { etagOf } from './generated-icon';
import { logoTypeOf, type LogoType } from './logo-bytes';

const MAX_LOGO_BYTES = 256 * 1024;
const DEFAULT_TIMEOUT_MS = 3000;
/** Logos kept at once: at most MAX_ENTRIES × MAX_LOGO_BYTES (64 MB) in the worst case. */
const MAX_ENTRIES = 256;
const KEEP_MS = 6 * 60 * 60 * 1000;
const KEEP_FAILURE_MS = 5 * 60 * 1000;

export type Logo = { body: Buffer; contentType: LogoType; etag: string };

export type LogoFetcher = { get(url: string): Promise<Logo | null> };

export type LogoFetcherOptions = {
  imageOrigins?: readonly string[];
  timeoutMs?: number;
  /** How host names resolve (tests map names to loopback); the system's resolver by default. */
  resolve?: Resolve;
  log?: (line: string) => void;
  /** Milliseconds; tests move time. */
  now?: () => number;
};

function logoOf(bytes: Buffer | null): Logo | null {
  if (!bytes || bytes.byteLength === 0 || bytes.byteLength > MAX_LOGO_BYTES) return null;
  const contentType = logoTypeOf(bytes);
  return contentType ? { body: bytes, contentType, etag: etagOf(bytes) } : null;
}

export function createLogoFetcher({
  imageOrigins = [],
  timeoutMs = DEFAULT_TIMEOUT_MS,
  resolve,
  log = () => {},
  now = Date.now,
}: LogoFetcherOptions = {}): LogoFetcher {
  // A Map keeps insertion order: the first key is the least recently used.
  const kept = new Map<string, { logo: Logo | null; until: number }>();
  const pending = new Map<string, Promise<Logo | null>>();

  async function read(url: string): Promise<Logo | null> {
    if (url.startsWith('data:')) return logoOf(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
    const target = new URL(url);
    try {
      const answer = await fetchPublic(target, {
        timeoutMs,
        maxBytes: MAX_LOGO_BYTES,
        accept: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml',
        ...deploymentTrust(target, imageOrigins, resolve),
      });
      const logo = logoOf(answer.bytes);
      if (!logo)
        log(`logo ${url.slice(0, 200)}: ${answer.status === 200 ? 'not a PNG, JPEG, GIF, WebP or passive SVG within 256 KB' : `answered ${answer.status}`}`);
      return logo;
    } catch (error) {
      log(`logo ${url.slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  function keep(url: string, logo: Logo | null): void {
    kept.delete(url);
    kept.set(url, { logo, until: now() + (logo ? KEEP_MS : KEEP_FAILURE_MS) });
    while (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  }

  return {
    async get(raw) {
      const url = sanitiseIconUrl(raw);
      if (url === null || !imageUrlAllowed(url, imageOrigins)) return null;
      const hit = kept.get(url);
      if (hit && hit.until > now()) {
        kept.delete(url);
        kept.set(url, hit);
        return hit.logo;
      }
      const running = pending.get(url);
      if (running) return running;
      const work = read(url).then((logo) => {
        keep(url, logo);
        return logo;
      });
      pending.set(url, work);
      try {
        return await work;
      } finally {
        pending.delete(url);
      }
    },
  };
}
