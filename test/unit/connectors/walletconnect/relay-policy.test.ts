import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  lossInRound,
  nextStep,
  relayHostOf,
  RELAY_GIVE_UP_MS,
  roundAfterLoss,
  roundForWork,
  type RelayRound,
  type RoundState,
} from '../../../../src/connectors/walletconnect/relay-policy';
import { WEBSOCKET_MAX_RECONNECTS, WEBSOCKET_RECONNECT_INTERVAL_MS } from '../../../../src/constants';

/** Plays a round whose every attempt fails at once and the SDK always wants a socket: the attempt times, and when it gave up. */
function play(round: RelayRound, start: number) {
  const attempts: number[] = [];
  let now = start;
  for (let guard = 0; guard < 100; guard++) {
    const step = nextStep(round, { now, openSince: undefined, wanted: true, attempting: false });
    if (step.action === 'giveUp') return { attempts, gaveUpAt: now };
    if (step.action === 'attempt') {
      attempts.push(now);
      round = afterAttempt(round, now);
    } else if (step.action === 'wait') now += step.ms;
    else throw new Error(`unexpected ${step.action}`);
  }
  throw new Error('the round never ended');
}

const state = (now: number, rest: Partial<RoundState> = {}): RoundState => ({ now, openSince: undefined, wanted: true, attempting: false, ...rest });

describe('the relay reconnect policy (SPEC §9: every 1000 ms, at most 5 reconnects)', () => {
  it('after a loss: five reconnects 1000 ms apart from one interval after it, then give up', () => {
    expect(WEBSOCKET_RECONNECT_INTERVAL_MS).toBe(1000);
    expect(WEBSOCKET_MAX_RECONNECTS).toBe(5);
    // The unreachable relay is reported well within the 10 s the views promise.
    expect(RELAY_GIVE_UP_MS).toBe(6000);
    expect(play(roundAfterLoss(10_000), 10_000)).toEqual({ attempts: [11_000, 12_000, 13_000, 14_000, 15_000], gaveUpAt: 16_000 });
  });

  it('for work that finds no socket: the connect at once, then five reconnects, given up at the same deadline', () => {
    expect(play(roundForWork(0), 0)).toEqual({ attempts: [0, 1000, 2000, 3000, 4000, 5000], gaveUpAt: 6000 });
  });

  it('a socket that stays open an interval ends the round; one that opened and closed again does not', () => {
    const round = afterAttempt(roundAfterLoss(0), 1000);
    expect(nextStep(round, state(1500, { openSince: 1000 }))).toEqual({ action: 'wait', ms: 500 });
    expect(nextStep(round, state(2000, { openSince: 1000 }))).toEqual({ action: 'recovered' });
    // Open at the deadline: it is given its interval before anything is decided.
    expect(nextStep(round, state(6000, { openSince: 5800 }))).toEqual({ action: 'wait', ms: 800 });
    expect(nextStep(round, state(2000))).toEqual({ action: 'attempt' });
  });

  it('a socket lost during a round (before it stayed open an interval) is reconnected an interval after the loss, within the same deadline and count', () => {
    const round = afterAttempt(roundForWork(0), 0); // the connect, at 0
    const lost = lossInRound(round, 130);
    expect(lost).toEqual({ nextAt: 1130, attemptsLeft: 5, giveUpAt: 6000 });
    expect(nextStep(lost, state(1000))).toEqual({ action: 'wait', ms: 130 });
    // A loss long after the last attempt leaves the pace as it was.
    expect(lossInRound({ nextAt: 3000, attemptsLeft: 2, giveUpAt: 6000 }, 1500)).toEqual({ nextAt: 3000, attemptsLeft: 2, giveUpAt: 6000 });
  });

  it('attempts one at a time and only when the SDK wants a socket; an attempt in flight does not hold the deadline back', () => {
    const round = roundAfterLoss(0);
    expect(nextStep(round, state(1000, { attempting: true }))).toEqual({ action: 'wait', ms: 5000 });
    expect(nextStep(round, state(1000, { wanted: false }))).toEqual({ action: 'wait', ms: 5000 });
    expect(nextStep(round, state(400))).toEqual({ action: 'wait', ms: 600 });
    expect(nextStep(round, state(6000, { attempting: true }))).toEqual({ action: 'giveUp' });
    expect(nextStep({ ...round, attemptsLeft: 0 }, state(5500))).toEqual({ action: 'wait', ms: 500 });
  });

  it('names the relay by its host', () => {
    expect(relayHostOf('wss://relay.walletconnect.org')).toBe('relay.walletconnect.org');
    expect(relayHostOf('ws://127.0.0.1:4444/?projectId=x')).toBe('127.0.0.1:4444');
    expect(relayHostOf('not a url')).toBe('not a url');
  });
});
