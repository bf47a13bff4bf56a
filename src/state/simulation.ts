/**
 * A review's simulated outcome (issue 11 point 6): what a transaction would do to the account, and the ask in
 * flight. `owner` is the showing of the review that asked and `key` the account and transaction it answers; `controller` ends
 * the ask a newer one replaces. Written by client/actions/simulation-run.ts; the reviews read it.
 */
import { atom } from 'jotai/vanilla';
import type { WalletModalError } from '../errors';
import type { AccountState } from './account';

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

export type SimulationState =
  | { status: 'idle' }
  | { status: 'loading'; owner: object; key: string; controller: AbortController }
  | { status: 'done'; owner: object; key: string; result: SimulationResult }
  | { status: 'error'; owner: object; key: string; error: WalletModalError };

export const simulationAtom = atom<SimulationState>({ status: 'idle' });

/**
 * What a simulation answers: the account and network, and the request's contents (EVM `{ to, value?, data? }` or
 * Solana wire bytes). A request with the same contents is the same question; another account or network is another.
 */
export function simulationKey(account: AccountState, request: { to: string; value?: unknown; data?: string } | Uint8Array | undefined): string {
  const asked =
    request === undefined
      ? ''
      : request instanceof Uint8Array
        ? `sol:${request.join(',')}`
        : `evm:${request.to}|${String(request.value ?? '')}|${request.data ?? ''}`;
  return `${account.status === 'connected' ? account.caipAddress : ''}|${asked}`;
}
