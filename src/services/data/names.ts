/**
 * The name registry's answers (SPEC §7): `/v1/identity/{address}` → `{ name, avatar }`, `/v1/profile/suggestions/{name}`
 * → `{ suggestions: [{ name, registered }] }` and a name record `{ name, … }`. Names follow the registry's rule
 * (chains/account-name.ts); anything else is dropped.
 */
import { isRegisteredName } from '../../chains/account-name';
import type { Identity, NameSuggestion, Origins } from './entities';
import { optionalImage } from './fields';
import { isRecord } from '../../validate/record';

const MAX_SUGGESTIONS = 20;

/** An identity; a bad name or avatar is left out (the account then shows its address), never drawn. */
export function parseIdentityResponse(body: unknown, origins: Origins): Identity | undefined {
  if (!isRecord(body)) return undefined;
  const name = isRegisteredName(body.name) ? body.name : undefined;
  const avatar = optionalImage(body.avatar, origins) ?? undefined;
  return { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) };
}

/** A host name as a registration message's domain: lower case, dot-separated labels, an optional port. */
const DOMAIN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::[0-9]{1,5})?$/;

/**
 * The suggestions answer read for a registration of `label`: whether the name is taken (the first suggestion is the
 * name itself) and `domain`, what the registration message must name.
 */
export function parseRegistrationTarget(body: unknown, label: string): { registered: boolean; domain: string } | undefined {
  const self = parseSuggestionsResponse(body)?.[0];
  if (!self?.name.startsWith(`${label}.`) || !isRecord(body) || typeof body.domain !== 'string' || !DOMAIN.test(body.domain)) return undefined;
  return { registered: self.registered, domain: body.domain };
}

export function parseSuggestionsResponse(body: unknown): NameSuggestion[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.suggestions)) return undefined;
  const seen = new Set<string>();
  const suggestions: NameSuggestion[] = [];
  for (const entry of body.suggestions.slice(0, MAX_SUGGESTIONS)) {
    if (!isRecord(entry) || !isRegisteredName(entry.name) || typeof entry.registered !== 'boolean' || seen.has(entry.name)) continue;
    seen.add(entry.name);
    suggestions.push({ name: entry.name, registered: entry.registered });
  }
  return suggestions;
}

/** A name record's name (the registration's and the forward lookup's answer). */
export function parseNameRecord(body: unknown): { name: string } | undefined {
  return isRecord(body) && isRegisteredName(body.name) ? { name: body.name } : undefined;
}

/**
 * The address a name record holds for the first of `coinTypes` it has (`addresses: { [coinType]: { address } }`),
 * or undefined. The address is returned as given; the caller checks it for its namespace.
 */
export function parseNameAddress(body: unknown, coinTypes: readonly number[]): string | undefined {
  if (!isRecord(body) || !isRecord(body.addresses)) return undefined;
  for (const coinType of coinTypes) {
    const entry = body.addresses[String(coinType)];
    if (isRecord(entry) && typeof entry.address === 'string' && entry.address.length <= 100) return entry.address;
  }
  return undefined;
}
