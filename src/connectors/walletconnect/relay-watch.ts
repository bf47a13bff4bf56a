/**
 * Makes a lost or unreachable WalletConnect relay visible. The SDK (@walletconnect/core 2.21.8) retries
 * on its own schedule (attempts 1, 2, 3, 4 s apart, then every 5 s heartbeat, forever) and never tells
 * its callers: a proposal waits up to a minute and a request up to five, with no error. This watch sits
 * on top of it, in our terms (a RelayTransport that provider.ts adapts from the SDK's relayer): from an
 * unplanned socket loss (or work finding no socket) it checks every WEBSOCKET_RECONNECT_INTERVAL_MS,
 * starts a reconnection when the SDK has none running, and after WEBSOCKET_MAX_RECONNECTS checks without
 * a socket that stayed up (relay-policy.ts) counts the relay as unreachable: the work it guards (a
 * proposal, a request) fails with RelayUnreachableError instead of waiting unseen. The SDK keeps its own
 * quiet retries, so a relay that comes back later serves the next request. No SDK types here.
 */
import { RelayUnreachableError } from '../../rpc-errors';
import { WEBSOCKET_RECONNECT_INTERVAL_MS } from '../../constants';
import { decideReconnect } from './relay-policy';

export type RelayTransport = {
  connected(): boolean;
  /** The socket was closed on purpose (the session's end, the SDK's idle cut-off): its loss is no outage. */
  closedOnPurpose(): boolean;
  /** Starts a reconnection, unless the SDK has one running (then the next check looks again). */
  reconnect(): void;
  onDisconnect(listener: () => void): () => void;
};

export type RelayState = 'up' | 'reconnecting' | 'down';

export type RelayWatch = {
  /** Runs `work`; it is rejected with RelayUnreachableError if the relay is lost for good while it waits. */
  guard<T>(work: () => Promise<T>): Promise<T>;
  state(): RelayState;
  /** Stops following the transport. */
  dispose(): void;
};

export type RelayWatchOptions = {
  relayHost: string;
  /** Whether a live session depends on the relay (then a lost socket is an outage even with no work waiting). */
  hasSession(): boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export function createRelayWatch(transport: RelayTransport, options: RelayWatchOptions): RelayWatch {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  /** The outage in progress: reconnects made, whether the socket closed since the last check. */
  let outage: { attempts: number; dropped: boolean; timer: unknown } | undefined;
  let down = false;
  const waiting = new Set<(error: RelayUnreachableError) => void>();

  function begin() {
    if (outage) return;
    down = false;
    outage = { attempts: 0, dropped: false, timer: setTimer(check, WEBSOCKET_RECONNECT_INTERVAL_MS) };
  }

  function check() {
    if (!outage) return;
    const decision = decideReconnect({ connected: transport.connected(), droppedSinceLastCheck: outage.dropped, attempts: outage.attempts });
    outage.dropped = false;
    if (decision.action === 'recovered') {
      outage = undefined;
      return;
    }
    if (decision.action === 'reconnect') {
      outage.attempts = decision.attempt;
      transport.reconnect();
      outage.timer = setTimer(check, decision.nextCheckMs);
      return;
    }
    outage = undefined;
    down = true;
    const error = new RelayUnreachableError(options.relayHost);
    for (const fail of [...waiting]) fail(error);
  }

  const stopFollowing = transport.onDisconnect(() => {
    if (outage) {
      outage.dropped = true;
      return;
    }
    if (transport.closedOnPurpose()) return;
    // Nobody depends on the relay: the next proposal or request reconnects.
    if (waiting.size === 0 && !options.hasSession()) return;
    begin();
  });

  return {
    guard<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const fail = (error: RelayUnreachableError) => {
          waiting.delete(fail);
          reject(error);
        };
        waiting.add(fail);
        // The SDK connects lazily when the work publishes; the watch only times it.
        if (!transport.connected()) begin();
        new Promise<T>((run) => run(work())).then(
          (value) => {
            waiting.delete(fail);
            resolve(value);
          },
          (error: unknown) => {
            waiting.delete(fail);
            reject(error);
          },
        );
      });
    },
    state: () => (outage ? 'reconnecting' : down ? 'down' : 'up'),
    dispose() {
      stopFollowing();
      if (outage) clearTimer(outage.timer);
      outage = undefined;
    },
  };
}
