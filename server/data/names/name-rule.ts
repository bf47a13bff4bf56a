/**
 * SPEC §5: a registered name is letters, digits and hyphens, at least 4 characters; we add at most 63 (one DNS
 * label), no hyphen at either end, and no 'xn--' label (punycode: it would show as another, non-ASCII name).
 * Names are case-insensitive and stored lower-case with the provider's suffix (SPEC §9), e.g.
 * 'alice.wallet-modal.local'. A name may be given with or without that suffix.
 */
const MIN_NAME_LENGTH = 4;
const MAX_NAME_LENGTH = 63;
const LABEL = /^[a-z0-9-]+$/;
/** What a name may be typed with, checked before lower-casing (see parseName). */
const ASCII_NAME = /^[A-Za-z0-9.-]+$/;
const SUFFIX = /^(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function checkSuffix(suffix: string): string {
  const lower = suffix.toLowerCase();
  if (!SUFFIX.test(lower) || lower.length > 190) throw new Error(`nameSuffix '${suffix.slice(0, 64)}' must look like '.wallet-modal.local'`);
  return lower;
}

export type ParsedName = { label: string; name: string };

/** The label and full name, or the reason the name breaks the rule. */
export function parseName(input: string, suffix: string): ParsedName | { error: string } {
  // Before lower-casing: toLowerCase turns some non-ASCII letters into ASCII ones (the Kelvin sign U+212A into 'k',
  // 'İ' into 'i' and a combining dot), so a check after it would take a name that is not the one it stores.
  if (!ASCII_NAME.test(input)) return { error: 'a name is letters, digits and hyphens' };
  const lower = input.toLowerCase();
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower;
  if (label.includes('.')) return { error: `a name is one label, optionally followed by ${suffix}` };
  if (!LABEL.test(label)) return { error: 'a name is letters, digits and hyphens' };
  if (label.length < MIN_NAME_LENGTH) return { error: `a name has at least ${MIN_NAME_LENGTH} characters` };
  if (label.length > MAX_NAME_LENGTH) return { error: `a name has at most ${MAX_NAME_LENGTH} characters` };
  if (label.startsWith('-') || label.endsWith('-')) return { error: 'a name does not start or end with a hyphen' };
  if (label.startsWith('xn--')) return { error: "a name does not start with 'xn--'" };
  return { label, name: `${label}${suffix}` };
}

/** Variants of `label` to offer when it is taken: digits and short words after it, each still within the rule. */
export function nameVariants(label: string): string[] {
  const endings = ['1', '2', '3', '7', '42', '99', '-web3', '-id', ...Array.from({ length: 9 }, (_, i) => String(i + 10))];
  return endings.map((ending) => `${label.slice(0, MAX_NAME_LENGTH - ending.length)}${ending}`);
}
