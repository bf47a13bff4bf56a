/**
 * When a failed RPC attempt is worth repeating (SPEC §9: statuses 403, 408, 413, 429, 500, 502, 503, 504 with
 * Retry-After honoured, 3 retries, 150 ms exponential backoff), and when another URL may answer instead.
 */
import { RETRYABLE_HTTP_STATUSES, RETRYABLE_RPC_ERROR_CODES, RPC_HTTP_TIMEOUT_MS } from '../../constants';
import { APPROVAL_RPC_METHODS } from '../../constants/rpc-methods';
import { WalletModalError } from '../../errors';
import { RpcCodeError } from '../../errors/rpc';
import { HttpStatusError, RpcConnectionError } from '../../errors/request';

/** Anything that signs or sends: never repeated automatically (a repeat could send twice), never shared. */
const SIDE_EFFECT = /sign|send/i;
const APPROVALS: readonly string[] = APPROVAL_RPC_METHODS;

export function hasSideEffects(method: string): boolean {
  return SIDE_EFFECT.test(method) || APPROVALS.includes(method);
}

/**
 * The wait before the next attempt, or undefined when the error is not one to retry. A Retry-After longer than a
 * whole request may take is not waited out: the caller hears the status instead of a stall.
 */
export function retryDelay(error: unknown, attempt: number, baseDelayMs: number): number | undefined {
  const backoff = baseDelayMs * 2 ** attempt;
  if (error instanceof HttpStatusError) {
    if (!RETRYABLE_HTTP_STATUSES.includes(error.status)) return undefined;
    if (error.retryAfterMs === undefined) return backoff;
    return error.retryAfterMs <= RPC_HTTP_TIMEOUT_MS ? error.retryAfterMs : undefined;
  }
  if (error instanceof RpcConnectionError) return backoff;
  if (error instanceof RpcCodeError && RETRYABLE_RPC_ERROR_CODES.includes(error.rpcCode)) return backoff;
  return undefined;
}

/** JSON-RPC codes that say this node cannot serve the call, where another node may. */
const NODE_SPECIFIC_CODES = new Set([...RETRYABLE_RPC_ERROR_CODES, -32601, -32004, -32002]);

/** Another URL may do better: the node was unreachable, refused, garbled its reply or is busy. Not for answers about the call itself (reverted, bad params). */
export function canFailOver(error: unknown): boolean {
  if (error instanceof HttpStatusError || error instanceof RpcConnectionError) return true;
  if (error instanceof RpcCodeError) return NODE_SPECIFIC_CODES.has(error.rpcCode);
  return error instanceof WalletModalError && error.code === 'RPC_REPLY_INVALID';
}
