/** SPEC §9: a pairing URI lives 4 minutes and counts as expired within 10 s of that. Pure arithmetic. */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../../constants';

export type PairingUri = { uri: string; createdAt: number; expiresAt: number };

export function createPairingUri(uri: string, now: number): PairingUri {
  return { uri, createdAt: now, expiresAt: now + PAIRING_EXPIRY_MS };
}

/** True once `now` is within the margin of the expiry (or past it). */
export function isPairingUriExpired(pairing: PairingUri, now: number): boolean {
  return now >= pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS;
}

/** Milliseconds until a fresh URI should replace this one (0 when it already counts as expired). */
export function msUntilPairingRefresh(pairing: PairingUri, now: number): number {
  return Math.max(0, pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - now);
}
