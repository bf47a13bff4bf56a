/**
 * The one check that an outside value is a web address the product may fetch or open: an absolute URL, read by the
 * WHATWG parser (as fetch and the browser read it), whose scheme is http: or https:. Callers add their own further
 * rules (no credentials, https only, an allowed origin) on `new URL(value)`; a caller that words "not a URL" apart
 * from "not http(s)" asks URL.canParse in its error branch. One function, not a parser beside a guard: the first
 * script holds it and every lazy chunk that imports it costs the first script an export.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
