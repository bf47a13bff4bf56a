/**
 * A wallet request waiting for the person (issue 21 point 6): the embedded wallet has no screen of its own, so what
 * it is asked to sign is shown in the ApproveTransaction view first. Written by client/actions/embedded/approval.ts.
 */
import { atom } from 'jotai/vanilla';
import type { ApprovalRequest } from '../connectors/embedded/connectors';
import { currentRouteAtom } from './router';
import { approveSimulationAtom } from './swap';

export type { ApprovalRequest } from '../connectors/embedded/connectors';

/**
 * What the request asks to sign, as the view shows it (client/actions/embedded/approval-summary.ts reads it): a
 * message's text, typed data's domain and type, a transaction's call or wire bytes (simulated by the view), or JSON.
 */
export type ApprovalSummary =
  | { kind: 'message'; text: string }
  | { kind: 'typedData'; domain: string | undefined; primaryType: string | undefined; text: string }
  | { kind: 'evmTransaction'; call: { to: string; value?: string; data?: string; gas?: string } }
  | { kind: 'solanaTransaction'; transaction: Uint8Array }
  | { kind: 'other'; text: string };

/** asking: the view waits for Approve or Reject; sending: approved, the wallet is signing. */
export type PendingApproval = ApprovalRequest & { id: number; status: 'asking' | 'sending'; summary: ApprovalSummary };

export const approvalAtom = atom<PendingApproval | undefined>(undefined);

/** What the shown ApproveTransaction simulates: the wallet request's transaction, or the swap's approve. */
export const approvalSimulationAtom = atom((get) => {
  const route = get(currentRouteAtom);
  if (route?.view !== 'ApproveTransaction' || route.approval === undefined) return get(approveSimulationAtom);
  const request = get(approvalAtom);
  const summary = request?.id === route.approval ? request.summary : undefined;
  return summary?.kind === 'evmTransaction' ? summary.call : summary?.kind === 'solanaTransaction' ? summary.transaction : undefined;
});
