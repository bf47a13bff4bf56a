/**
 * The image URLs a prefetch saw fail (an error, not a slow answer): a row drawn after that starts with its next URL
 * or its initials, with no broken image first. A later prefetch that loads one takes it off again.
 */
const failed = new Set<string>();
const MAX_FAILED = 500;

export const imageFailed = (url: string) => failed.has(url);

export function markImage(url: string, ok: boolean) {
  if (ok) failed.delete(url);
  else {
    if (failed.size >= MAX_FAILED) failed.delete(failed.values().next().value!);
    failed.add(url);
  }
}
