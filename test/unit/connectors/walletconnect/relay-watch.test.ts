import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayWatch, type RelayTransport } from '../../../../src/connectors/walletconnect/relay-watch';
import { MESSAGES } from '../../../../src/errors';
import { RelayUnreachableError } from '../../../../src/rpc-errors';
import { UserRejectedRequestError } from '../../../../src/rpc-errors';

/**
 * A socket's life as the watch sees it, in memory: the SDK adapter (provider.ts) is driven end to end by
 * test/e2e/walletconnect-relay-faults.test.ts; here the schedule is checked to the millisecond.
 */
function transport(initiallyConnected: boolean) {
  const listeners = new Set<() => void>();
  const log: string[] = [];
  const state = { connected: initiallyConnected, purpose: false, reachable: false };
  const t: RelayTransport = {
    connected: () => state.connected,
    closedOnPurpose: () => state.purpose,
    reconnect: () => {
      log.push(`reconnect@${Date.now()}`);
      if (state.reachable) state.connected = true;
    },
    onDisconnect: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const drop = () => {
    state.connected = false;
    for (const l of [...listeners]) l();
  };
  return { t, state, log, drop };
}

const never = () => new Promise<never>(() => undefined);
const outcome = <T>(p: Promise<T>) => p.then((value) => ({ value }), (error: unknown) => ({ error }));

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the relay watch', () => {
  it('an unreachable relay: work waits, five reconnects 1000 ms apart, then it fails with the relay’s host', async () => {
    const { t, log } = transport(false);
    const watch = createRelayWatch(t, { relayHost: '127.0.0.1:9', hasSession: () => false });
    const result = outcome(watch.guard(never));
    expect(watch.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5999);
    expect(log).toEqual(['reconnect@1000', 'reconnect@2000', 'reconnect@3000', 'reconnect@4000', 'reconnect@5000']);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = (await result) as { error: RelayUnreachableError };
    expect(error).toBeInstanceOf(RelayUnreachableError);
    expect(error).toMatchObject({ code: 'RELAY_UNREACHABLE', shortMessage: MESSAGES.relayUnreachable, relayHost: '127.0.0.1:9' });
    expect(watch.state()).toBe('down');
    // No more reconnects of ours once given up (the SDK's own quiet retries go on).
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toHaveLength(5);
  });

  it('a dropped session socket: reconnect at 1000 ms, work made meanwhile completes once the relay is back', async () => {
    const { t, state, log, drop } = transport(true);
    const watch = createRelayWatch(t, { relayHost: 'relay', hasSession: () => true });
    state.reachable = true;
    drop();
    expect(watch.state()).toBe('reconnecting');
    let answer!: (value: string) => void;
    const result = watch.guard(() => new Promise<string>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['reconnect@1000']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.state()).toBe('up');
    answer('0xsigned');
    await expect(result).resolves.toBe('0xsigned');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toEqual(['reconnect@1000']);
  });

  it('a relay that drops every socket it accepts counts as down after five reconnects; pending work fails, not lost', async () => {
    const { t, state, log, drop } = transport(true);
    const watch = createRelayWatch(t, { relayHost: 'relay', hasSession: () => true });
    const result = outcome(watch.guard(never));
    drop();
    state.reachable = true;
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      if (state.connected) drop(); // accepted, then cut
    }
    expect(log.filter((l) => l.startsWith('reconnect'))).toHaveLength(5);
    expect(((await result) as { error: unknown }).error).toBeInstanceOf(RelayUnreachableError);
  });

  it('ignores a socket closed on purpose, and a loss nobody depends on', async () => {
    const { t, state, log, drop } = transport(true);
    let session = false;
    const watch = createRelayWatch(t, { relayHost: 'relay', hasSession: () => session });
    drop(); // no session, no work
    expect(watch.state()).toBe('up');
    session = true;
    state.connected = true;
    state.purpose = true;
    drop(); // the session's end closes the transport
    await vi.advanceTimersByTimeAsync(3000);
    expect(log).toEqual([]);
    expect(watch.state()).toBe('up');
  });

  it('passes the work’s own result and errors through unchanged', async () => {
    const { t } = transport(true);
    const watch = createRelayWatch(t, { relayHost: 'relay', hasSession: () => true });
    await expect(watch.guard(async () => 42)).resolves.toBe(42);
    const refusal = new UserRejectedRequestError();
    await expect(watch.guard(() => Promise.reject(refusal))).rejects.toBe(refusal);
    await expect(
      watch.guard(() => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });

  it('starts afresh for new work after giving up', async () => {
    const { t, state, log } = transport(false);
    const watch = createRelayWatch(t, { relayHost: 'relay', hasSession: () => true });
    const first = outcome(watch.guard(never));
    await vi.advanceTimersByTimeAsync(6000);
    expect(((await first) as { error: unknown }).error).toBeInstanceOf(RelayUnreachableError);
    state.purpose = false;
    state.reachable = true;
    const second = watch.guard(async () => 'ok');
    expect(watch.state()).toBe('reconnecting');
    await expect(second).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(2000);
    expect(watch.state()).toBe('up');
    expect(log.filter((l) => l.startsWith('reconnect'))).toHaveLength(6);
  });
});
