/**
 * The icons the data service draws itself (network discs, currency glyphs, tokens without a logo): a disc on a colour
 * with up to three characters on it. Original and tiny, and the text is reduced to letters and digits before it is
 * written, so no input can add markup to the SVG.
 */
import { createHash } from 'node:crypto';

/** FNV-1a: the same seed always picks the same colour. */
function hueOf(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % 360;
}

/** Up to three letters or digits of `text`, upper-cased; '?' when it has none. */
function initialsOf(text: string): string {
  const kept = text.normalize('NFKD').replace(/[^A-Za-z0-9$€£¥₹₩₺₽]/g, '');
  return (kept.slice(0, 3) || '?').toUpperCase();
}

export type Disc = {
  /** The characters drawn: already safe (letters, digits and a few currency signs). */
  glyph: string;
  /** A CSS colour of the form #rrggbb, or a hue picked from `seed` when absent. */
  colour?: string;
  seed: string;
};

/** The SVG text of a 64×64 disc with its glyph centred. */
export function discSvg({ glyph, colour, seed }: Disc): string {
  const fill = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : `hsl(${hueOf(seed)},55%,42%)`;
  const size = glyph.length >= 3 ? 20 : glyph.length === 2 ? 26 : 32;
  const safe = initialsOf(glyph);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${fill}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${safe}</text>` +
    `</svg>`
  );
}

/** A strong ETag for an image's bytes. */
export function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}
