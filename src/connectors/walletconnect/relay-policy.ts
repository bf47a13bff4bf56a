/**
 * SPEC §9's reconnect policy for the WalletConnect relay's socket, as a pure decision: once the socket
 * is lost (or is missing when a proposal or request needs it), it is checked every
 * WEBSOCKET_RECONNECT_INTERVAL_MS and reconnected at most WEBSOCKET_MAX_RECONNECTS times; then the
 * relay counts as unreachable.
 */
import { WEBSOCKET_MAX_RECONNECTS, WEBSOCKET_RECONNECT_INTERVAL_MS } from '../../constants';

export type RelayCheck = {
  connected: boolean;
  /** The socket closed since the previous check: a relay that drops every socket it accepts is not back. */
  droppedSinceLastCheck: boolean;
  /** Reconnects made in this outage so far. */
  attempts: number;
};

export type RelayDecision =
  | { action: 'recovered' }
  | { action: 'reconnect'; attempt: number; nextCheckMs: number }
  | { action: 'giveUp' };

export function decideReconnect({ connected, droppedSinceLastCheck, attempts }: RelayCheck): RelayDecision {
  if (connected && !droppedSinceLastCheck) return { action: 'recovered' };
  if (attempts >= WEBSOCKET_MAX_RECONNECTS) return { action: 'giveUp' };
  return { action: 'reconnect', attempt: attempts + 1, nextCheckMs: WEBSOCKET_RECONNECT_INTERVAL_MS };
}

/** How long an outage lasts at most before the relay counts as unreachable: the first check, then one per reconnect. */
export const RELAY_GIVE_UP_MS = WEBSOCKET_RECONNECT_INTERVAL_MS * (WEBSOCKET_MAX_RECONNECTS + 1);

/** The relay's host for messages (`relay.example.org`, `127.0.0.1:4444`); the text itself when it is no URL. */
export function relayHostOf(relayUrl: string): string {
  try {
    return new URL(relayUrl).host || relayUrl;
  } catch {
    return relayUrl;
  }
}
