/**
 * The frame host's configuration: `config.json` beside the frame's page, on the frame's own origin. It names the
 * parent origins the frame serves. It is read from the frame's origin, not from the URL's query, because whoever
 * frames the page writes the query: a list there would let any site allow itself. docs/embedded-wallet.md ("Frame").
 */
import { isHttpUrl } from '../src/validate/url';
import { isRecord } from '../src/validate/record';
import { parseOrigin } from '../src/frame-protocol/origin';

export type FrameConfig = {
  /** Serialised origins ('https://shop.example'), compared whole with each message's origin. */
  allowedOrigins: string[];
  /** The auth service (server/auth/), when the frame has one. */
  authUrl?: string;
};

const MAX_ORIGINS = 100;

/** The configuration, or the reason it is refused (named for the person who wrote it). */
export function parseFrameConfig(value: unknown): FrameConfig | { error: string } {
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'allowedOrigins' && key !== 'authUrl')) {
    return { error: 'config.json must be an object with allowedOrigins (and optionally authUrl), nothing else' };
  }
  const { allowedOrigins, authUrl } = value;
  if (!Array.isArray(allowedOrigins) || allowedOrigins.length === 0 || allowedOrigins.length > MAX_ORIGINS) {
    return { error: `allowedOrigins must list 1 to ${MAX_ORIGINS} origins` };
  }
  const origins: string[] = [];
  for (const entry of allowedOrigins) {
    const origin = parseOrigin(entry);
    if (origin === undefined)
      return { error: `allowedOrigins: ${JSON.stringify(String(entry).slice(0, 200))} is not an http(s) origin such as https://shop.example` };
    origins.push(origin);
  }
  if (authUrl !== undefined && !isHttpUrl(authUrl)) return { error: 'authUrl must be an http(s) URL' };
  return { allowedOrigins: origins, ...(authUrl === undefined ? {} : { authUrl }) };
}

/** Fetches config.json from the frame's own origin (no redirects, no credentials) and parses it. */
export async function loadFrameConfig(pageUrl: string, fetchConfig: typeof fetch): Promise<FrameConfig | { error: string }> {
  const url = new URL('config.json', pageUrl);
  try {
    const response = await fetchConfig(url, { credentials: 'omit', redirect: 'error', cache: 'no-cache' });
    if (!response.ok) return { error: `config.json answered HTTP ${response.status}` };
    return parseFrameConfig(await response.json());
  } catch (error) {
    return { error: `config.json could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}
