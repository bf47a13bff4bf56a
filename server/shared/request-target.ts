/**
 * The request target as a URL, or null when it cannot be one. `new URL` throws on targets such as `//[` or
 * `http://[/`, which any client may send; a service must answer them, not fall over.
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://service.invalid');
  } catch {
    return null;
  }
}

/** A decoded path segment, or null when its percent-encoding is malformed. */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
