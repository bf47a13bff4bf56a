/**
 * Token names and symbols come from contracts anyone can deploy: they are stored and shown as plain text. Markup
 * stays as the characters it is (the page escapes on output); what changes how text around it reads, or hides
 * itself, goes: control characters, bidirectional overrides and isolates, zero-width characters. Then a bound.
 */

/** Bounds, in characters (code points), of what a reader keeps. */
export const MAX_TOKEN_NAME_LENGTH = 128;
export const MAX_TOKEN_SYMBOL_LENGTH = 64;

/** C0 and C1 controls, tab and newline included (a name is one line): each becomes a space. */
const CONTROLS = /\p{Cc}/gu;
/** Bidi marks, embeddings, overrides and isolates; zero-width space and joiners, word joiner and invisible operators,
 * the byte-order mark, the Mongolian vowel separator: removed. */
const INVISIBLE_OR_STEERING = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** Plain, one-line, bounded text: steering and invisible characters removed, whitespace runs made one space, trimmed, cut. */
export function plainText(value: string, maxLength: number): string {
  const cleaned = value.normalize('NFC').replace(CONTROLS, ' ').replace(INVISIBLE_OR_STEERING, '').replace(/\s+/gu, ' ').trim();
  const codePoints = Array.from(cleaned.length > maxLength * 4 ? cleaned.slice(0, maxLength * 4) : cleaned);
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('').trimEnd() : cleaned;
}
