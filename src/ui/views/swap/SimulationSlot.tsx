/**
 * Where the simulated outcome of a transaction goes on the review steps (issue 11 point 6: balance change per token,
 * approvals, revert warnings). The simulation and its SimulatedChanges component come from their own branch; until
 * they land here this slot draws nothing, and the review shows the service's figures only.
 */
import type { BuiltTransaction } from '../../../state/swap';

export function SimulationSlot(_props: { tx: BuiltTransaction }) {
  return null;
}
