/**
 * The one check that an outside value is a web address the product may fetch or open: an absolute URL, read by the
 * WHATWG parser (as fetch and the browser read it), whose scheme is http: or https:. Callers add their own further
 * rules (no credentials, https only, an allowed origin); a caller that words "not a URL" apart from "not http(s)"
 * asks URL.canParse in its error branch.
 */
export function httpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** The same rule as a type guard, for lists (`icons.every(isHttpUrl)`). */
export const isHttpUrl = (value: unknown): value is string => httpUrl(value) !== undefined;
