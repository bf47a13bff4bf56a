import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayGate, HOLD_MS, PROBATION_MS } from '../../../../src/connectors/walletconnect/relay-socket';
import { fakeRelayNet, track } from './fake-relay-net';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A gate, and the SDK's side of it: `ask(connection)` is the SDK wanting a socket for that connection object. */
function setup(mode: Parameters<typeof fakeRelayNet>[0] = 'accept') {
  const net = fakeRelayNet(mode);
  const sdk = { current: {} as object, closedOnPurpose: false };
  const gate = createRelayGate({ closedOnPurpose: () => sdk.closedOnPurpose });
  const gaveUp: number[] = [];
  gate.onGiveUp(() => gaveUp.push(Date.now()));
  const ask = (connection: object = {}) => {
    sdk.current = connection;
    return track(
      gate.open(
        connection,
        () => net.connect(),
        () => sdk.current === connection,
      ),
    );
  };
  return { net, sdk, gate, gaveUp, ask };
}

describe('the relay socket gate', () => {
  it('opens the first socket at once, with no probation, whether the SDK or work asks first', async () => {
    const { net, gate, ask } = setup();
    const first = ask();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.value).toBe(net.sockets[0]);
    expect(net.attempts).toEqual([0]);
    expect(gate.connected()).toBe(true);
    expect(gate.state()).toBe('up');

    const other = setup();
    other.gate.demand();
    const forWork = other.ask();
    await vi.advanceTimersByTimeAsync(0);
    expect(forWork.value).toBe(other.net.sockets[0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(other.gate.state()).toBe('up');
  });

  it('a lost socket: the SDK’s request is held, five reconnects 1000 ms apart, then it gives up and opens nothing more', async () => {
    const { net, gate, gaveUp, ask } = setup();
    ask();
    await vi.advanceTimersByTimeAsync(3000);
    net.mode = 'refuse';
    net.cutAll(); // at 3000
    expect(gate.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(100);
    const held = ask(); // the SDK's reconnect, 100 ms after the loss
    await vi.advanceTimersByTimeAsync(5899);
    expect(net.attempts.slice(1)).toEqual([4000, 5000, 6000, 7000, 8000]);
    expect(gaveUp).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(gaveUp).toEqual([9000]);
    expect(gate.state()).toBe('down');
    // Given up: the SDK's requests are held, not served, and released before its own 15 s connect timeout.
    expect(held.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3100 + HOLD_MS - 9000 - 1);
    expect(held.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.error).toBeInstanceOf(Error);
    const later = ask();
    await vi.advanceTimersByTimeAsync(5000);
    expect(net.attempts).toHaveLength(6);
    expect(later.settled).toBe(false);
  });

  it('a socket lost within its first interval (just after pairing) is reconnected an interval after the loss, not sooner', async () => {
    const { net, gate, ask } = setup();
    gate.demand(); // the proposal
    ask();
    await vi.advanceTimersByTimeAsync(300);
    net.mode = 'refuse';
    net.cutAll(); // at 300, before the socket counted as stable
    ask();
    await vi.advanceTimersByTimeAsync(6000);
    expect(net.attempts).toEqual([0, 1300, 2300, 3300, 4300, 5300]);
    expect(gate.state()).toBe('down'); // the work round's deadline (6000) stands
  });

  it('work re-arms a gate that gave up: the held request is tried at once, then every 1000 ms', async () => {
    const { net, gate, gaveUp, ask } = setup('refuse');
    gate.demand();
    const first = ask();
    await vi.advanceTimersByTimeAsync(6000);
    expect(net.attempts).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(gaveUp).toEqual([6000]);
    expect(first.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    net.mode = 'accept';
    gate.demand(); // at 6500
    expect(gate.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(PROBATION_MS);
    expect(net.attempts.slice(6)).toEqual([6500]);
    expect(first.value).toBe(net.sockets[0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(gate.state()).toBe('up');
  });

  it('after a loss, a socket the relay accepts and cuts at once counts as a failed attempt: paced by the gate, never handed to the SDK', async () => {
    const { net, gate, gaveUp, ask } = setup();
    ask();
    await vi.advanceTimersByTimeAsync(0);
    net.mode = 'acceptThenCut';
    net.cutAll(); // at 0
    const request = ask();
    await vi.advanceTimersByTimeAsync(7000);
    expect(net.attempts).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(net.sockets.slice(1).every((s) => s.readyState === 3)).toBe(true);
    expect(gaveUp).toEqual([6000]);
    expect(request.settled).toBe(false);
    expect(gate.connected()).toBe(false);
  });

  it('a relay back mid-round: the held request gets the socket after the probation, and the round ends once it stayed open 1000 ms', async () => {
    const { net, gate, gaveUp, ask } = setup();
    ask();
    await vi.advanceTimersByTimeAsync(0);
    net.mode = 'refuse';
    net.cutAll();
    const request = ask();
    await vi.advanceTimersByTimeAsync(1500);
    net.mode = 'accept';
    await vi.advanceTimersByTimeAsync(500 + PROBATION_MS);
    expect(net.attempts).toEqual([0, 1000, 2000]);
    expect(request.value).toBe(net.sockets[1]);
    expect(gate.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(gate.state()).toBe('up');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gaveUp).toEqual([]);
    expect(net.attempts).toHaveLength(3);
  });

  it('requests for one connection share an attempt; a newer connection’s request releases the older one', async () => {
    const { net, gate, sdk, ask } = setup('refuse');
    gate.demand();
    const a = {};
    const first = ask(a);
    const again = track(
      gate.open(
        a,
        () => net.connect(),
        () => sdk.current === a,
      ),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(net.attempts).toEqual([0]);
    const newer = ask({});
    await vi.advanceTimersByTimeAsync(0);
    expect(first.error).toBeInstanceOf(Error);
    expect(again.error).toBeInstanceOf(Error);
    net.mode = 'accept';
    await vi.advanceTimersByTimeAsync(500 + PROBATION_MS);
    expect(net.attempts).toEqual([0, 1000]);
    expect(newer.value).toBe(net.sockets[0]);
  });

  it('a socket that opens for a connection the SDK has replaced is closed, not kept as a second client', async () => {
    const { net, sdk } = setup();
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const gate = createRelayGate({ closedOnPurpose: () => false });
    const old = {};
    sdk.current = old;
    const request = track(
      gate.open(
        old,
        () => slow.then(() => net.connect()),
        () => sdk.current === old,
      ),
    );
    sdk.current = {}; // the SDK moved on to a new connection object
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.sockets[0]!.readyState).toBe(3);
    expect(request.error).toBeInstanceOf(Error);
    expect(gate.connected()).toBe(false);
  });

  it('a socket closed on purpose starts no round; stop() releases a held request', async () => {
    const { net, sdk, gate, gaveUp, ask } = setup();
    ask();
    await vi.advanceTimersByTimeAsync(0);
    sdk.closedOnPurpose = true;
    gate.stop();
    net.cutAll();
    expect(gate.state()).toBe('up');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.attempts).toEqual([0]);
    expect(gaveUp).toEqual([]);

    sdk.closedOnPurpose = false;
    net.mode = 'refuse';
    const request = ask(); // attempted at once, refused: a round begins and the request is held
    await vi.advanceTimersByTimeAsync(500);
    expect(gate.state()).toBe('reconnecting');
    gate.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(request.error).toBeInstanceOf(Error);
    expect(gate.state()).toBe('up');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.attempts).toEqual([0, 10_000]);
  });
});
