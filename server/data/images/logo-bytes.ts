/**
 * What a fetched logo is, judged by its bytes and never by the Content-Type its server claimed: PNG, JPEG, GIF and WebP
 * by their signatures, and SVG only when it holds no active or outside content. Anything else (HTML served as
 * image/png, a script, an SVG with a <script>, an event handler, a <foreignObject> or a reference outside itself) is not
 * a logo, and the caller draws the generated disc instead.
 *
 * The SVG check is the second guard, not the first: every image this service answers carries a CSP of
 * `default-src 'none'` and nosniff (server/data/http/handler.ts), so even an SVG opened as a page runs no script and
 * loads nothing, and an <img> never runs an SVG's script at all.
 */

export type LogoType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** Markup an SVG logo may not carry: scripts, handlers, embedded documents, entity tricks, styles (which can load URLs). */
const ACTIVE_SVG =
  /<\s*(script|foreignObject|iframe|object|embed|style|image|use|a|animate|set|handler|listener)\b|<!\s*(DOCTYPE|ENTITY)|\son[a-z]+\s*=|javascript:|url\s*\(|@import/i;
/** Every href (plain or xlink:) must point inside the document (#id). */
const HREF = /\b(?:xlink:)?href\s*=\s*("([^"]*)"|'([^']*)')/gi;

function safeSvg(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(start)) return false;
  if (!/<\/svg>\s*$/i.test(start)) return false;
  if (ACTIVE_SVG.test(start)) return false;
  for (const match of start.matchAll(HREF)) if (!(match[2] ?? match[3] ?? '').startsWith('#')) return false;
  return true;
}

/** The type of a logo's bytes, or null when they are not an image this service serves. */
export function logoTypeOf(bytes: Buffer): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  const text = bytes.toString('utf8');
  // Not UTF-8 (the decoder put replacement characters in): not an SVG either.
  if (text.includes('\uFFFD')) return null;
  return safeSvg(text) ? 'image/svg+xml' : null;
}
