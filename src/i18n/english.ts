/**
 * The English catalogue, with the modal's lazily loaded code (the modal shell, the views, the toasts): the first
 * script carries only the English it draws itself (ui/first-script-text.ts), which keeps it within its budget.
 */
import en from './locales/en.json';
import type { Locale } from './locales';
import { PLACEHOLDER, translate, type Catalogue, type MessageKey } from './translate';

export const ENGLISH: Catalogue = en;

/** English SPEC §8 texts (`msg.*`), as patterns of their placeholders, to their keys. */
let englishMessages: { key: MessageKey; pattern: RegExp; names: string[] }[] | undefined;

/**
 * What a person reads for an error's or toast's English text: SPEC §8's messages stay English in `shortMessage` (host
 * pages test them), and are translated only here, at display time. A text we do not know is shown as it is.
 */
export function localizeMessage(locale: Locale, catalogue: Catalogue | undefined, text: string): string {
  if (!catalogue) return text;
  englishMessages ??= Object.entries(ENGLISH).flatMap(([key, value]) => {
    if (!key.startsWith('msg.') || typeof value !== 'string') return [];
    const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const source = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '(.+)');
    return [{ key: key as MessageKey, pattern: new RegExp(`^${source}$`), names }];
  });
  for (const { key, pattern, names } of englishMessages) {
    const match = pattern.exec(text);
    if (match) return translate(locale, catalogue, ENGLISH, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
}
