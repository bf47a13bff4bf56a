import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayGate, PROBATION_MS } from '../../../../src/connectors/walletconnect/relay-socket';
import { createRelayWatch } from '../../../../src/connectors/walletconnect/relay-watch';
import { RelayUnreachableError, UserRejectedRequestError } from '../../../../src/errors/rpc';
import { fakeRelayNet, track } from './fake-relay-net';
import * as MESSAGES from '../../../../src/messages';

/**
 * The watch over the real gate, with the relay's network in memory: the work asks the gate for a socket
 * as the SDK would (the real SDK is driven by relay-faults.test.ts and the browser end to end by
 * test/e2e/walletconnect-relay-faults.test.ts).
 */
function setup(mode: Parameters<typeof fakeRelayNet>[0]) {
  const net = fakeRelayNet(mode);
  const gate = createRelayGate({ closedOnPurpose: () => false });
  const watch = createRelayWatch(gate, '127.0.0.1:9');
  let current: object = {};
  /** Work that, like a publish, needs a socket first, then waits for `answer`. */
  const publish =
    <T>(answer: Promise<T>) =>
    async () => {
      const connection = {};
      current = connection;
      await gate.open(
        connection,
        () => net.connect(),
        () => current === connection,
      );
      return answer;
    };
  return { net, gate, watch, publish };
}

const never = new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the relay watch', () => {
  it('an unreachable relay: work waits for the connect and five reconnects, then fails at 6000 ms with the relay’s host', async () => {
    const { net, watch, publish } = setup('refuse');
    const result = track(watch.guard(publish(never)));
    await vi.advanceTimersByTimeAsync(5999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(RelayUnreachableError);
    expect(result.error).toMatchObject({ code: 'RELAY_UNREACHABLE', shortMessage: MESSAGES.relayUnreachable, relayHost: '127.0.0.1:9' });
    expect(net.attempts).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('a request made while the session’s socket is lost completes once the relay is back', async () => {
    const { net, gate, watch, publish } = setup('accept');
    await watch.guard(publish(Promise.resolve('paired')));
    net.mode = 'refuse';
    net.cutAll();
    let answer!: (value: string) => void;
    const result = track(watch.guard(publish(new Promise<string>((resolve) => (answer = resolve)))));
    await vi.advanceTimersByTimeAsync(1500);
    net.mode = 'accept';
    await vi.advanceTimersByTimeAsync(1000);
    expect(gate.connected()).toBe(true);
    answer('0xsigned');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe('0xsigned');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.attempts).toEqual([0, 1000, 2000]);
  });

  it('passes the work’s own result and errors through unchanged', async () => {
    const { watch } = setup('accept');
    await expect(watch.guard(async () => 42)).resolves.toBe(42);
    const refusal = new UserRejectedRequestError();
    await expect(watch.guard(() => Promise.reject(refusal))).rejects.toBe(refusal);
    await expect(
      watch.guard(() => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });

  it('new work after giving up re-arms the gate: tried again at once, and served when the relay is back', async () => {
    const { net, watch, publish } = setup('refuse');
    const first = track(watch.guard(publish(never)));
    await vi.advanceTimersByTimeAsync(6000);
    expect(first.error).toBeInstanceOf(RelayUnreachableError);
    await vi.advanceTimersByTimeAsync(4000);
    expect(net.attempts).toHaveLength(6);
    net.mode = 'accept';
    const second = track(watch.guard(publish(Promise.resolve('ok'))));
    await vi.advanceTimersByTimeAsync(PROBATION_MS);
    expect(net.attempts.slice(6)).toEqual([10_000]);
    expect(second.value).toBe('ok');
  });
});
