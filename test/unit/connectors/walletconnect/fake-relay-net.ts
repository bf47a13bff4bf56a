/**
 * The relay's network as the socket gate sees it, in memory and on vitest's fake clock: each attempt is
 * recorded, then refused, accepted, or accepted and cut a few milliseconds later. The real SDK and relay
 * are driven by relay-faults.test.ts and relay-cadence.test.ts; here the schedule is checked to the millisecond.
 */
import type { GatedSocket } from '../../../../src/connectors/walletconnect/relay-socket';

class FakeSocket implements GatedSocket {
  readyState = 1;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'close', listener: () => void) {
    this.listeners.push(listener);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    for (const listener of this.listeners.splice(0)) listener();
  }
}

export type NetMode = 'refuse' | 'accept' | 'acceptThenCut';

export function fakeRelayNet(mode: NetMode = 'accept') {
  const net = {
    mode,
    attempts: [] as number[],
    sockets: [] as FakeSocket[],
    connect(): Promise<GatedSocket> {
      net.attempts.push(Date.now());
      if (net.mode === 'refuse') return Promise.reject(new Error('refused'));
      const socket = new FakeSocket();
      net.sockets.push(socket);
      if (net.mode === 'acceptThenCut') setTimeout(() => socket.close(), 5);
      return Promise.resolve(socket);
    },
    /** The relay cuts every open socket. */
    cutAll() {
      for (const socket of net.sockets) socket.close();
    },
  };
  return net;
}

/** A promise's outcome, readable without awaiting it. */
export function track<T>(promise: Promise<T>) {
  const result: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { settled: true, value }),
    (error: unknown) => Object.assign(result, { settled: true, error }),
  );
  return result;
}
