/** What a simulation says a transaction would do to the account, before the wallet is asked (issue 11 point 6). */

/** A token as the preview names it: `address` is the ERC-20 contract or SPL mint, or 'native'. */
export type SimulatedToken = { address: string; symbol: string; decimals: number };

/** The account's balance change of one token, in base units: negative is spent, positive received. */
export type BalanceChange = SimulatedToken & { amount: bigint };

/** An ERC-20 allowance the transaction grants. `unlimited`: 2^256-1 or at least 2^255 (the "infinite" approvals). */
export type ApprovalGrant = SimulatedToken & { spender: string; amount: bigint; unlimited: boolean };

/**
 * The transaction would fail: it reverts (the decoded reason: Error(string), Panic(uint256), or a description of raw
 * data, which `data` then holds), or the node refuses it (the NodeError's message, e.g. insufficient funds).
 */
export type SimulatedRevert = { reason: string; data?: string };

export type SimulationResult = {
  namespace: 'eip155' | 'solana';
  /**
   * Per token, without zero changes. EVM: value and token transfers only, the network fee is not in it (the review
   * shows the fee apart). Solana: the lamports change includes the fee the simulation charged.
   */
  changes: BalanceChange[];
  approvals: ApprovalGrant[];
  /** Set when the transaction would revert; `changes` are then empty (nothing would happen but the fee). */
  revert?: SimulatedRevert;
  /**
   * true when the node could not trace the call (no eth_simulateV1): a revert is still detected, and `changes`
   * and `approvals` come from the request itself (its value, a direct ERC-20 transfer or approve), not a trace.
   */
  partial: boolean;
  /** Gas the call used (EVM), or compute units (Solana), when the node said. */
  gasUsed?: bigint;
};

/** Tokens the account already knows (its balances), so that most changes need no metadata read. */
export type KnownToken = SimulatedToken;

export const UNLIMITED_THRESHOLD = 2n ** 255n;
export const isUnlimited = (amount: bigint) => amount >= UNLIMITED_THRESHOLD;
