/**
 * Origins as the browser compares them: scheme, host and port, serialised the way `MessageEvent.origin` is
 * ('https://shop.example', 'http://127.0.0.1:5173'). Both sides compare whole serialised origins for equality, never
 * a host alone or a prefix: 'https://shop.example.evil.test' and 'http://shop.example' are other origins.
 */
import { isHttpUrl } from '../validate/url';

/** The origin of an http(s) URL, or undefined. */
export function originOf(url: unknown): string | undefined {
  return isHttpUrl(url) ? new URL(url).origin : undefined;
}

/**
 * A configured origin: an http(s) URL with nothing but an origin ('https://shop.example', a trailing slash allowed;
 * no path, query, fragment or credentials, so that a configuration cannot seem to say more than it does), answered
 * serialised (lower-case host, default port dropped). Undefined otherwise.
 */
export function parseOrigin(value: unknown): string | undefined {
  if (!isHttpUrl(value)) return undefined;
  const url = new URL(value);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/[?#]/.test(value);
  return bare ? url.origin : undefined;
}

/** True only when `origin` (a MessageEvent's) is one of the configured origins, character for character. */
export function isAllowedOrigin(origin: unknown, allowed: readonly string[]): boolean {
  return typeof origin === 'string' && origin !== 'null' && allowed.includes(origin);
}
