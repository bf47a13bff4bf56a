/**
 * A review's simulation, asked through the client (simulate.ts, in the lazy actions) and written to simulationAtom:
 * loading, the outcome, or the error the review shows with a retry. A newer ask ends the one before it.
 */
import { asWalletModalError } from '../../errors';
import { simulationAtom } from '../../state/simulation';
import type { TransactionRequest, WalletModalClient } from '../types';

/** `owner` and `key`: the review's showing (state/showing.ts) and its simulationKey; no `request`: nothing to simulate. */
export type RunSimulationParameters = { owner: object; key: string; request: TransactionRequest | undefined };
/** Nothing: the outcome or the error is in simulationAtom. */
export type RunSimulationReturnType = undefined;
/** Never rejects: a simulation that could not run goes to simulationAtom (it does not block the review). */
export type RunSimulationErrorType = never;

type SimulationClient = Pick<WalletModalClient, 'store' | 'simulateTransaction'>;

export async function runSimulation(client: SimulationClient, { owner, key, request }: RunSimulationParameters): Promise<RunSimulationReturnType> {
  const { store } = client;
  // This review's ask before this one is over (another review's, if one were still up, is left to end on its own).
  stopSimulation(client, owner);
  if (request === undefined) {
    const current = store.get(simulationAtom);
    if (current.status !== 'idle' && current.owner === owner) store.set(simulationAtom, { status: 'idle' });
    return;
  }
  const controller = new AbortController();
  store.set(simulationAtom, { status: 'loading', owner, key, controller });
  try {
    const result = await client.simulateTransaction(request, { signal: controller.signal });
    if (!controller.signal.aborted) store.set(simulationAtom, { status: 'done', owner, key, result });
  } catch (error) {
    if (!controller.signal.aborted) store.set(simulationAtom, { status: 'error', owner, key, error: asWalletModalError(error) });
  }
}

export type StopSimulationParameters = [owner: object];
export type StopSimulationReturnType = undefined;
export type StopSimulationErrorType = never;

/** Ends the owner's ask in flight (a newer one, or the review was left): its answer is not written. */
export function stopSimulation(client: Pick<WalletModalClient, 'store'>, owner: object): StopSimulationReturnType {
  const current = client.store.get(simulationAtom);
  if (current.status === 'loading' && current.owner === owner) current.controller.abort();
}
