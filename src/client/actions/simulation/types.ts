/** What a simulation says a transaction would do to the account, before the wallet is asked (issue 11 point 6): its
 * types live with the state the reviews read (state/simulation.ts). */
export type { ApprovalGrant, BalanceChange, SimulatedRevert, SimulatedToken, SimulationResult } from '../../../state/simulation';
import type { SimulatedToken } from '../../../state/simulation';

/** Tokens the account already knows (its balances), so that most changes need no metadata read. */
export type KnownToken = SimulatedToken;

export const UNLIMITED_THRESHOLD = 2n ** 255n;
export const isUnlimited = (amount: bigint) => amount >= UNLIMITED_THRESHOLD;
