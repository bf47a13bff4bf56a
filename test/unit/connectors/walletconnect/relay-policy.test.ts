import { describe, expect, it } from 'vitest';
import { decideReconnect, relayHostOf, RELAY_GIVE_UP_MS } from '../../../../src/connectors/walletconnect/relay-policy';
import { WEBSOCKET_MAX_RECONNECTS, WEBSOCKET_RECONNECT_INTERVAL_MS } from '../../../../src/constants';

describe('the relay reconnect policy (SPEC §9: every 1000 ms, at most 5 reconnects)', () => {
  it('reconnects every 1000 ms while the socket is down, five times, then gives up', () => {
    const decisions = [0, 1, 2, 3, 4, 5].map((attempts) => decideReconnect({ connected: false, droppedSinceLastCheck: false, attempts }));
    expect(decisions).toEqual([
      { action: 'reconnect', attempt: 1, nextCheckMs: 1000 },
      { action: 'reconnect', attempt: 2, nextCheckMs: 1000 },
      { action: 'reconnect', attempt: 3, nextCheckMs: 1000 },
      { action: 'reconnect', attempt: 4, nextCheckMs: 1000 },
      { action: 'reconnect', attempt: 5, nextCheckMs: 1000 },
      { action: 'giveUp' },
    ]);
    expect(WEBSOCKET_RECONNECT_INTERVAL_MS).toBe(1000);
    expect(WEBSOCKET_MAX_RECONNECTS).toBe(5);
    // The unreachable relay is reported well within the 10 s the views promise.
    expect(RELAY_GIVE_UP_MS).toBe(6000);
  });

  it('counts the relay as back only when the socket is open and stayed open since the last check', () => {
    expect(decideReconnect({ connected: true, droppedSinceLastCheck: false, attempts: 3 })).toEqual({ action: 'recovered' });
    // A relay that accepts each socket and drops it is not back: the reconnect counts against the five.
    expect(decideReconnect({ connected: true, droppedSinceLastCheck: true, attempts: 2 })).toEqual({ action: 'reconnect', attempt: 3, nextCheckMs: 1000 });
    expect(decideReconnect({ connected: true, droppedSinceLastCheck: true, attempts: 5 })).toEqual({ action: 'giveUp' });
  });

  it('names the relay by its host', () => {
    expect(relayHostOf('wss://relay.walletconnect.org')).toBe('relay.walletconnect.org');
    expect(relayHostOf('ws://127.0.0.1:4444/?projectId=x')).toBe('127.0.0.1:4444');
    expect(relayHostOf('not a url')).toBe('not a url');
  });
});
