/**
 * SPEC §3 "deep link choice": the wallet app a phone visitor paired through (its catalogue name and mobile link),
 * kept so that wallet can be reopened; SPEC §4 clears it on disconnect.
 */
import { buildDeepLink } from '../chains/deep-links';
import { storageKey, writeStorage } from '../storage/storage';

export type DeepLinkChoice = { name: string; href: string };

const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;
// A stored link is opened later, so it must pass the same check as a fresh one.
const isLink = (v: unknown): v is string => typeof v === 'string' && buildDeepLink(v, '') !== undefined;

export const DEEP_LINK_CHOICE = storageKey<DeepLinkChoice>('walletconnect-deeplink', (v) => {
  if (typeof v !== 'object' || v === null) return undefined;
  const { name, href } = v as Record<string, unknown>;
  return isName(name) && isLink(href) ? { name, href } : undefined;
});

/** Keeps the wallet's link when it is one the modal would open; any other is not stored. */
export function rememberDeepLinkChoice(choice: DeepLinkChoice): void {
  if (DEEP_LINK_CHOICE.parse(choice)) writeStorage(DEEP_LINK_CHOICE, { name: choice.name, href: choice.href });
}
