/**
 * The reviews' simulations (issue 11 point 6): what the shown transaction would do to the account, asked when the
 * review shows it and again for another account, network or transaction; leaving the review ends the ask in flight.
 */
import type { Atom } from 'jotai/vanilla';
import { activeAccountAtom } from '../../state/account';
import { sendSimulationAtom } from '../../state/send-review';
import { approvalSimulationAtom } from '../../state/approval';
import { swapSimulationAtom } from '../../state/swap';
import { simulationKey } from '../../state/simulation';
import { runSimulation, stopSimulation } from '../actions/simulation-run';
import type { TransactionRequest } from '../types';
import type { ViewLoad, ViewLoads } from './types';

function simulates(requestAtom: Atom<TransactionRequest | undefined>): ViewLoad {
  return {
    key: (get) => {
      const request = get(requestAtom);
      return request === undefined ? undefined : simulationKey(get(activeAccountAtom), request);
    },
    start: (client, showing, key) => {
      void runSimulation(client, { owner: showing, key, request: client.store.get(requestAtom) });
      return () => stopSimulation(client, showing);
    },
  };
}

export const REVIEW_LOADS: ViewLoads = {
  WalletSendPreview: [simulates(sendSimulationAtom)],
  SwapPreview: [simulates(swapSimulationAtom)],
  ApproveTransaction: [simulates(approvalSimulationAtom)],
};
