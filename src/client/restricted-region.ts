/** SPEC §9: Buy and Swap are not offered in the restricted timezones. */
import type { Features } from '../constants';
import { RESTRICTED_TIMEZONES } from '../constants/restrictions';

const RESTRICTED = new Set<string>(RESTRICTED_TIMEZONES.map((zone) => zone.toLowerCase()));

/** The zone the visitor's browser reports (IANA name), or '' where it reports none. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** The features in force for a visitor in `timeZone`: in a restricted one, without onramp and swaps. */
export function withRegionRules(features: Readonly<Features>, timeZone: string = visitorTimeZone()): Readonly<Features> {
  if (!RESTRICTED.has(timeZone.toLowerCase()) || (!features.onramp && !features.swaps)) return features;
  return { ...features, onramp: false, swaps: false };
}
