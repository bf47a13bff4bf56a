/**
 * SPEC §9's reconnect policy for the WalletConnect relay's socket, as pure arithmetic over one round
 * (relay-socket.ts keeps the clock and the sockets). A round begins when the socket is lost, when an
 * attempt fails with no round running, or when work needs the relay and finds no socket. In a round,
 * socket attempts are at least WEBSOCKET_RECONNECT_INTERVAL_MS apart and at most
 * WEBSOCKET_MAX_RECONNECTS reconnects are made (work's own connect comes first, at once); the round ends
 * when a socket stays open for an interval, or gives up RELAY_GIVE_UP_MS after it began.
 */
import { WEBSOCKET_MAX_RECONNECTS, WEBSOCKET_RECONNECT_INTERVAL_MS } from '../../constants';

/** How long a round lasts at most before the relay counts as unreachable: one interval per reconnect, and one to see the last through. */
export const RELAY_GIVE_UP_MS = WEBSOCKET_RECONNECT_INTERVAL_MS * (WEBSOCKET_MAX_RECONNECTS + 1);

export type RelayRound = {
  /** The earliest time of the next socket attempt. */
  nextAt: number;
  /** Socket attempts this round may still make. */
  attemptsLeft: number;
  giveUpAt: number;
};

/** After a socket loss (or a failed attempt) at `at`: the first reconnect one interval later. */
export function roundAfterLoss(at: number): RelayRound {
  return { nextAt: at + WEBSOCKET_RECONNECT_INTERVAL_MS, attemptsLeft: WEBSOCKET_MAX_RECONNECTS, giveUpAt: at + RELAY_GIVE_UP_MS };
}

/** Work needs the relay at `at` and there is no socket: connect at once, then the reconnects. */
export function roundForWork(at: number): RelayRound {
  return { nextAt: at, attemptsLeft: WEBSOCKET_MAX_RECONNECTS + 1, giveUpAt: at + RELAY_GIVE_UP_MS };
}

/** A socket lost at `at` during a round (before it had stayed open an interval): its reconnect waits an interval too. */
export function lossInRound(round: RelayRound, at: number): RelayRound {
  return { ...round, nextAt: Math.max(round.nextAt, at + WEBSOCKET_RECONNECT_INTERVAL_MS) };
}

/** The round once an attempt began at `at`. */
export function afterAttempt(round: RelayRound, at: number): RelayRound {
  return { ...round, attemptsLeft: round.attemptsLeft - 1, nextAt: at + WEBSOCKET_RECONNECT_INTERVAL_MS };
}

export type RoundState = {
  now: number;
  /** Since when the socket has been open, if it is. */
  openSince: number | undefined;
  /** Whether the SDK is waiting for a socket (nothing is attempted for nobody). */
  wanted: boolean;
  /** Whether an attempt is in flight (one at a time). */
  attempting: boolean;
};

export type RoundStep =
  /** A socket stayed open for an interval: the relay is back. */
  | { action: 'recovered' }
  | { action: 'attempt' }
  /** Look again in `ms` (or sooner, when something happens). */
  | { action: 'wait'; ms: number }
  | { action: 'giveUp' };

export function nextStep(round: RelayRound, { now, openSince, wanted, attempting }: RoundState): RoundStep {
  if (openSince !== undefined) {
    const stableAt = openSince + WEBSOCKET_RECONNECT_INTERVAL_MS;
    return now >= stableAt ? { action: 'recovered' } : { action: 'wait', ms: stableAt - now };
  }
  // An attempt still in flight (a relay that neither answers nor refuses) does not hold the deadline back.
  if (now >= round.giveUpAt) return { action: 'giveUp' };
  if (wanted && !attempting && round.attemptsLeft > 0) {
    if (now >= round.nextAt) return { action: 'attempt' };
    return { action: 'wait', ms: Math.min(round.nextAt, round.giveUpAt) - now };
  }
  return { action: 'wait', ms: round.giveUpAt - now };
}

/** The relay's host for messages (`relay.example.org`, `127.0.0.1:4444`); the text itself when it is no URL. */
export function relayHostOf(relayUrl: string): string {
  try {
    return new URL(relayUrl).host || relayUrl;
  } catch {
    return relayUrl;
  }
}
