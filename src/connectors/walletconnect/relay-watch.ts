/**
 * Makes a lost or unreachable WalletConnect relay visible to the work that needs it. The SDK
 * (@walletconnect/core 2.21.8) never tells its callers that the relay is away: a proposal waits up to
 * a minute, a request stays queued in its publisher for a minute too, with no error. The gate beneath
 * it (relay-socket.ts) paces the sockets by SPEC §9 and knows when a round of reconnects ends with no
 * relay; the watch guards each proposal and request: the work asks the gate for the relay (which begins
 * a round, or re-arms a gate that gave up), waits while the gate reconnects, and fails with
 * RelayUnreachableError when it gives up, instead of waiting unseen. No SDK types here.
 */
import { RelayUnreachableError } from '../../errors/rpc';
import type { RelayGate } from './relay-socket';

export type RelayWatch = {
  /** Runs `work`; it is rejected with RelayUnreachableError if the relay is given up while it waits. */
  guard<T>(work: () => Promise<T>): Promise<T>;
  /** Stops following the gate. */
  dispose(): void;
};

export function createRelayWatch(gate: Pick<RelayGate, 'demand' | 'onGiveUp'>, relayHost: string): RelayWatch {
  const waiting = new Set<(error: RelayUnreachableError) => void>();
  const stopFollowing = gate.onGiveUp(() => {
    const error = new RelayUnreachableError(relayHost);
    for (const fail of [...waiting]) fail(error);
  });

  return {
    guard<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const fail = (error: RelayUnreachableError) => {
          waiting.delete(fail);
          reject(error);
        };
        waiting.add(fail);
        gate.demand();
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
    dispose: stopFollowing,
  };
}
